// The offers search's query values, read the same way by the page's URL (./url-state.ts, leniently) and the
// API's schema (./api.ts, strictly): `categories[n]` lists and `min:max` prices. Zod-free: the island imports it.

/** A price filter in whole dollars; an open end is null. */
export interface OfferPriceRange {
  min: number | null;
  max: number | null;
}

const INDEXED = /^categories\[(\d{1,2})\]$/;
const PRICE = /^(\d{0,9}):(\d{0,9})$/;

/** What a query's entries look like from URLSearchParams or a fragment request's record. */
export type QueryEntries = Iterable<readonly [string, string]>;

/**
 * The `categories[n]` values of a query, in index order.
 * @example indexedCategories([['categories[1]', 'Runout'], ['categories[0]', 'Service']]) // ['Service', 'Runout']
 */
export function indexedCategories(entries: QueryEntries): string[] {
  const indexed: [number, string][] = [];
  for (const [key, value] of entries) {
    const match = INDEXED.exec(key);
    if (match) indexed.push([Number(match[1]), value]);
  }
  return indexed.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
}

/**
 * A `min:max` price (either end may be empty); null when it names no bound or is malformed.
 * @example parsePriceRange('10000:') // { min: 10000, max: null }
 */
export function parsePriceRange(text: string): OfferPriceRange | null {
  const match = PRICE.exec(text.trim());
  if (!match) return null;
  const min = match[1] ? Number(match[1]) : null;
  const max = match[2] ? Number(match[2]) : null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

/** The `min:max` form of a price filter. */
export function formatPriceRange(range: OfferPriceRange): string {
  return `${range.min ?? ''}:${range.max ?? ''}`;
}
