import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { VehiclePageLoadSchema } from '@forecourt/shared/pages/vehicle';
import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import { callApi } from '@forecourt/shared/remote-kit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import VehiclePage from '../expose/VehiclePage';
import { blogCardView } from '../features/blogs/card-view';
import { VehicleNotFound } from '../features/vehicle-page/VehicleNotFound';
import { headFor, toVehiclePageData, type VehiclePageData } from '../features/vehicle-page/view-model';
import { vehicleInsightOf } from './vehicle-insight';

// The vehicle detail page (/cars/{slug}, spec: 000 §2): one call to the gateway's page loader answers
// the car (critical: a missing car is a 404) and what else the page shows (deferred: each part there
// or null, never failing the page).

const ParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * The `VehiclePage` fragment: loads the page through the gateway's page loader as the tenant's site and
 * renders it, or a not-found page when the site does not show that car.
 * @example app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, release));
 */
export const vehiclePage: FragmentRoute<VehiclePageData> = {
  name: 'VehiclePage',
  async load({ request, env, release, requestId }) {
    const params = ParamsSchema.safeParse(request.params);
    if (!params.success) throw new HTTPException(400, { message: 'Invalid fragment request: params.slug' });
    const { postcode } = request.query;
    const path = pageLoaderPaths.vehicle(params.data.slug, postcode);
    // 404: not on this site; any other failure is an ApiUpstreamError, which the app answers with a 502.
    const load = await callApi(env.API, request.tenant, { method: 'GET', path }, VehiclePageLoadSchema, { requestId });
    if (!load) {
      return { found: false, view: <VehicleNotFound />, head: { title: 'Car not found', preloadImages: [] } };
    }
    const data = toVehiclePageData(load.car, {
      remoteVersion: release.version,
      insight: vehicleInsightOf(load, postcode),
      blogs: load.blogs.map(blogCardView),
      tenant: request.tenant,
      settings: request.tenant.settings,
      now: new Date(),
    });
    return { found: true, data, view: <VehiclePage {...data} />, head: headFor(data) };
  },
};
