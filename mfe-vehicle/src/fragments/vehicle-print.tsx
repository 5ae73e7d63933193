import { CarSchema, callApi } from '@forecourt/shared';
import type { FragmentOutcome, FragmentRoute } from '@forecourt/shared/remote-worker';
import { z } from 'zod';
import { VehiclePrint } from '../features/print/VehiclePrint';
import { toVehiclePrintView } from '../features/print/view';
import { VehicleNotFound } from '../features/vehicle-page/VehicleNotFound';

// The printable page of a car (/print?car_id={slug}, spec: 000 §2): server HTML only (data null, so
// nothing to hydrate and no JavaScript). A missing or unknown car_id is the not-found page.

/** The print page's query: the car's slug (as the car API's slug rule). */
const QuerySchema = z.object({
  car_id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9][a-z0-9_-]*$/i),
});

function notFound(): FragmentOutcome<null> {
  return { found: false, view: <VehicleNotFound />, head: { title: 'Car not found', preloadImages: [] } };
}

/**
 * The `VehiclePrint` fragment: loads the car through the gateway's API as the tenant's site and renders
 * its printable page, or the not-found page.
 * @example app.post(fragmentPath(vehiclePrint.name), fragmentHandler(vehiclePrint, release));
 */
export const vehiclePrint: FragmentRoute<null> = {
  name: 'VehiclePrint',
  async load({ request, env, requestId }) {
    const query = QuerySchema.safeParse(request.query);
    if (!query.success) return notFound();
    const path = `/api/cars/${encodeURIComponent(query.data.car_id)}`;
    const car = await callApi(env.API, request.tenant, { method: 'GET', path }, CarSchema, { requestId });
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
