import { CarSchema, callApi, isInStock } from '@forecourt/shared';
import type { FragmentRoute } from '@forecourt/shared/remote-worker';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import VehiclePage from '../expose/VehiclePage';
import { loadBlogCards } from '../features/blogs/load';
import { VehicleNotFound } from '../features/vehicle-page/VehicleNotFound';
import { headFor, toVehiclePageData, type VehiclePageData } from '../features/vehicle-page/view-model';
import { loadVehicleInsight } from './vehicle-insight';

// The vehicle detail page (/cars/{slug}, spec: 000 §2): the car first (critical: a missing car is a 404),
// then what else the page shows, in parallel, each within its timeout and never failing the page.

const ParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * The `VehiclePage` fragment: loads the car through the gateway's API as the tenant's site and renders
 * the page, or a not-found page when the site does not show that car.
 * @example app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, release));
 */
export const vehiclePage: FragmentRoute<VehiclePageData> = {
  name: 'VehiclePage',
  async load({ request, env, release, requestId }) {
    const params = ParamsSchema.safeParse(request.params);
    if (!params.success) throw new HTTPException(400, { message: 'Invalid fragment request: params.slug' });
    const { slug } = params.data;
    // 404: not on this site; any other failure is an ApiUpstreamError, which the app answers with a 502.
    const path = `/api/cars/${encodeURIComponent(slug)}`;
    const car = await callApi(env.API, request.tenant, { method: 'GET', path }, CarSchema, { requestId });
    if (!car) {
      return { found: false, view: <VehicleNotFound />, head: { title: 'Car not found', preloadImages: [] } };
    }
    const source = { api: env.API, tenant: request.tenant, requestId };
    const [insight, blogs] = await Promise.all([
      loadVehicleInsight(source, car, request.query),
      isInStock(car) ? loadBlogCards(source, car.make) : [],
    ]);
    const data = toVehiclePageData(car, {
      remoteVersion: release.version,
      insight,
      blogs,
      tenant: request.tenant,
      settings: request.tenant.settings,
      now: new Date(),
    });
    return { found: true, data, view: <VehiclePage {...data} />, head: headFor(data) };
  },
};
