import type { Make } from '../schemas/catalogue';
import type { BrandEntry } from '../schemas/content';
import { brandHref, findBrand, makeStockPath } from './brands';

// The make list (issue 15; spec: 001 §3 "Make: id, name, slug, logo.url (nullable); a static list of
// about 140 makes"): every make of the platform on one page of the site, each with its logo, or a
// monogram drawn from its name when it has none, and where the site can take a shopper for it. Pure.

/** The make list's page (the spec names none; `/brands` is the group's brand page). */
export const MAKES_PATH = '/makes';

/**
 * A make's monogram, for a make without a logo: a short name in capitals as it is (`HSV`, `MG`), else
 * the initials of its first two words (`Great Wall` → `GW`, `Holden` → `H`).
 * @example makeMonogram('Dennis Eagle') // "DE"
 */
export function makeMonogram(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const [first] = words;
  if (first === undefined) return '?';
  if (words.length === 1 && first.length <= 3 && first === first.toUpperCase()) return first;
  return words
    .slice(0, 2)
    .map((word) => Array.from(word).find((ch) => /[\p{L}\p{N}]/u.test(ch)) ?? '')
    .join('')
    .toUpperCase();
}

/**
 * Where the make list sends a shopper for a make: the site's brand page of it (or its stock search for a
 * brand that skips its page: a brand's search is a page even with none in stock); else the make's stock
 * search when the site has its cars; else nowhere (a make the site neither sells new nor stocks: its
 * search would be a 404).
 * @example makeListHref({ slug: 'lada' }, 0, brands) // null
 * @example makeListHref({ slug: 'toyota' }, 12, [{ slug: 'toyota', skipPage: false, … }]) // "/brands/toyota"
 */
export function makeListHref(make: Pick<Make, 'slug'>, stock: number, brands: readonly BrandEntry[]): string | null {
  const brand = findBrand(brands, make.slug);
  if (brand) return brandHref(brand);
  return stock > 0 ? makeStockPath(make.slug) : null;
}

/**
 * The make list's order: by name, ignoring case and accents (`Alfa Romeo`, `Aston Martin`, `Audi`, …).
 * @example [...makes].sort(byMakeName)
 */
export function byMakeName(a: Pick<Make, 'name'>, b: Pick<Make, 'name'>): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}
