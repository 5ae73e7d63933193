import { CarSchema } from '@forecourt/shared';
import { callApi, type FragmentOutcome, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { OffersPage } from '../features/page/OffersPage';
import { NotFound } from '../features/page/NotFound';
import { type OffersPageData, toOffersPageData } from '../features/page/view';

// The page's fragment: the car named by the path, read through the gateway's API as the tenant's site
// (a car the site does not show is the not-found page), turned into the island's props.

function notFound(): FragmentOutcome<OffersPageData> {
  return { found: false, view: <NotFound />, head: { title: 'Not found', preloadImages: [] } };
}

/**
 * The `OffersPage` fragment.
 * @example fragmentWorker(remote, { OffersPage: offersPage });
 */
export const offersPage: FragmentRoute<OffersPageData> = {
  name: 'OffersPage',
  async load({ request, env, release, requestId }) {
    const slug = request.params.slug;
    if (slug === undefined) return notFound();
    const path = `/api/cars/${encodeURIComponent(slug)}`;
    const car = await callApi(env.API, request.tenant, { method: 'GET', path }, CarSchema, { requestId });
    if (!car) return notFound();
    const data = toOffersPageData(car, release.version);
    return {
      found: true,
      data,
      view: <OffersPage {...data} />,
      head: { title: data.title, description: `${data.title}: ${data.price}.`, preloadImages: [] },
    };
  },
};
