import { CarSchema } from '@forecourt/shared';
import { callApi, type FragmentOutcome, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { LocationsPage } from '../features/page/LocationsPage';
import { NotFound } from '../features/page/NotFound';
import { type LocationsPageData, toLocationsPageData } from '../features/page/view';

// The page's fragment: the car named by the path, read through the gateway's API as the tenant's site
// (a car the site does not show is the not-found page), turned into the island's props.

function notFound(): FragmentOutcome<LocationsPageData> {
  return { found: false, view: <NotFound />, head: { title: 'Not found', preloadImages: [] } };
}

/**
 * The `LocationsPage` fragment.
 * @example fragmentWorker(remote, { LocationsPage: locationsPage });
 */
export const locationsPage: FragmentRoute<LocationsPageData> = {
  name: 'LocationsPage',
  async load({ request, env, release, requestId }) {
    const slug = request.params.slug;
    if (slug === undefined) return notFound();
    const path = `/api/cars/${encodeURIComponent(slug)}`;
    const car = await callApi(env.API, request.tenant, { method: 'GET', path }, CarSchema, { requestId });
    if (!car) return notFound();
    const data = toLocationsPageData(car, release.version);
    return {
      found: true,
      data,
      view: <LocationsPage {...data} />,
      head: { title: data.title, description: `${data.title}: ${data.price}.`, preloadImages: [] },
    };
  },
};
