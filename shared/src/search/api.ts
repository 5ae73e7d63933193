import { z } from 'zod';
import { SearchStateSchema } from './search-state';

// The wire contract of `POST /api/search` (spec: 000 §3 "Search result: hits, count, facets (with
// facetStats min and max), pages, ms"; §7 "Search"). The request body is the search state itself; the
// answer is one results page of cards. The gateway produces it, every remote reads it.

/** The request body of `POST /api/search`: a search state (strict; unknown fields are a 400). */
export const SearchRequestSchema = SearchStateSchema;

/** A result card: what the listing and the card actions read of a car. */
export const SearchCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  stocknum: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  series: z.string().nullable(),
  body: z.string().nullable(),
  fuel: z.string().nullable(),
  transmission: z.string().nullable(),
  drive: z.string().nullable(),
  colour: z.string().nullable(),
  item_type: z.string(),
  car_type: z.string(),
  status: z.string(),
  tag: z.string().nullable(),
  km: z.number(),
  price: z.number(),
  before_price: z.number().nullable(),
  price_type: z.string().nullable(),
  subscription_price: z.number().nullable(),
  weekly_price: z.number().nullable(),
  certified: z.boolean(),
  reserved: z.boolean(),
  preorder: z.boolean(),
  photos_count: z.number().int(),
  primary_image_url: z.string().nullable(),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  location_name: z.string(),
  city: z.string(),
  state: z.string(),
  /** ISO instant the car was listed. */
  created_at: z.string(),
  /** ISO instant the car was sold; null when not sold or unknown. */
  sold_at: z.string().nullable(),
});
export type SearchCard = z.infer<typeof SearchCardSchema>;

/** One value of a facet and how many cars have it (disjunctive: a refined facet counts as if it were not refined). */
export const FacetValueCountSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export type FacetValueCount = z.infer<typeof FacetValueCountSchema>;

export const FacetStatsSchema = z.object({ min: z.number(), max: z.number() });

/** The answer of `POST /api/search`. */
export const SearchResponseSchema = z.object({
  hits: z.array(SearchCardSchema),
  /** Cars matching, over all pages. */
  count: z.number().int().nonnegative(),
  /** Facet values by refinement attribute (values as text, the form the URL and refinements use). */
  facets: z.record(z.string(), z.array(FacetValueCountSchema)),
  /** Min/max of numeric attributes among the matching cars (the sliders' bounds). */
  facetStats: z.record(z.string(), FacetStatsSchema),
  /** The 1-based page answered. */
  page: z.number().int().positive(),
  /** Number of pages (0 when nothing matches). */
  pages: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().positive(),
  /** Time the engine took, in ms. */
  ms: z.number().nonnegative(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
