import { sliceEntrypoint } from '@forecourt/shared/remote-kit/entrypoint';
import { createApi } from './api';
import { createApp } from './app';
import type { VehicleBindings } from './bindings';
import { createVehicleIsolate } from './isolate';
import { loadDealerStock, loadStockImport } from './loaders/dealer-stock';
import { vehiclePageLoader } from './loaders/vehicle-page';
import { loadVehiclePrint } from './loaders/vehicle-print';

// mfe-vehicle's Worker: a vertical slice. Its fragments and client build over `fetch` (the gateway's
// service binding; no public route, workers_dev = false; the asset layer matches /_mf/mfe_vehicle/<version>/…
// before this code runs), and its JSON API (`/api/cars`) through the gateway's proxy (`api`). The car
// page reads the car from D1 itself and asks mfe-search and mfe-finance over their typed RPC; nothing
// goes back through the gateway.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-vehicle/wrangler.toml   (canary: wrangler.canary.toml)

const isolate = createVehicleIsolate();

export default class VehicleWorker extends sliceEntrypoint<VehicleBindings>({
  fragments: createApp({
    loadVehiclePage: vehiclePageLoader(isolate),
    loadVehiclePrint: loadVehiclePrint,
    loadDealerStock,
    loadStockImport,
  }),
  api: createApi(),
}) {}
