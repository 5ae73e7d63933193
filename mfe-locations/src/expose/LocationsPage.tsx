// Exposed as `mfe_locations/LocationsPage`: the shell hydrates it with the fragment's `data` as props
// (`LocationsPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { LocationsPage as default } from '../features/page/LocationsPage';
export type { LocationsPageData } from '../features/page/view';
