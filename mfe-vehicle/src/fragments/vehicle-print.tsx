import type { Car } from '@forecourt/shared';
import type { FragmentContext, FragmentOutcome, FragmentRoute } from '@forecourt/shared/remote-kit';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import type { VehicleBindings } from '../bindings';
import { VehiclePrint } from '../features/print/VehiclePrint';
import { toVehiclePrintView } from '../features/print/view';
import { VehicleNotFound } from '../features/vehicle-page/VehicleNotFound';

// The printable page of a car (/print?car_id={slug}, spec: 000 §2): server HTML only (data null, so
// nothing to hydrate and no JavaScript). A missing or unknown car_id is the not-found page.

/** The print page's query: the car's slug. */
const QuerySchema = z.object({ car_id: CarSlugSchema });

/** Loads the print page's car for the fragment: null when the site does not show it. */
export type VehiclePrintLoader = (context: FragmentContext<VehicleBindings>, slug: string) => Promise<Car | null>;

function notFound(): FragmentOutcome<null> {
  return { found: false, view: <VehicleNotFound />, head: { title: 'Car not found', preloadImages: [] } };
}

/**
 * The `VehiclePrint` fragment from its loader: the car's printable page, or the not-found page.
 * @example fragmentWorker(remote, { VehiclePrint: vehiclePrintFragment(loadVehiclePrint), … });
 */
export function vehiclePrintFragment(loadCar: VehiclePrintLoader): FragmentRoute<null, VehicleBindings> {
  return {
    name: 'VehiclePrint',
    async load(context) {
      const { request } = context;
      const query = QuerySchema.safeParse(request.query);
      if (!query.success) return notFound();
      const car = await loadCar(context, query.data.car_id);
      if (!car) return notFound();
      const view = toVehiclePrintView(car, request.tenant.settings?.phones);
      return {
        found: true,
        data: null,
        view: <VehiclePrint {...view} />,
        head: {
          title: `${view.title} (print)`,
          description: `Printable details of the ${view.title} at ${view.location.name}.`,
          preloadImages: view.photo ? [view.photo.src] : [],
        },
      };
    },
  };
}
