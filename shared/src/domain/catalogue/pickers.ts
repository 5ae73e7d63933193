import type { FacetValueCount } from '../search/api';

// The body picker's tiles (spec: 001 §2 "Facet tiles show label and count", §9 "Body facet limit 4 (20
// with custom bodies), sorted by count desc then name desc"). Pure.

/** spec: 001 §9 body facet limit. */
export const BODY_FACET_LIMIT = 4;
/** spec: 001 §9 body facet limit when the site names its own bodies. */
export const CUSTOM_BODY_FACET_LIMIT = 20;

/**
 * The bodies a body picker shows: the stock's body facet (only the site's own bodies when it names
 * some), most cars first, ties by name descending, at most 4 (20 with custom bodies). Bodies without
 * stock are left out: their tile would lead to an empty search.
 *
 * @example pickBodies([{ value: 'SUV', count: 9 }, { value: 'Ute', count: 9 }, { value: 'Van', count: 2 }], [])
 *   // → [{ value: 'Ute', count: 9 }, { value: 'SUV', count: 9 }, { value: 'Van', count: 2 }]
 */
export function pickBodies(facet: readonly FacetValueCount[], customBodies: readonly string[]): FacetValueCount[] {
  const custom = new Set(customBodies);
  const limit = custom.size > 0 ? CUSTOM_BODY_FACET_LIMIT : BODY_FACET_LIMIT;
  return facet
    .filter((entry) => entry.count > 0 && (custom.size === 0 || custom.has(entry.value)))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? 1 : a.value > b.value ? -1 : 0))
    .slice(0, limit);
}
