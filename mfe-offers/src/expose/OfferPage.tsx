// Exposed as `mfe_offers/OfferPage`: the shell hydrates it with the fragment's `data` as props
// (`OfferPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { OfferPage as default } from '../features/offer-page/OfferPage';
export type { OfferPageData } from '../features/offer-page/view';
