import { LocationPageLoadSchema } from '@forecourt/shared/pages/locations';
import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { LocationPage } from '../features/location-page/LocationPage';
import { type LocationPageData, toLocationPageData } from '../features/location-page/view';
import { notFound } from './shared';

/**
 * The `LocationPage` fragment: `/contact-us/{slug}` (and `/our-location/…`, `/locations/…` where the
 * site serves them): one page-loader call (404 → the not-found page), the island's props at `now`.
 * @example fragmentWorker(remote, { LocationPage: locationPage });
 */
export const locationPage: FragmentRoute<LocationPageData> = {
  name: 'LocationPage',
  async load({ request, env, requestId }) {
    const { slug, via } = request.params;
    if (slug === undefined || via === undefined) return notFound('Location not found');
    const path = pageLoaderPaths.location(slug, via);
    const load = await callApi(env.API, request.tenant, { method: 'GET', path }, LocationPageLoadSchema, { requestId });
    if (!load) return notFound('Location not found');
    const data = toLocationPageData(load, new Date());
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
