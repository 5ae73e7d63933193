import { z } from 'zod';
import { OfferSchema } from '../schemas/offer';
import { FacetValueCountSchema } from '../search/api';
import {
  MAX_OFFER_CATEGORIES,
  MAX_OFFER_CATEGORY_LENGTH,
  MAX_OFFERS_PAGE,
  MAX_OFFERS_QUERY_LENGTH,
  OFFERS_PAGE_SIZE,
} from './constants';
import { indexedCategories, parsePriceRange } from './query-values';

// The offers API's contract (`GET /api/offers`, `GET /api/offers/{id}`; issue 15, spec: 000 §3 and §7
// "Dealership offers search: categories, price, query, offset; hitsPerPage 21; restricted by dealership
// id"). The API (mfe-offers's) parses requests with these schemas (a bad query is a 400 naming it), and
// the island parses its answers with them.

const DEALERSHIP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The query of `GET /api/offers`, after its `categories[n]` entries are gathered into a list. */
export const OffersSearchRequestSchema = z.strictObject({
  query: z.string().trim().max(MAX_OFFERS_QUERY_LENGTH).default(''),
  categories: z.array(z.string().trim().min(1).max(MAX_OFFER_CATEGORY_LENGTH)).max(MAX_OFFER_CATEGORIES).default([]),
  price: z
    .string()
    .transform((text, ctx) => {
      const range = parsePriceRange(text);
      if (!range) ctx.addIssue({ code: 'custom', message: 'Expected min:max in whole dollars, e.g. 10000:50000.' });
      return range;
    })
    .optional(),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(OFFERS_PAGE_SIZE * (MAX_OFFERS_PAGE - 1))
    .default(0),
  dealership: z.string().regex(DEALERSHIP_SLUG, 'Expected a dealership slug.').optional(),
});
export type OffersSearchRequest = z.output<typeof OffersSearchRequestSchema>;

/**
 * The query string's entries as the request schema reads them: `categories[n]` gathered into
 * `categories`, every other name kept (so an unknown one is refused by name).
 * @example offersRequestInput(new URLSearchParams('categories[0]=Runout&offset=21')) // { categories: ['Runout'], offset: '21' }
 */
export function offersRequestInput(query: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of query.entries()) {
    if (!key.startsWith('categories[')) input[key] = value;
  }
  const categories = indexedCategories(query.entries());
  if (categories.length > 0) input.categories = categories;
  return input;
}

/** The id in `/api/offers/{id}` and `/offers/{…}/{id}`. */
export const OfferIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** One of the site's dealerships, as an offers page names it. */
export const OffersDealershipSchema = z.object({ slug: z.string(), name: z.string() });

/** The answer of `GET /api/offers`. */
export const OffersSearchResponseSchema = z.object({
  hits: z.array(OfferSchema),
  nbHits: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().positive(),
  facets: z.object({ categories: z.array(FacetValueCountSchema) }),
  priceStats: z.object({ min: z.number(), max: z.number() }).nullable(),
  dealership: OffersDealershipSchema.nullable(),
});
export type OffersSearchResponse = z.infer<typeof OffersSearchResponseSchema>;

/** The answer of `GET /api/offers/{id}`: one of the site's running offers. */
export const OfferResponseSchema = z.object({ offer: OfferSchema });
