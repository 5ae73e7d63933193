// Exposed as `mfe_finance/TradeInPage`: the shell hydrates it with the fragment's `data` as props
// (`TradeInPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { TradeInPage as default } from '../features/trade-in/TradeInPage';
export type { TradeInPageData } from '../features/trade-in/view';
