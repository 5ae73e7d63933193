// Exposed as `mfe_vehicle/VehiclePage`: the shell hydrates it with the fragment's `data` as props
// (`VehiclePageData`), under the same `identifierPrefix` the fragment Worker rendered with.

export { VehiclePage as default } from '../features/vehicle-page/VehiclePage';
export type { VehiclePageData } from '../features/vehicle-page/view-model';
