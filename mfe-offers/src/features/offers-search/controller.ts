import { OffersSearchResponseSchema } from '@forecourt/shared/offers/api';
import { offersApiQuery, parseOffersQuery } from '@forecourt/shared/offers/url-state';
import { buildOffersView, type OffersSearchView } from './view';

// The search controller, a chunk of its own loaded on the first change (the island's first bundle stays
// free of zod and the view builder): a page URL → its state → `GET /api/offers` on the site's origin,
// the answer checked with the API's schema → the next view.

/** Thrown when the API fails or answers something else; the island keeps its last view. */
export class OffersLoadError extends Error {}

/**
 * The view of the offers page at `href` (a `/special-offers?…` URL).
 * @example const view = await loadOffersView('/special-offers?categories%5B0%5D=Runout');
 */
export async function loadOffersView(href: string): Promise<OffersSearchView> {
  const state = parseOffersQuery(new URL(href, window.location.origin).searchParams);
  const query = offersApiQuery(state);
  const response = await fetch(`/api/offers${query ? `?${query}` : ''}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new OffersLoadError(`The offers search answered ${response.status}`);
  const parsed = OffersSearchResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new OffersLoadError('The offers search answered something else');
  return buildOffersView(state, parsed.data);
}
