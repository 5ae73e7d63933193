import { z } from 'zod';
import { MakeSchema } from '../schemas/catalogue';
import { BrandEntrySchema } from '../schemas/content';
import { OfferSchema } from '../schemas/offer';
import { DirectoryHitSchema, FacetValueCountSchema } from '../search/api';

// What the catalogue pages' loaders answer (issue 15; mfe-offers's loaders, in its own Worker): one answer
// per model page, brand page, the pickers (brand, body and model tiles) and the make list.

/** A model's slug in a path (`/models/{slug}`). */
export const ModelSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

/**
 * A model page (`/models/{slug}?make=`): the catalogue model (of that make, else the first make's), the
 * offers the site shows today for it, and how many of its cars the site has in stock.
 */
export const ModelPageLoadSchema = z.object({
  model: DirectoryHitSchema,
  offers: z.array(OfferSchema),
  /** The site's cars of this make and model that its stock search finds today. */
  stock: z.number().int().nonnegative(),
});
export type ModelPageLoad = z.infer<typeof ModelPageLoadSchema>;

/** A catalogue model with how many of its cars the site has in stock (a model tile). */
export const StockedModelSchema = z.object({
  model: DirectoryHitSchema,
  stock: z.number().int().nonnegative(),
});
export type StockedModel = z.infer<typeof StockedModelSchema>;

/**
 * A brand page (`/brands/{slug}`): the site's brand entry, the make's catalogue models with the site's
 * stock of each, the site's stock of the make and the offers it shows today for it.
 */
export const BrandPageLoadSchema = z.object({
  brand: BrandEntrySchema,
  models: z.array(StockedModelSchema),
  /** The site's cars of this make that its stock search finds today. */
  stock: z.number().int().nonnegative(),
  offers: z.array(OfferSchema),
});
export type BrandPageLoad = z.infer<typeof BrandPageLoadSchema>;

/**
 * What the brand, body and model pickers show, from the site's stock
 * today: its brands with their stock, its bodies as the body picker shows them (spec: 001 §9), and its
 * stocked catalogue models, most stock first.
 */
export const PickersLoadSchema = z.object({
  brands: z.array(BrandEntrySchema.extend({ stock: z.number().int().nonnegative() })),
  bodies: z.array(FacetValueCountSchema),
  models: z.array(StockedModelSchema),
});
export type PickersLoad = z.infer<typeof PickersLoadSchema>;

/**
 * The make list (`/makes`): every make of the platform's list (spec: 001 §3 "a static list of about
 * 140 makes") with the site's stock of it today, and the site's brand entries (which makes have a page).
 */
export const MakesPageLoadSchema = z.object({
  makes: z.array(z.object({ make: MakeSchema, stock: z.number().int().nonnegative() })),
  brands: z.array(BrandEntrySchema),
});
export type MakesPageLoad = z.infer<typeof MakesPageLoadSchema>;
