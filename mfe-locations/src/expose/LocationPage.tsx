// Exposed as `mfe_locations/LocationPage`: the shell hydrates it with the fragment's `data` as props
// (`LocationPageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { LocationPage as default } from '../features/location-page/LocationPage';
export type { LocationPageData } from '../features/location-page/view';
