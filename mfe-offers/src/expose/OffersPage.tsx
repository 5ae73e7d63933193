// Exposed as `mfe_offers/OffersPage`: the shell hydrates it with the fragment's `data` as props
// (`OffersPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { OffersPage as default } from '../features/page/OffersPage';
export type { OffersPageData } from '../features/page/view';
