import { describe, expect, it } from 'vitest';
import { buildBrands } from './brands';
import { TENANT_SLUGS } from './dealerships';

describe('the demo sites’ brands', () => {
  it('are the makes each site sells new, with one skipping its page where a site names one', () => {
    expect(buildBrands('harbourcity').map((brand) => brand.slug)).toEqual([
      'toyota',
      'mazda',
      'hyundai',
      'kia',
      'ford',
    ]);
    expect(buildBrands('redgum').map((brand) => brand.slug)).toContain('jayco');
    expect(buildBrands('harbourcity').some((brand) => brand.skipPage)).toBe(false);
    expect(
      buildBrands('sunvalley')
        .filter((brand) => brand.skipPage)
        .map((brand) => brand.slug),
    ).toEqual(['gwm']);
  });

  it('give every brand its logo, a banner and a description', () => {
    for (const tenant of TENANT_SLUGS) {
      for (const brand of buildBrands(tenant)) {
        expect(brand.logo).toBe(`/media/v1/logo/${brand.slug}.svg`);
        expect(brand.banner).toMatch(
          /^\/media\/v1\/(car|caravan|motorcycle|truck)\/[a-z-]+\/white\/ext-1\.svg\?w=1200$/,
        );
        expect(brand.description).toContain(brand.title);
      }
    }
  });
});
