import { DRIVE_AWAY_QUERY } from '@forecourt/shared/pricing/drive-away/view';
import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import { fragmentCarVersion } from '@forecourt/shared/remote-kit/fragment-car';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { VehicleBindings } from '../bindings';
import VehiclePage from '../expose/VehiclePage';
import { blogCardView } from '../features/blogs/card-view';
import { VehicleNotFound } from '../features/vehicle-page/VehicleNotFound';
import { headFor, toVehiclePageData, type VehiclePageData } from '../features/vehicle-page/view-model';
import type { VehiclePageLoad } from '../loaders/vehicle-page';
import { vehicleInsightOf } from './vehicle-insight';

// The vehicle detail page (/cars/{slug}, spec: 000 §2): the page's loader (loaders/vehicle-page.ts) answers
// the car (critical: a missing car is a 404) and what else the page shows (deferred: each part there or
// null, never failing the page).

const ParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** Loads the vehicle page for the fragment: null when the site does not show the car. */
export type VehiclePageLoader = (
  context: FragmentContext<VehicleBindings>,
  slug: string,
  postcode: string | undefined,
) => Promise<VehiclePageLoad | null>;

/**
 * The `VehiclePage` fragment from its loader: renders the car the site shows, or a not-found page.
 * @example fragmentWorker(remote, { VehiclePage: vehiclePageFragment(vehiclePageLoader(isolate)), … });
 */
export function vehiclePageFragment(loadPage: VehiclePageLoader): FragmentRoute<VehiclePageData, VehicleBindings> {
  return {
    name: 'VehiclePage',
    // The same for every shopper: kept at the edge per car version (a price change or a reservation is a
    // new version at once); the time-based parts (a sold car's last days, similar cars, the quote) may
    // lag by the fresh and stale windows.
    cache: {
      freshSeconds: 30,
      staleSeconds: 120,
      dataVersion: async (context) => {
        const params = ParamsSchema.safeParse(context.request.params);
        return params.success ? fragmentCarVersion(context, params.data.slug) : null;
      },
    },
    async load(context) {
      const { request, release } = context;
      const params = ParamsSchema.safeParse(request.params);
      if (!params.success) throw new HTTPException(400, { message: 'Invalid fragment request: params.slug' });
      const { postcode } = request.query;
      const load = await loadPage(context, params.data.slug, postcode);
      if (!load) {
        return { found: false, view: <VehicleNotFound />, head: { title: 'Car not found', preloadImages: [] } };
      }
      const data = toVehiclePageData(load.car, {
        remoteVersion: release.version,
        insight: vehicleInsightOf(load, postcode),
        blogs: load.blogs.map(blogCardView),
        priceHistory: load.priceHistory,
        tenant: request.tenant,
        settings: request.tenant.settings,
        now: new Date(),
        dealership: load.dealership,
        driveAwayPostcode: request.query[DRIVE_AWAY_QUERY],
      });
      return { found: true, data, view: <VehiclePage {...data} />, head: headFor(data) };
    },
  };
}
