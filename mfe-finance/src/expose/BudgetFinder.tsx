// Exposed as `mfe_finance/BudgetFinder`: the budget finder of the home page and /finance, hydrated with
// the fragment's `data` (`BudgetFinderData`).

export { BudgetFinder as default } from '../features/budget/BudgetFinder';
export type { BudgetFinderData } from '../features/budget/view';
