import { z } from 'zod';
import { MakeSchema, ModelSchema } from '../schemas/catalogue';
import { DealershipSchema } from '../schemas/dealership';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from './constants';
import { addRefinementValueIssues } from './refinement-values';
import { RefinementValuesSchema, SearchQuerySchema, SearchStateSchema } from './search-state';

// The wire contract of `POST /api/search` (spec: 000 §3 "Search result: hits, count, facets (with
// facetStats min and max), pages, ms"; §7 "Search"). The request body is the search state itself; the
// answer is one results page of cards. The gateway produces it, every remote reads it. Below it, the
// dealership a dealership's search page lists, and the two other search calls of §7: the limited list
// by filter and the directory search.

/**
 * The request body of `POST /api/search`: a search state (strict; unknown fields are a 400), whose typed
 * refinements (seats, certified, the price bands) hold only values they accept.
 */
export const SearchRequestSchema = SearchStateSchema.superRefine((state, ctx) =>
  addRefinementValueIssues(state.refinementList, ctx),
);

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
  /** Whether the car names a payment processor: with the site's checkout, Reserve this Car or Buy Online (spec: 001 §4). */
  has_payment_processor: z.boolean(),
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

/**
 * The answer of `GET /api/dealerships/{slug}`: one of the site's dealerships, by its exact slug. The
 * search page `/search/{dealership_slug}` (spec: 000 §2) resolves its slug with it and lists the
 * dealership's stock through the `dealership_name` refinement (spec: 000 §3).
 */
export const SiteDealershipSchema = DealershipSchema.pick({ slug: true, name: true });
export type SiteDealership = z.infer<typeof SiteDealershipSchema>;

/** Platform: the most cars one limited-list call returns (a carousel or a featured strip, not a listing). */
export const MAX_LIMITED_LIST_SIZE = 50;

/**
 * The request of the limited list by filter (spec: 000 §7 "Limited list by filter: sends search_filters and
 * limit"): `search_filters` is a search state without a page (query, sortBy, refinements and ranges), so
 * the same tenant rules and mapping apply as for a listing; `limit` cars come back, first page only.
 */
export const LimitedListRequestSchema = z.strictObject({
  search_filters: SearchStateSchema.omit({ page: true })
    .superRefine((filters, ctx) => addRefinementValueIssues(filters.refinementList, ctx))
    .prefault({}),
  limit: z.number().int().min(1).max(MAX_LIMITED_LIST_SIZE),
});
export type LimitedListRequest = z.output<typeof LimitedListRequestSchema>;

/** The answer of the limited list: up to `limit` cards and how many cars match in all. */
export const LimitedListResponseSchema = z.object({
  hits: z.array(SearchCardSchema),
  count: z.number().int().nonnegative(),
  ms: z.number().nonnegative(),
});
export type LimitedListResponse = z.infer<typeof LimitedListResponseSchema>;

/** The directory's filters (spec: 000 §3 "Directory search filters: manufacturer.name, model.name, model.body"). */
export const DIRECTORY_FILTER_ATTRIBUTES = ['manufacturer.name', 'model.name', 'model.body'] as const;
export type DirectoryFilterAttribute = (typeof DIRECTORY_FILTER_ATTRIBUTES)[number];

/** The directory's facets: makes and bodies, with counts (the brand and body pickers' tiles, spec: 001 §2). */
export const DIRECTORY_FACET_ATTRIBUTES = ['manufacturer.name', 'model.body'] as const;
export type DirectoryFacetAttribute = (typeof DIRECTORY_FACET_ATTRIBUTES)[number];

/** Platform: the furthest a directory search may page (as far as a listing: 21 × 1000). */
export const MAX_DIRECTORY_OFFSET = SEARCH_PAGE_SIZE * MAX_SEARCH_PAGE;

/**
 * The request of the directory search: the model catalogue (manufacturer → model, with the model's
 * bodies), filtered by any of the three attributes (values of one attribute OR-ed, attributes AND-ed),
 * a text query over make, model and body names, and an offset; 21 models a page (spec: 000 §7, §9).
 */
export const DirectorySearchRequestSchema = z.strictObject({
  query: SearchQuerySchema.default(''),
  offset: z.number().int().min(0).max(MAX_DIRECTORY_OFFSET).default(0),
  'manufacturer.name': RefinementValuesSchema.optional(),
  'model.name': RefinementValuesSchema.optional(),
  'model.body': RefinementValuesSchema.optional(),
});
export type DirectorySearchRequest = z.output<typeof DirectorySearchRequestSchema>;
export type DirectorySearchRequestInput = z.input<typeof DirectorySearchRequestSchema>;

/** One directory entry: a catalogue model with its manufacturer (spec: 001 §3 "Model", "Make"). */
export const DirectoryHitSchema = ModelSchema.extend({ manufacturer: MakeSchema });
export type DirectoryHit = z.infer<typeof DirectoryHitSchema>;

/** The answer of the directory search. */
export const DirectorySearchResponseSchema = z.object({
  hits: z.array(DirectoryHitSchema),
  /** Models matching, over all pages. */
  count: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().positive(),
  /** Disjunctive counts of models per make and per body. */
  facets: z.record(z.enum(DIRECTORY_FACET_ATTRIBUTES), z.array(FacetValueCountSchema)),
  ms: z.number().nonnegative(),
});
export type DirectorySearchResponse = z.infer<typeof DirectorySearchResponseSchema>;
