import { fieldKind, type IndexedField, type NumericField, TEXT_FIELDS, type TextField } from '../document';
import {
  compareFacetCounts,
  type FacetCount,
  type FacetRequest,
  type FilterValue,
  planFacetPasses,
  type SearchQuery,
  type SearchResult,
  toTypesenseFilterBy,
} from '../query';
import { fromTypesenseDocument, TYPESENSE_HIT_FIELDS, TYPESENSE_ID_FIELD, typesenseFieldName } from './schema';

// One SearchQuery as one Typesense `multi_search` request, and its answer back as a SearchResult.
// The searches follow `planFacetPasses` (disjunctive facets, the scope in every pass); within a pass,
// facets that only need stats (limit 0) get a search of their own with max_facet_values 1, so a price
// facet never ships thousands of values. The first search carries the page of hits.
//
// Text: query_by the TEXT_FIELDS with their weights, prefix on the last word, typos only when nothing
// matches exactly (typo_tokens_threshold 1), 1 typo from 4 characters and 2 from 7, none in a stock
// number, and every word must match (drop_tokens_threshold 0). Sort: the query's keys with missing
// values last, then car_id ascending (the contract's tie-break).

/** Facet values fetched per counted facet: all of them in practice; the engine sorts and cuts to `limit`. */
export const MAX_FACET_VALUES = 10_000;

const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS) as TextField[];
const TEXT_PARAMETERS = {
  query_by: TEXT_FIELD_NAMES.map(typesenseFieldName).join(','),
  query_by_weights: TEXT_FIELD_NAMES.map((field) => TEXT_FIELDS[field]).join(','),
  num_typos: TEXT_FIELD_NAMES.map((field) => (field === 'stocknum' ? 0 : 2)).join(','),
  prefix: true,
  typo_tokens_threshold: 1,
  drop_tokens_threshold: 0,
  min_len_1typo: 4,
  min_len_2typo: 7,
};

/** One search of a `multi_search` body. */
export interface TypesenseSearch {
  collection: string;
  q: string;
  query_by: string;
  query_by_weights: string;
  num_typos: string;
  prefix: boolean;
  typo_tokens_threshold: number;
  drop_tokens_threshold: number;
  min_len_1typo: number;
  min_len_2typo: number;
  filter_by?: string;
  facet_by?: string;
  max_facet_values?: number;
  sort_by: string;
  offset: number;
  limit: number;
  include_fields?: string;
}

/** The body of `POST /multi_search`, and which facets each search answers. */
export interface MultiSearchPlan {
  body: { searches: TypesenseSearch[] };
  /** facets[i]: the facets search i counts. */
  facets: FacetRequest[][];
}

function sortBy(query: SearchQuery, hasText: boolean): string {
  const keys = query.sort.map((sort) =>
    sort.field === '_text_match'
      ? `_text_match:${sort.direction}`
      : `${typesenseFieldName(sort.field)}(missing_values: last):${sort.direction}`,
  );
  if (keys.length === 0 && hasText) keys.push('_text_match:desc');
  keys.push(`${TYPESENSE_ID_FIELD}:asc`);
  return keys.join(',');
}

/**
 * The `multi_search` request of a query (already validated).
 *
 * @example planMultiSearch({ text: 'hilux', filters: [make=Toyota], facets: [{ field: 'make' }], … }, 'cars')
 *   // → two searches: the page with make:=`Toyota`, and the make counts without it
 */
export function planMultiSearch(query: SearchQuery, collection: string): MultiSearchPlan {
  const text = query.text?.trim() ?? '';
  const common = { collection, q: text === '' ? '*' : text, ...TEXT_PARAMETERS, sort_by: sortBy(query, text !== '') };
  const searches: TypesenseSearch[] = [];
  const facets: FacetRequest[][] = [];
  planFacetPasses(query).forEach((pass, index) => {
    const filterBy = toTypesenseFilterBy(pass.filters, typesenseFieldName);
    const counted = pass.facets.filter((facet) => facet.limit !== 0);
    const statsOnly = pass.facets.filter((facet) => facet.limit === 0);
    const groups = [counted, statsOnly].filter((group) => group.length > 0);
    // The first pass always runs: it answers the hits and `found`, faceted or not.
    if (index === 0 && groups.length === 0) groups.push([]);
    groups.forEach((group, groupIndex) => {
      const carriesHits = index === 0 && groupIndex === 0;
      searches.push({
        ...common,
        ...(filterBy === '' ? {} : { filter_by: filterBy }),
        ...(group.length === 0
          ? {}
          : {
              facet_by: group.map((facet) => typesenseFieldName(facet.field)).join(','),
              max_facet_values: group === statsOnly ? 1 : MAX_FACET_VALUES,
            }),
        offset: carriesHits ? query.offset : 0,
        limit: carriesHits ? query.limit : 0,
        ...(carriesHits ? { include_fields: TYPESENSE_HIT_FIELDS.join(',') } : {}),
      });
      facets.push(group);
    });
  });
  return { body: { searches }, facets };
}

/** What Typesense answers for one search of a `multi_search` (the parts read here). */
export interface TypesenseSearchResult {
  found?: number;
  hits?: { document: Record<string, unknown> }[];
  facet_counts?: {
    field_name: string;
    counts: { value: string; count: number }[];
    stats?: { min?: number; max?: number; total_values?: number };
  }[];
  search_time_ms?: number;
  error?: string;
  code?: number;
}

/** A facet value from Typesense's text back to the field's kind. */
function facetValue(field: IndexedField, value: string): FilterValue {
  switch (fieldKind(field)) {
    case 'number':
      return Number(value);
    case 'boolean':
      return value === 'true';
    default:
      return value;
  }
}

/**
 * The SearchResult of a `multi_search` answer (one result per planned search, in order). Throws when
 * Typesense refused a search.
 *
 * @example readMultiSearch(plan, await client.request('POST', '/multi_search', { json: plan.body }))
 */
export function readMultiSearch(
  plan: MultiSearchPlan,
  response: { results: TypesenseSearchResult[] },
): Omit<SearchResult, 'searchTimeMs'> {
  const failed = response.results.find((result) => result.error !== undefined);
  if (failed !== undefined || response.results.length !== plan.facets.length) {
    throw new Error(
      `Typesense search failed: ${failed?.code ?? ''} ${failed?.error ?? 'unexpected number of results'}`,
    );
  }
  const first = response.results[0] as TypesenseSearchResult;
  const facets: SearchResult['facets'] = {};
  const facetStats: SearchResult['facetStats'] = {};
  plan.facets.forEach((group, index) => {
    const result = response.results[index] as TypesenseSearchResult;
    for (const facet of group) {
      const answer = result.facet_counts?.find((candidate) => candidate.field_name === typesenseFieldName(facet.field));
      const counts: FacetCount[] = (answer?.counts ?? [])
        .filter((entry) => entry.count > 0)
        .map((entry) => ({ value: facetValue(facet.field, entry.value), count: entry.count }))
        .sort(compareFacetCounts);
      facets[facet.field] = facet.limit === undefined ? counts : counts.slice(0, facet.limit);
      const stats = answer?.stats;
      const hasValues = (stats?.total_values ?? counts.length) > 0;
      if (fieldKind(facet.field) === 'number' && hasValues && stats?.min !== undefined && stats.max !== undefined) {
        facetStats[facet.field as NumericField] = { min: stats.min, max: stats.max };
      }
    }
  });
  return {
    hits: (first.hits ?? []).map((hit) => fromTypesenseDocument(hit.document)),
    found: first.found ?? 0,
    facets,
    facetStats,
  };
}
