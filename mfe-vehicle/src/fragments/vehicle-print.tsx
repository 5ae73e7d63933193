import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { VehiclePrintLoadSchema } from '@forecourt/shared/pages/vehicle';
import type { FragmentOutcome, FragmentRoute } from '@forecourt/shared/remote-kit';
import { callApi } from '@forecourt/shared/remote-kit';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import { VehiclePrint } from '../features/print/VehiclePrint';
import { toVehiclePrintView } from '../features/print/view';
import { VehicleNotFound } from '../features/vehicle-page/VehicleNotFound';

// The printable page of a car (/print?car_id={slug}, spec: 000 §2): server HTML only (data null, so
// nothing to hydrate and no JavaScript). A missing or unknown car_id is the not-found page.

/** The print page's query: the car's slug. */
const QuerySchema = z.object({ car_id: CarSlugSchema });

function notFound(): FragmentOutcome<null> {
  return { found: false, view: <VehicleNotFound />, head: { title: 'Car not found', preloadImages: [] } };
}

/**
 * The `VehiclePrint` fragment: loads the car through the gateway's page loader as the tenant's site and renders
 * its printable page, or the not-found page.
 * @example app.post(fragmentPath(vehiclePrint.name), fragmentHandler(vehiclePrint, release));
 */
export const vehiclePrint: FragmentRoute<null> = {
  name: 'VehiclePrint',
  async load({ request, env, requestId }) {
    const query = QuerySchema.safeParse(request.query);
    if (!query.success) return notFound();
    const path = pageLoaderPaths.vehiclePrint(query.data.car_id);
    const load = await callApi(env.API, request.tenant, { method: 'GET', path }, VehiclePrintLoadSchema, { requestId });
    if (!load) return notFound();
    const view = toVehiclePrintView(load.car, request.tenant.settings?.phones);
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
