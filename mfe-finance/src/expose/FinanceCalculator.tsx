// Exposed as `mfe_finance/FinanceCalculator`: the car page's `#finance-calculator`, hydrated with the
// fragment's `data` (`FinanceCalculatorData`).

export { FinanceCalculator as default } from '../features/calculator/FinanceCalculator';
export type { FinanceCalculatorData } from '../features/calculator/view';
