import {
  type LocationPageLoad,
  type LocationPageParams,
  LocationPageParamsSchema,
} from '@forecourt/shared/pages/locations';
import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import { HTTPException } from 'hono/http-exception';
import type { LocationsBindings } from '../bindings';
import { LocationPage } from '../features/location-page/LocationPage';
import { type LocationPageData, toLocationPageData } from '../features/location-page/view';
import { notFound } from './shared';

/** Loads one location's page: null when the site does not show it under that prefix (the page's 404). */
export type LocationPageLoader = (
  context: FragmentContext<LocationsBindings>,
  params: LocationPageParams,
) => Promise<LocationPageLoad | null>;

/**
 * The `LocationPage` fragment: `/contact-us/{slug}` (and `/our-location/…`, `/locations/…` where the
 * site serves them): its loader (null → the not-found page), the island's props at `now`.
 * @example fragmentWorker(remote, { LocationPage: locationPage(loadLocationPageFor) });
 */
export function locationPage(loadPage: LocationPageLoader): FragmentRoute<LocationPageData, LocationsBindings> {
  return {
    name: 'LocationPage',
    async load(context) {
      const params = LocationPageParamsSchema.safeParse(context.request.params);
      if (!params.success) throw new HTTPException(400, { message: 'Invalid fragment request: params' });
      const load = await loadPage(context, params.data);
      if (!load) return notFound('Location not found');
      const { via, slug } = params.data;
      const data = toLocationPageData(load, new Date(), `/${via}/${encodeURIComponent(slug)}`);
      return {
        found: true,
        data,
        view: <LocationPage {...data} />,
        head: {
          title: data.card.name,
          description: `${data.card.name}, ${data.card.address}: opening hours, directions, phone and reviews.`,
          preloadImages: [],
        },
      };
    },
  };
}
