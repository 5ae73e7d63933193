import { PartsSearchResponseSchema } from '@forecourt/shared/parts/api';
import { parsePartsQuery, partsApiPath } from '@forecourt/shared/parts/url-state';
import { buildPartsSearchView, type PartsSearchView } from './view';

// The parts search's controller, a chunk of its own loaded on the first change (the island's first
// bundle stays free of zod and the view builder): a page URL → its state → `GET /api/parts` on the
// site's origin, the answer checked with the API's schema → the next view (no enquiry open: an Enquire
// link loads its page).

/** Thrown when the API fails or answers something else; the island keeps its last view. */
export class PartsLoadError extends Error {}

/**
 * The view of the parts search page at `href` (a `/parts/search?…` URL).
 * @example const view = await loadPartsView('/parts/search?category=Towing&page=2');
 */
export async function loadPartsView(href: string): Promise<PartsSearchView> {
  const url = new URL(href, window.location.origin);
  const state = parsePartsQuery(Object.fromEntries(url.searchParams));
  const response = await fetch(partsApiPath(state), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new PartsLoadError(`The parts search answered ${response.status}`);
  const parsed = PartsSearchResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PartsLoadError('The parts search answered something else');
  return buildPartsSearchView(state, { search: parsed.data }, null);
}
