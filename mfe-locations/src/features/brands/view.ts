import type { LocationsPageLoad } from '@forecourt/shared/pages/locations';

// The group brand page (spec: 000 §2 "Group brand page. A grid of car, motorcycle, truck and group
// brands (logo shown at 76 by 65) and a stats banner: 50+ locations, 40+ brands, 30+ years").

/** The logo box every brand tile draws its logo in (spec: 000 §2). */
export const BRAND_LOGO = { width: 76, height: 65 } as const;

/** The stats banner (spec: 000 §2). */
export const BRAND_STATS = [
  { figure: '50+', label: 'locations' },
  { figure: '40+', label: 'brands' },
  { figure: '30+', label: 'years' },
] as const;

/** One tile: a brand's logo linking to its stock, or a dealership of the group. */
export interface BrandTileView {
  name: string;
  href: string;
  logo: string | null;
}

/** The brand page's props. */
export interface BrandsView {
  sections: { title: string; tiles: BrandTileView[] }[];
}

const SECTION_TITLES: readonly [itemType: string, title: string][] = [
  ['car', 'Car Brands'],
  ['motorcycle', 'Motorcycle Brands'],
  ['truck', 'Truck Brands'],
  ['caravan', 'Caravan Brands'],
];

/**
 * The brand grids from the site's stock, then the group's own dealerships.
 * @example brandsView(load).sections.map((s) => s.title) // ['Car Brands', 'Our Dealerships']
 */
export function brandsView(load: LocationsPageLoad): BrandsView {
  const sections = SECTION_TITLES.map(([itemType, title]) => ({
    title,
    tiles: load.brands
      .filter((brand) => brand.itemType === itemType)
      .map((brand) => ({ name: brand.name, href: `/search/${encodeURIComponent(brand.slug)}`, logo: brand.logo })),
  }));
  const group = {
    title: 'Our Dealerships',
    tiles: load.dealerships.map((dealership) => ({
      name: dealership.name,
      href: `/search/${encodeURIComponent(dealership.slug)}`,
      logo: dealership.logo,
    })),
  };
  return { sections: [...sections, group].filter((section) => section.tiles.length > 0) };
}
