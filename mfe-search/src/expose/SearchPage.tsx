// Exposed as `mfe_search/SearchPage`: the shell hydrates it with the fragment's `data` as props
// (`SearchPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { SearchPage as default } from '../features/search-page/SearchPage';
export type { SearchPageData } from '../features/search-page/use-search';
