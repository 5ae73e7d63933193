import { z } from 'zod';
import { SearchCardSchema } from '../search/api';

// The vehicle page's own calls to the gateway (spec: 000 §3 "Price comparison result", "Delivery
// estimate result"; §7 autogauge, delivery price by postcode, similar cars by slug, PDF for a car slug).
// The gateway answers these shapes; the vehicle remote reads them (paths: ./paths.ts, zod-free for the island).

/**
 * `GET /api/cars/{slug}/autogauge`: the price guide's view of the listing (spec: 000 §3). A field the
 * guide has no figure for is null; the panel shows only when every field is there (000 §5).
 */
export const PriceComparisonSchema = z.object({
  /** How far along the market range the listing price sits, 0–1 (the bar's fill). */
  fill: z.number().min(0).max(1).nullable(),
  listing_price: z.number().nonnegative().nullable(),
  market_range_min: z.number().nonnegative().nullable(),
  market_range_max: z.number().nonnegative().nullable(),
  /** The guide's confidence in the range, 0–1. */
  confidence: z.number().min(0).max(1).nullable(),
  description: z.string().nullable(),
});
export type PriceComparison = z.infer<typeof PriceComparisonSchema>;

/** A postcode as the delivery calculator takes it: four digits (Australia). */
export const DeliveryPostcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Expected a four-digit postcode.');

/** `GET /api/cars/{slug}/delivery?postcode=NNNN` → 200: the delivery partner's estimate (spec: 000 §3). */
export const DeliveryEstimateSchema = z.object({
  /** Dollars, whole or with cents. */
  price: z.number().nonnegative(),
  /** The region the postcode falls in, e.g. "Brisbane Metro". */
  name: z.string().min(1),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

/**
 * `GET /api/cars/{slug}/delivery` for a postcode the partner does not serve: 404 with this body; the
 * calculator shows the spec's message (000 §8 "Unknown postcode").
 */
export const DELIVERY_UNKNOWN_POSTCODE_CODE = 'unknown_postcode';

/** `GET /api/cars/{slug}/similar` → 200: at most 6 cards, same model first (spec: 000 §7). */
export const SimilarCarsSchema = z.object({
  hits: z.array(SearchCardSchema).max(6),
  /** How many cars the band holds (for "see all"), facet totals when the engine caps hits (000 §7). */
  count: z.number().int().nonnegative(),
});
export type SimilarCars = z.infer<typeof SimilarCarsSchema>;
