import { z } from 'zod';
import { LocationSchema, ReviewSummarySchema } from '../schemas/location';
import { ReviewSchema } from '../schemas/review';
import { LocationSlugSchema } from '../schemas/slug';
import { LOCATION_PAGE_PREFIXES } from '../schemas/tenant';

// What mfe-locations's page loaders answer its fragments (spec: 001 §2 Locations; 000 §2 /dealer-locator,
// /brands): one load per view, read in its own Worker.

/** A location page's route params: `/{via}/{slug}`, the prefix it was asked under and the location's slug. */
export const LocationPageParamsSchema = z.strictObject({
  via: z.enum(LOCATION_PAGE_PREFIXES),
  slug: LocationSlugSchema,
});
export type LocationPageParams = z.infer<typeof LocationPageParamsSchema>;

/** A dealership of the site, as the location pages name and group them. */
export const LocationsDealershipSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The franchise make; null for a multi-brand dealership. */
  make: z.string().nullable(),
  logo: z.string().nullable(),
});
export type LocationsDealership = z.infer<typeof LocationsDealershipSchema>;

/** The dealer locator's answer for the page's `postcode`. */
export const DealerLocatorSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    postcode: z.string(),
    /** Where the postcode is (the geocoding partner's centroid). */
    place: z.object({ locality: z.string(), state: z.string(), lat: z.number(), long: z.number() }),
    /** The site's locations nearest first, by great-circle distance. */
    nearest: z.array(z.object({ slug: z.string(), distanceKm: z.number() })),
  }),
  /** Empty, malformed or unknown postcode (the spec's messages), or the partner failed. */
  z.object({ ok: z.literal(false), postcode: z.string(), message: z.string() }),
]);
export type DealerLocator = z.infer<typeof DealerLocatorSchema>;

/** A brand tile of the group brand page (spec: 000 §2 "Group brand page"). */
export const BrandTileSchema = z.object({
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  /** Which grid it sits in: car, motorcycle, truck, caravan. */
  itemType: z.string(),
});
export type BrandTile = z.infer<typeof BrandTileSchema>;

/**
 * The locations listing's load (the directory, the dealer locator, /brands and the home fragments): every
 * visible location of the site (primary first) and its dealerships; the dealer locator's answer when a
 * `postcode` is asked (else null); the brands its stock carries (for /brands); whether its enquiry form
 * asks for the dealership. Review summaries are null on a site that hides reviews.
 */
export const LocationsPageLoadSchema = z.object({
  locations: z.array(LocationSchema),
  dealerships: z.array(LocationsDealershipSchema),
  locator: DealerLocatorSchema.nullable(),
  brands: z.array(BrandTileSchema),
  /** The site's enquiry forms ask which dealership (shared leads `dealershipSelectShown`). */
  dealershipSelect: z.boolean(),
});
export type LocationsPageLoad = z.infer<typeof LocationsPageLoadSchema>;

/** A car of the location's stock as its page lists it. */
export const LocationCarSchema = z.object({
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
});

/**
 * One location page's load (none, the page's 404, when the site does not show the location, or does not
 * serve location pages under `via`).
 */
export const LocationPageLoadSchema = z.object({
  location: LocationSchema,
  dealership: LocationsDealershipSchema,
  /** The dealership's other visible locations (the hours dropdown's tabs per type). */
  siblings: z.array(LocationSchema),
  /** Null when the site hides reviews. */
  reviewSummary: ReviewSummarySchema.nullable(),
  /** The site's reviews of the location: at least its minimum rating, newest first, at most a page. */
  reviews: z.array(ReviewSchema),
  /** The site shows dealer licence and repairer numbers (spec: 001 §2, §6). */
  showLicences: z.boolean(),
  stock: z.object({ count: z.number().int().nonnegative(), cars: z.array(LocationCarSchema) }),
});
export type LocationPageLoad = z.infer<typeof LocationPageLoadSchema>;
