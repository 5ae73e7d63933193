import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import type { VehicleBindings } from './bindings';
import {
  type DealerStockLoader,
  dealerStockFragment,
  type StockImportLoader,
  stockImportFragment,
} from './fragments/dealer-stock';
import { type VehiclePageLoader, vehiclePageFragment } from './fragments/vehicle-page';
import { type VehiclePrintLoader, vehiclePrintFragment } from './fragments/vehicle-print';

// The fragments of mfe-vehicle: the car page, its printable page and the dealer's stock feed pages, rendered from
// their loaders. The
// Worker (server.ts) mounts it beside the API; tests build their own with loaders of their own.

export interface AppOptions {
  /** Loads the car page (the Worker passes loaders/vehicle-page.ts's). */
  loadVehiclePage: VehiclePageLoader;
  /** Loads the print page's car (the Worker passes loaders/vehicle-print.ts's). */
  loadVehiclePrint: VehiclePrintLoader;
  /** Loads the dealer's stock feed page (loaders/dealer-stock.ts). */
  loadDealerStock: DealerStockLoader;
  /** Loads one stock import's report (loaders/dealer-stock.ts). */
  loadStockImport: StockImportLoader;
}

/**
 * Builds the fragments' app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp({ loadVehiclePage, loadVehiclePrint, loadDealerStock, loadStockImport }).request('/fragments/VehiclePage', { method: 'POST', body }, env);
 */
export function createApp(options: AppOptions): Hono<RemoteWorkerEnv<VehicleBindings>> {
  return fragmentWorker<'VehiclePage' | 'VehiclePrint' | 'DealerStock' | 'DealerStockImport', VehicleBindings>(remote, {
    VehiclePage: vehiclePageFragment(options.loadVehiclePage),
    VehiclePrint: vehiclePrintFragment(options.loadVehiclePrint),
    DealerStock: dealerStockFragment(options.loadDealerStock),
    DealerStockImport: stockImportFragment(options.loadStockImport),
  });
}
