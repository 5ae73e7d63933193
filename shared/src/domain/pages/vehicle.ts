import { z } from 'zod';
import { CarSchema } from '../schemas/car';
import { BlogCardSchema } from '../schemas/content';
import { DeliveryEstimateSchema, PriceComparisonSchema, SimilarCarsSchema } from '../vehicle/api';

// The vehicle remote's page loaders on the gateway's internal API: everything a page renders from, in
// one answer, so its fragment Worker makes one call per view and the gateway reads the car once
// (Hydrogen's loader split: the car is critical — the loader's 404 is the page's 404 —, the rest is
// deferred: each part waits at most its timeout and is null when it fails, never failing the page).
// The gateway answers these shapes and the remote parses them once, with these schemas.

/**
 * `GET /api/pages/vehicle/{slug}?postcode=NNNN` → 200: the vehicle page's data (spec: 000 §2).
 * A null deferred part was not had in time or failed (logged by the gateway).
 */
export const VehiclePageLoadSchema = z.object({
  /** Critical: the car, as the site shows it. */
  car: CarSchema,
  /** In-stock cars only; null when the price guide failed or was slow, or the car is sold. */
  priceComparison: PriceComparisonSchema.nullable(),
  /** Null: not had in time (the island asks `/api/cars/{slug}/similar` again in the browser). */
  similarCars: SimilarCarsSchema.nullable(),
  /**
   * The delivery estimate for the page's `postcode` (the calculator's JavaScript-off form): null when
   * none was asked for, the postcode is not one, the carrier does not serve it or failed.
   */
  delivery: DeliveryEstimateSchema.nullable(),
  /** The site's blog cards for the car's make (in-stock cars); empty when none or not had in time. */
  blogs: z.array(BlogCardSchema),
});
export type VehiclePageLoad = z.infer<typeof VehiclePageLoadSchema>;

/** `GET /api/pages/vehicle-print/{slug}` → 200: the printable page's data (spec: 000 §2 print). */
export const VehiclePrintLoadSchema = z.object({ car: CarSchema });
export type VehiclePrintLoad = z.infer<typeof VehiclePrintLoadSchema>;
