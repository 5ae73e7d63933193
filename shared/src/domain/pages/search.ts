import { z } from 'zod';
import { DealershipOverridesSchema } from '../schemas/dealership';
import { SearchSegmentSchema } from '../schemas/slug';
import { SearchResponseSchema } from '../search/api';
import type { SearchRouteKind } from '../search/route-state';
import { SearchStateSchema } from '../search/search-state';

// The search remote's page loader on the gateway's internal API (see ./vehicle.ts for the pattern):
// the page's route is resolved against the site's own stock (makes, bodies, a make's models, its
// dealerships) and the first page of results searched, in one call. The gateway answers these shapes
// and the remote parses them once, with these schemas.

/** The search page's route params: `/{via}/{first}/{second}`, all optional (`via`: the prefix, default search). */
export const SearchPageParamsSchema = z.strictObject({
  /** The prefix's segment (shared SEARCH_PATH_PREFIXES). */
  via: z.enum(['search', 'used-car']).optional(),
  first: SearchSegmentSchema.optional(),
  second: SearchSegmentSchema.optional(),
});
export type SearchPageParams = z.infer<typeof SearchPageParamsSchema>;

/** `POST /api/pages/search`: the page's route params and its URL's query (InstantSearch's format). */
export const SearchPageLoadRequestSchema = z.strictObject({
  params: SearchPageParamsSchema,
  query: z.record(z.string(), z.string()).default({}),
});
export type SearchPageLoadRequest = z.input<typeof SearchPageLoadRequestSchema>;

const ROUTE_KINDS = [
  'all',
  'car-type',
  'make',
  'make-model',
  'body',
  'dealership',
] as const satisfies readonly SearchRouteKind[];

/**
 * → 200: the page's route, the search state its URL makes, that search's first answer and the
 * `config_overrides` of the site's dealerships that set any (the cards' buttons read them); 404: no such page.
 */
export const SearchPageLoadSchema = z.object({
  route: z.object({
    kind: z.enum(ROUTE_KINDS),
    pathname: z.string().regex(/^\/(search|used-car)(\/|$)/),
    state: SearchStateSchema,
  }),
  state: SearchStateSchema,
  response: SearchResponseSchema,
  dealershipOverrides: z.record(z.string(), DealershipOverridesSchema),
});
export type SearchPageLoad = z.infer<typeof SearchPageLoadSchema>;
