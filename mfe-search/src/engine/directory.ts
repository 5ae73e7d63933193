import {
  DIRECTORY_FACET_ATTRIBUTES,
  type DirectoryFilterAttribute,
  type DirectoryHit,
  type DirectorySearchRequest,
  type DirectorySearchResponse,
  type Model,
  SEARCH_PAGE_SIZE,
} from '@forecourt/shared';
import { textTerms } from './embedded/text-index';
import { compareFacetCounts } from './query';

// The directory search (spec: 000 §7): the model catalogue, manufacturer → model, with each model's
// bodies. It is the same for every site (spec: 001 §3 "a static list" of makes; models belong to makes,
// not to dealers) and small (hundreds of models), so it is searched in memory, in the catalogue's own
// order (make, then model). Filters: the values of one attribute OR-ed, attributes AND-ed; text: every
// word of the query starts a word of the make, model or body names (case and accents ignored). Facet
// counts are disjunctive, like the listing's.

/**
 * The bodies a model is listed under: manufacturer_body, …2, …3, without gaps or repeats.
 *
 * @example modelBodies({ manufacturer_body: 'Ute', manufacturer_body2: 'Cab Chassis', manufacturer_body3: null }) // ['Ute', 'Cab Chassis']
 */
export function modelBodies(
  model: Pick<Model, 'manufacturer_body' | 'manufacturer_body2' | 'manufacturer_body3'>,
): string[] {
  const bodies = [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3];
  return [...new Set(bodies.filter((body): body is string => body !== null && body !== ''))];
}

/** The values an entry has for a directory attribute. */
function valuesOf(entry: DirectoryHit, attribute: DirectoryFilterAttribute): string[] {
  switch (attribute) {
    case 'manufacturer.name':
      return [entry.manufacturer.name];
    case 'model.name':
      return [entry.name];
    case 'model.body':
      return modelBodies(entry);
  }
}

const FILTERS: readonly DirectoryFilterAttribute[] = ['manufacturer.name', 'model.name', 'model.body'];

function matchesText(entry: DirectoryHit, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const words = textTerms([entry.manufacturer.name, entry.name, ...modelBodies(entry)].join(' '));
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/**
 * One page of the directory (21 models from `offset`), how many match, and the make and body counts.
 *
 * @example searchDirectory(catalogue, { query: '', offset: 0, 'model.body': ['SUV'] })
 *   // → { hits: [21 SUVs], count: 64, offset: 0, hitsPerPage: 21, facets: { 'manufacturer.name': […], 'model.body': […] } }
 */
export function searchDirectory(
  entries: readonly DirectoryHit[],
  request: DirectorySearchRequest,
): Omit<DirectorySearchResponse, 'ms'> {
  const terms = textTerms(request.query);
  const wanted = FILTERS.map((attribute) => ({ attribute, values: request[attribute] })).filter(
    (filter): filter is { attribute: DirectoryFilterAttribute; values: string[] } =>
      filter.values !== undefined && filter.values.length > 0,
  );
  const passesExcept = (entry: DirectoryHit, skipped?: DirectoryFilterAttribute) =>
    wanted.every(
      ({ attribute, values }) =>
        attribute === skipped || valuesOf(entry, attribute).some((value) => values.includes(value)),
    );

  const texted = entries.filter((entry) => matchesText(entry, terms));
  const matching = texted.filter((entry) => passesExcept(entry));
  const facets = {} as DirectorySearchResponse['facets'];
  for (const attribute of DIRECTORY_FACET_ATTRIBUTES) {
    const counts = new Map<string, number>();
    for (const entry of texted) {
      if (!passesExcept(entry, attribute)) continue;
      for (const value of valuesOf(entry, attribute)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[attribute] = [...counts].map(([value, count]) => ({ value, count })).sort(compareFacetCounts);
  }
  return {
    hits: matching.slice(request.offset, request.offset + SEARCH_PAGE_SIZE),
    count: matching.length,
    offset: request.offset,
    hitsPerPage: SEARCH_PAGE_SIZE,
    facets,
  };
}
