// Exposed as `mfe_offers/PartsSearchPage`: the shell hydrates it with the fragment's `data` as props
// (`PartsSearchPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { PartsSearchPage as default, type PartsSearchPageData } from '../features/parts/PartsSearchPage';
