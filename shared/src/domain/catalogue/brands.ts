import { z } from 'zod';
import { type BrandEntry, BrandEntrySchema } from '../schemas/content';

// A site's brand catalogue (issue 15; spec: 000 §3 "Brand entry: title, slug, logo, banner, description,
// skipPage", 001 §2 "brand tiles link to /brands/{slug}"). A brand's slug is its make's slug, so its
// stock, models and offers are the make's. A brand entry with skipPage has no page: its links go
// straight to the make's stock search, which is a page of the site even while it has none of the make's
// stock (search `route-resolution`: it answers the no-results state, never a 404).

/** A brand's slug: its make's slug (`mercedes-benz`). */
export const BrandSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

/** What a site says about its catalogue: its brands, and its own body list for the body picker. */
export const CatalogueConfigSchema = z.object({
  brands: z.array(BrandEntrySchema.extend({ slug: BrandSlugSchema })).default([]),
  /** Bodies the dealer names itself (spec: 001 §9 "body facet limit 4 (20 with custom bodies)"); empty: none. */
  customBodies: z.array(z.string().min(1)).default([]),
});
export type CatalogueConfig = z.infer<typeof CatalogueConfigSchema>;

/** The brand page's path. */
export const BRANDS_PATH = '/brands';

/**
 * The brand page of a slug.
 * @example brandPath('toyota') // "/brands/toyota"
 */
export function brandPath(slug: string): string {
  return `${BRANDS_PATH}/${encodeURIComponent(slug)}`;
}

/**
 * The stock search of a make, by its slug (the search's `/search/{make}` route).
 * @example makeStockPath('toyota') // "/search/toyota"
 */
export function makeStockPath(slug: string): string {
  return `/search/${encodeURIComponent(slug)}`;
}

/**
 * The site's brand entry of a slug, or null when the site has no such brand.
 * @example findBrand(tenant.catalogue.brands, 'toyota')?.title // 'Toyota'
 */
export function findBrand(brands: readonly BrandEntry[], slug: string): BrandEntry | null {
  return brands.find((brand) => brand.slug === slug) ?? null;
}

/**
 * Where a brand tile leads: its page, or the make's stock search for a brand that skips its page.
 * @example brandHref({ slug: 'kia', skipPage: true }) // "/search/kia"
 */
export function brandHref(brand: Pick<BrandEntry, 'slug' | 'skipPage'>): string {
  return brand.skipPage ? makeStockPath(brand.slug) : brandPath(brand.slug);
}
