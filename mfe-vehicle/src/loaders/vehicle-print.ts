import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import type { VehiclePrintLoader } from '../fragments/vehicle-print';

// The printable page's loader (spec: 000 §2 /print?car_id={slug}): the car alone, read once from D1 through
// the server kit's stock rule, as the site shows it; null when it does not (the page's 404).

/**
 * Reads the car of the print page for the site the gateway named.
 * @example fragmentWorker(remote, { VehiclePrint: vehiclePrintFragment(loadVehiclePrint) })
 */
export const loadVehiclePrint: VehiclePrintLoader = async (context, slug) =>
  findVisibleCar(context.env.DB, await context.site(), slug, new Date());
