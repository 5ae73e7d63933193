import { describe, expect, it } from 'vitest';
import { brandHref, brandPath, CatalogueConfigSchema, findBrand } from './brands';

const toyota = { title: 'Toyota', slug: 'toyota', logo: null, banner: null, description: null, skipPage: false };

describe('a site’s brands (spec: 000 §3 Brand entry)', () => {
  it('links a brand to its page, and a brand that skips its page to its make’s stock search', () => {
    expect(brandHref(toyota)).toBe('/brands/toyota');
    expect(brandHref({ ...toyota, slug: 'kia', skipPage: true })).toBe('/search/kia');
    expect(brandPath('land-rover')).toBe('/brands/land-rover');
  });

  it('finds a brand by slug, only among the site’s own', () => {
    expect(findBrand([toyota], 'toyota')).toBe(toyota);
    expect(findBrand([toyota], 'mazda')).toBeNull();
  });

  it('defaults to no brands and no custom bodies, and refuses a slug that is not one', () => {
    expect(CatalogueConfigSchema.parse({})).toEqual({ brands: [], customBodies: [] });
    expect(CatalogueConfigSchema.safeParse({ brands: [{ ...toyota, slug: 'To yota' }] }).success).toBe(false);
  });
});
