// Exposed as `mfe_finance/CheckoutPage`: the shell hydrates it with the fragment's `data` as props
// (`CheckoutPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { CheckoutPage as default } from '../features/checkout/CheckoutPage';
export type { CheckoutPageData } from '../features/checkout/view';
