// Exposed as `mfe_offers/OffersSearchPage`: the shell hydrates it with the fragment's `data` as props
// (`OffersSearchPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { OffersSearchPage as default, type OffersSearchPageData } from '../features/offers-search/OffersSearchPage';
