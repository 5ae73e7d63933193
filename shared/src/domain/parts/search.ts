import type { FacetValueCount } from '../search/api';
import type { PartsSearchRequest, PartsSearchResponse } from './api';
import { PARTS_PAGE_SIZE } from './constants';
import type { Part } from './part';

// The parts search over one site's catalogue (spec: 001 §7 "Search index queries for cars, offers,
// parts: filters, hitsPerPage 21"): every word of the query must match the part's name, number,
// category, fit or description; the category facet counts the query's matches per category before the
// category filter (so choosing one never hides the others); 21 a page by offset. A site has a few
// hundred parts, so this runs in memory. Pure.

function searchableText(part: Part): string {
  return [part.name, part.part_number, part.category, ...part.fits, part.description].join(' ').toLowerCase();
}

function matchesQuery(part: Part, words: readonly string[]): boolean {
  const text = searchableText(part);
  return words.every((word) => text.includes(word));
}

function categoryFacet(parts: readonly Part[]): FacetValueCount[] {
  const counts = new Map<string, number>();
  for (const part of parts) counts.set(part.category, (counts.get(part.category) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value, 'en'));
}

/**
 * One page of the search, the catalogue sorted by name.
 * @example searchParts(parts, { query: 'towbar', category: 'Towing', offset: 0 }).nbHits
 */
export function searchParts(parts: readonly Part[], request: PartsSearchRequest): PartsSearchResponse {
  const words = request.query.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = parts.filter((part) => matchesQuery(part, words));
  const hits = matching
    .filter((part) => request.category === undefined || part.category === request.category)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
  return {
    hits: hits.slice(request.offset, request.offset + PARTS_PAGE_SIZE),
    nbHits: hits.length,
    offset: request.offset,
    hitsPerPage: PARTS_PAGE_SIZE,
    facets: { category: categoryFacet(matching) },
  };
}
