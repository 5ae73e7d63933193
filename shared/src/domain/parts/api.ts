import { z } from 'zod';
import { FacetValueCountSchema } from '../search/api';
import { MAX_PART_CATEGORY_LENGTH, MAX_PARTS_PAGE, MAX_PARTS_QUERY_LENGTH, PARTS_PAGE_SIZE } from './constants';
import { PartSchema } from './part';

// The parts API's contract (`GET /api/parts`; issue 15 "Parts: search, facets, 21 a page"). The API
// (mfe-offers's) parses requests with the strict schema (an unknown name or a bad value is a 400 naming
// it); the island parses its answers with the response schema.

/** The query of `GET /api/parts`. */
export const PartsSearchRequestSchema = z.strictObject({
  query: z.string().trim().max(MAX_PARTS_QUERY_LENGTH).default(''),
  category: z.string().trim().min(1).max(MAX_PART_CATEGORY_LENGTH).optional(),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(PARTS_PAGE_SIZE * (MAX_PARTS_PAGE - 1))
    .default(0),
});
export type PartsSearchRequest = z.output<typeof PartsSearchRequestSchema>;

/** The answer of `GET /api/parts`. */
export const PartsSearchResponseSchema = z.object({
  hits: z.array(PartSchema),
  nbHits: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().positive(),
  /** Every category the query matches with its count, whatever category is chosen (so others stay reachable). */
  facets: z.object({ category: z.array(FacetValueCountSchema) }),
});
export type PartsSearchResponse = z.infer<typeof PartsSearchResponseSchema>;

/** One of the site's dealerships, for the parts enquiry's dealership choice. */
export const PartsDealershipSchema = z.object({ slug: z.string(), name: z.string() });

/** What the parts pages' loader answers: the search and the site's dealerships. */
export const PartsPageLoadSchema = z.object({
  search: PartsSearchResponseSchema,
  dealerships: z.array(PartsDealershipSchema),
});
export type PartsPageLoad = z.infer<typeof PartsPageLoadSchema>;
