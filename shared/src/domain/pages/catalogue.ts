import { z } from 'zod';
import { OfferSchema } from '../schemas/offer';
import { DirectoryHitSchema } from '../search/api';

// The catalogue pages' loader on the gateway's internal API (issue 15): one answer per model page.

/** A model's slug in a path (`/models/{slug}`). */
export const ModelSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

/**
 * `GET /api/pages/model/{slug}?make=` → 200: the catalogue model (of that make, else the first make's), the
 * offers the site shows today for it, and how many of its cars the site has in stock; 404 for a slug
 * the catalogue does not have.
 */
export const ModelPageLoadSchema = z.object({
  model: DirectoryHitSchema,
  offers: z.array(OfferSchema),
  /** The site's cars of this make and model that its stock search finds today. */
  stock: z.number().int().nonnegative(),
});
export type ModelPageLoad = z.infer<typeof ModelPageLoadSchema>;
