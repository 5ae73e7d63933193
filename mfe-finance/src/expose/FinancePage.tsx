// Exposed as `mfe_finance/FinancePage`: the shell hydrates it with the fragment's `data` as props
// (`FinancePageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { FinancePage as default } from '../features/finance-form/FinancePage';
export type { FinancePageData } from '../features/finance-form/view';
