import { demoData } from '@forecourt/demo/seed/testing';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DOCS } from '../contract-fixture';
import {
  type IndexedField,
  type NumericField,
  SEARCH_FIELDS,
  type SearchDocument,
  TEXT_FIELDS,
  type TextField,
  toSearchDocument,
  toSearchHit,
} from '../document';
import {
  compareFacetCounts,
  type FacetCount,
  type Filter,
  type FilterValue,
  type SearchQuery,
  type SearchResult,
  type SortSpec,
} from '../query';
import { DictionaryColumn } from './columns';
import { createEmbeddedSearchEngine, type EmbeddedSearchEngine } from './engine';
import { textTerms } from './text-index';
import { topK } from './top-k';

// The embedded engine against plain, obviously correct evaluations of the query semantics (query.ts)
// and of the text rule, on demo stock: random filters, facets, sorts, pages and texts, before and
// after random updates.

const SAMPLE = 1200;
const TEXT_SAMPLE = 1500;
/** Generated once per file: generating the demo data takes about a second. */
const demoDocs = demoData()
  .cars.slice(0, Math.max(SAMPLE, TEXT_SAMPLE))
  .map((car) => toSearchDocument(car));

// Text matching against a plain statement of its rule (text-index.ts): every term matches a term of
// some text field, the last one as a prefix too; only when that finds nothing, word fields (not stock
// numbers) may differ by 1 typo from 4 characters, 2 from 7.
const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS) as TextField[];

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] as number;
}

function typosAllowed(term: string): number {
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}

/** A car's text: the terms of each text field. */
interface CarText {
  id: number;
  fields: { field: TextField; terms: string[] }[];
}

function carText(doc: SearchDocument): CarText {
  return { id: doc.id, fields: TEXT_FIELD_NAMES.map((field) => ({ field, terms: textTerms(doc[field] ?? '') })) };
}

function matches(car: CarText, terms: string[], typos: boolean): boolean {
  return terms.every((term, index) => {
    const prefix = index === terms.length - 1;
    return car.fields.some(({ field, terms: tokens }) =>
      tokens.some(
        (token) =>
          token === term ||
          (prefix && token.startsWith(term)) ||
          (typos && field !== 'stocknum' && levenshtein(token, term) <= typosAllowed(term)),
      ),
    );
  });
}

function expectedIds(cars: readonly CarText[], text: string): number[] {
  const terms = textTerms(text);
  if (terms.length === 0) return cars.map((car) => car.id);
  const exact = cars.filter((car) => matches(car, terms, false));
  const found = exact.length > 0 ? exact : cars.filter((car) => matches(car, terms, true));
  return found.map((car) => car.id);
}

function passes(doc: SearchDocument, filter: Filter): boolean {
  const held = doc[filter.field];
  if (Array.isArray(held)) {
    // A set field: `=` wants any of the values, `!=` none of them.
    const any = held.some((value) => (filter as { values: readonly FilterValue[] }).values.includes(value));
    return filter.op === '=' ? any : filter.op === '!=' ? !any : false;
  }
  const value = held as FilterValue | null;
  switch (filter.op) {
    case '=':
      return value !== null && (filter.values as readonly FilterValue[]).includes(value);
    case '!=':
      return value === null || !(filter.values as readonly FilterValue[]).includes(value);
    case 'range':
      return value !== null && (value as number) >= filter.min && (value as number) <= filter.max;
    case '>':
      return value !== null && (value as number) > filter.value;
    case '>=':
      return value !== null && (value as number) >= filter.value;
    case '<':
      return value !== null && (value as number) < filter.value;
    case '<=':
      return value !== null && (value as number) <= filter.value;
  }
}

function compareDocs(sort: readonly SortSpec[]) {
  return (a: SearchDocument, b: SearchDocument): number => {
    for (const { field, direction } of sort) {
      if (field === '_text_match') continue;
      const left = a[field];
      const right = b[field];
      if (left === right) continue;
      if (left === null) return 1;
      if (right === null) return -1;
      return direction === 'asc' ? left - right : right - left;
    }
    return a.id - b.id;
  };
}

function reference(docs: readonly SearchDocument[], query: SearchQuery): Omit<SearchResult, 'searchTimeMs'> {
  const scope = query.scope ?? [];
  const matchingWithout = (field?: string) =>
    docs.filter(
      (doc) =>
        scope.every((filter) =>
          filter.op === 'any'
            ? filter.of.some((group) => group.every((inner) => passes(doc, inner)))
            : passes(doc, filter),
        ) && query.filters.every((filter) => filter.field === field || passes(doc, filter)),
    );
  const matching = matchingWithout();
  const facets: SearchResult['facets'] = {};
  const facetStats: SearchResult['facetStats'] = {};
  for (const facet of query.facets) {
    const counted = query.filters.some((filter) => filter.field === facet.field)
      ? matchingWithout(facet.field)
      : matching;
    const values = counted.flatMap((doc) => doc[facet.field]).filter((value) => value !== null);
    if (SEARCH_FIELDS[facet.field] === 'number' && values.length > 0) {
      const numbers = values as number[];
      facetStats[facet.field as NumericField] = { min: Math.min(...numbers), max: Math.max(...numbers) };
    }
    const counts = new Map<FilterValue, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    const list: FacetCount[] = [...counts].map(([value, count]) => ({ value, count })).sort(compareFacetCounts);
    facets[facet.field] = list.slice(0, facet.limit ?? list.length);
  }
  const sorted = [...matching].sort(compareDocs(query.sort));
  return {
    hits: sorted.slice(query.offset, query.offset + query.limit).map(toSearchHit),
    found: matching.length,
    facets,
    facetStats,
  };
}

describe('the embedded engine against a reference evaluation', () => {
  const docs = demoDocs.slice(0, SAMPLE);
  const valuesOf = (field: keyof SearchDocument) =>
    [...new Set(docs.map((doc) => doc[field]))].filter((v) => v !== null);

  const keywordFilter = fc
    .tuple(
      fc.constantFrom('make', 'model', 'body', 'colour', 'car_type', 'status', 'state', 'badge', 'tag') as fc.Arbitrary<
        'make' | 'model' | 'body' | 'colour' | 'car_type' | 'status' | 'state' | 'badge' | 'tag'
      >,
      fc.constantFrom('=', '!=') as fc.Arbitrary<'=' | '!='>,
    )
    .chain(([field, op]) =>
      fc
        .subarray(valuesOf(field) as string[], { minLength: 1, maxLength: Math.min(4, valuesOf(field).length) })
        .map((values): Filter => ({ field, op, values })),
    );
  const numericField = fc.constantFrom('price', 'km', 'year', 'seats', 'subscription_price') as fc.Arbitrary<
    'price' | 'km' | 'year' | 'seats' | 'subscription_price'
  >;
  const numericFilter = numericField.chain((field) => {
    const values = valuesOf(field) as number[];
    const value = fc.constantFrom(...values);
    return fc.oneof(
      fc
        .tuple(value, value)
        .map(([a, b]): Filter => ({ field, op: 'range', min: Math.min(a, b), max: Math.max(a, b) })),
      fc
        .tuple(fc.constantFrom('>', '>=', '<', '<=') as fc.Arbitrary<'>' | '>=' | '<' | '<='>, value)
        .map(([op, v]): Filter => ({ field, op, value: v })),
      fc
        .tuple(
          fc.constantFrom('=', '!=') as fc.Arbitrary<'=' | '!='>,
          fc.subarray(values, { minLength: 1, maxLength: Math.min(3, values.length) }),
        )
        .map(([op, vs]): Filter => ({ field, op, values: vs })),
    );
  });
  const features = [...new Set(docs.flatMap((doc) => doc.filtered_features))];
  const setFilter = fc
    .tuple(
      fc.constantFrom('=', '!=') as fc.Arbitrary<'=' | '!='>,
      fc.subarray(features, { minLength: 1, maxLength: 3 }),
    )
    .map(([op, values]): Filter => ({ field: 'filtered_features', op, values }));
  const booleanFilter = fc
    .tuple(fc.constantFrom('certified', 'reserved') as fc.Arbitrary<'certified' | 'reserved'>, fc.boolean())
    .map(([field, value]): Filter => ({ field, op: '=', values: [value] }));
  const facetFields: IndexedField[] = [
    'make',
    'model',
    'body',
    'colour',
    'year',
    'seats',
    'price',
    'certified',
    'badge',
    'filtered_features',
  ];
  const queries: fc.Arbitrary<SearchQuery> = fc.record({
    scope: fc.array(fc.oneof(keywordFilter, numericFilter, setFilter), { maxLength: 2 }),
    filters: fc.array(fc.oneof(keywordFilter, numericFilter, booleanFilter, setFilter), { maxLength: 4 }),
    facets: fc
      .subarray(facetFields)
      .chain((fields) =>
        fc.tuple(...fields.map((field) => fc.option(fc.nat(8), { nil: undefined }).map((limit) => ({ field, limit })))),
      )
      .map((facets) => facets.map(({ field, limit }) => (limit === undefined ? { field } : { field, limit }))),
    sort: fc.array(
      fc.record({ field: numericField, direction: fc.constantFrom('asc', 'desc') as fc.Arbitrary<'asc' | 'desc'> }),
      { maxLength: 2 },
    ),
    offset: fc.nat(60),
    limit: fc.integer({ min: 0, max: 30 }),
  });

  let engine: EmbeddedSearchEngine;
  beforeAll(async () => {
    engine = createEmbeddedSearchEngine();
    await engine.replaceAll(docs);
  });

  const strip = ({ searchTimeMs: _, ...rest }: SearchResult) => rest;

  it('answers like the reference', () => {
    fc.assert(
      fc.property(queries, (query) => {
        expect(strip(engine.searchSync(query))).toEqual(reference(docs, query));
      }),
      { numRuns: 100 },
    );
  });

  it('answers like the reference after updates and removals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...docs), { minLength: 1, maxLength: 40 }),
        fc.array(fc.constantFrom(...docs.map((doc) => doc.id)), { maxLength: 40 }),
        queries,
        async (changed, removed, query) => {
          const local = createEmbeddedSearchEngine();
          await local.replaceAll(docs.slice(0, 300));
          const current = new Map(docs.slice(0, 300).map((doc) => [doc.id, doc]));
          await local.remove(removed);
          for (const id of removed) current.delete(id);
          // Moved to another price and make, so dictionaries, facet views and sorts all change.
          const updated = changed.map((doc) => ({ ...doc, price: doc.price + 1, make: `${doc.make} X` }));
          await local.upsert(updated);
          for (const doc of updated) current.set(doc.id, doc);
          const expected = reference([...current.values()], query);
          expect(strip(local.searchSync(query))).toEqual(expected);
          expect(await local.size()).toBe(current.size);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('the embedded engine', () => {
  it('keeps answering from the old index while a rebuild streams in', async () => {
    const engine = createEmbeddedSearchEngine();
    await engine.replaceAll(CONTRACT_DOCS);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* slowly() {
      yield CONTRACT_DOCS[0] as SearchDocument;
      await gate;
      yield CONTRACT_DOCS[1] as SearchDocument;
    }
    const rebuilding = engine.replaceAll(slowly());
    const upserting = engine.upsert([{ ...(CONTRACT_DOCS[2] as SearchDocument), price: 1 }]);
    await Promise.resolve();
    expect(await engine.size()).toBe(12);
    release();
    await rebuilding;
    await upserting;
    // The upsert waited for the rebuild, so it landed in the new index.
    expect(await engine.size()).toBe(3);
    const cheapest = await engine.search({
      filters: [],
      facets: [],
      sort: [{ field: 'price', direction: 'asc' }],
      offset: 0,
      limit: 1,
    });
    expect(cheapest.hits[0]).toMatchObject({ id: 3, price: 1 });
  });

  it('estimates its memory, growing with the documents', async () => {
    const small = createEmbeddedSearchEngine();
    await small.replaceAll(CONTRACT_DOCS);
    const large = createEmbeddedSearchEngine();
    await large.replaceAll(
      demoData()
        .cars.slice(0, 2000)
        .map((car) => toSearchDocument(car)),
    );
    expect(large.memoryEstimate()).toBeGreaterThan(small.memoryEstimate());
  });
});

describe('DictionaryColumn', () => {
  it('widens its codes past 65,535 distinct values', () => {
    const column = new DictionaryColumn(70_000);
    for (let slot = 0; slot < 70_000; slot++) column.set(slot, `stock-${slot}`);
    expect(column.codes).toBeInstanceOf(Uint32Array);
    expect(column.get(69_999)).toBe('stock-69999');
    expect(column.get(1)).toBe('stock-1');
  });
});

describe('topK', () => {
  it('returns the first k in order, like a full sort', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 200 }), fc.nat(220), (values, k) => {
        const slots = Uint32Array.from(values.keys());
        const compare = (a: number, b: number) => (values[a] as number) - (values[b] as number) || a - b;
        expect(topK(slots, slots.length, k, compare)).toEqual([...slots].sort(compare).slice(0, k));
      }),
    );
  });
});

describe('text matching', () => {
  const docs = demoDocs.slice(0, TEXT_SAMPLE);
  const cars = docs.map(carText);
  let engine: EmbeddedSearchEngine;

  beforeAll(async () => {
    engine = createEmbeddedSearchEngine();
    await engine.replaceAll(docs);
  });

  function foundIds(text: string): number[] {
    const result = engine.searchSync({ text, filters: [], facets: [{ field: 'id' }], sort: [], offset: 0, limit: 0 });
    return (result.facets.id ?? []).map((entry) => entry.value as number).sort((a, b) => a - b);
  }

  /** One or two words taken from a car's text fields, maybe with a typo, maybe cut short. */
  const texts = fc
    .tuple(
      fc.constantFrom(...docs),
      fc.array(fc.constantFrom(...TEXT_FIELD_NAMES), { minLength: 1, maxLength: 2 }),
      fc.nat(),
      fc.constantFrom('none', 'typo', 'prefix'),
      fc.string({ minLength: 1, maxLength: 1 }),
    )
    .map(([doc, fields, pick, change, letter]) => {
      const words = fields.flatMap((field) => {
        const terms = textTerms(doc[field] ?? '');
        return terms.length === 0 ? [] : [terms[pick % terms.length] as string];
      });
      const last = words.pop() ?? '';
      const position = pick % Math.max(last.length, 1);
      const changed =
        change === 'typo'
          ? `${last.slice(0, position)}${letter}${last.slice(position + 1)}`
          : change === 'prefix'
            ? last.slice(0, Math.max(1, position))
            : last;
      return [...words, changed].join(' ');
    });

  it('finds exactly the cars the rule says', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(foundIds(text)).toEqual(expectedIds(cars, text));
      }),
      { numRuns: 100 },
    );
  });

  it('finds cars by stock number, whole or started, never with a typo', () => {
    const [first] = docs as [SearchDocument];
    expect(foundIds(first.stocknum)).toEqual([first.id]);
    expect(foundIds(first.stocknum.slice(0, -1))).toEqual(expectedIds(cars, first.stocknum.slice(0, -1)));
    expect(foundIds(`${first.stocknum.slice(0, -1)}#x`)).toEqual([]);
  });

  it('ignores accents and case', () => {
    expect(foundIds('ŠKODA')).toEqual(expectedIds(cars, 'skoda'));
    expect(foundIds('ŠKODA').length).toBeGreaterThan(0);
  });
});
