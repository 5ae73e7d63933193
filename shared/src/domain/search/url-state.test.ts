import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REFINEMENT_VALUES, MAX_SEARCH_PAGE, MAX_SEARCH_URL_LENGTH } from './constants';
import {
  emptySearchState,
  RANGE_ATTRIBUTES,
  REFINEMENT_LIST_ATTRIBUTES,
  type SearchState,
  SearchStateSchema,
  SORT_OPTIONS,
} from './search-state';
import { canStringifyOver, goToPage, parseSearchUrl, refine, stringifySearchState } from './url-state';

const state = (input: Parameters<typeof SearchStateSchema.parse>[0]): SearchState => SearchStateSchema.parse(input);

describe('stringifySearchState', () => {
  it('writes the InstantSearch format in a stable order, leaving defaults out', () => {
    const written = stringifySearchState(
      state({
        page: 3,
        sortBy: 'Car_production:price:desc',
        range: { price: '10000:50000', year: '2018:' },
        refinementList: { model: ['HiLux'], make: ['Toyota', 'Mazda'] },
        query: 'sr5 4x4',
      }),
    );
    expect(written).toBe(
      'query=sr5%204x4&refinementList[make][0]=Mazda&refinementList[make][1]=Toyota&refinementList[model][0]=HiLux' +
        '&range[price]=10000:50000&range[year]=2018:&sortBy=Car_production:price:desc&page=3',
    );
    expect(stringifySearchState(emptySearchState())).toBe('');
  });

  it('does not depend on the order the state was written in', () => {
    const a = state({ refinementList: { make: ['Toyota', 'Kia'], body: ['SUV'] } });
    const b = state({ refinementList: { body: ['SUV'], make: ['Kia', 'Toyota', 'Kia'] } });
    expect(stringifySearchState(a)).toBe(stringifySearchState(b));
  });

  it('escapes what would break the query, keeping `:` readable', () => {
    const written = stringifySearchState(state({ query: 'a&b=c+d%', refinementList: { make: ['Rolls-Royce & Co'] } }));
    expect(written).toBe('query=a%26b%3Dc%2Bd%25&refinementList[make][0]=Rolls-Royce%20%26%20Co');
  });

  it('leaves out what equals the base state', () => {
    const base = state({ refinementList: { car_type: ['used'] } });
    expect(stringifySearchState(state({ refinementList: { car_type: ['used'] }, page: 2 }), base)).toBe('page=2');
    expect(stringifySearchState(state({ refinementList: { car_type: ['used'], make: ['Kia'] } }), base)).toBe(
      'refinementList[make][0]=Kia',
    );
    expect(stringifySearchState(state({ refinementList: { car_type: ['new', 'used'] } }), base)).toBe(
      'refinementList[car_type][0]=new&refinementList[car_type][1]=used',
    );
  });
});

describe('parseSearchUrl', () => {
  it('reads the format it writes, with or without `?`', () => {
    const expected = state({ query: 'hilux', refinementList: { make: ['Toyota'] }, range: { price: '10000:50000' } });
    const url = 'query=hilux&refinementList[make][0]=Toyota&range[price]=10000:50000';
    expect(parseSearchUrl(url)).toEqual(expected);
    expect(parseSearchUrl(`?${url}`)).toEqual(expected);
  });

  it("reads qs's encoded brackets, `[]` and bare keys, and `+` as a space", () => {
    expect(
      parseSearchUrl(
        '?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList[body][]=SUV&refinementList[body]=Ute&range%5Bkm%5D=%3A50000&query=land+cruiser',
      ),
    ).toEqual(
      state({
        query: 'land cruiser',
        refinementList: { make: ['Toyota'], body: ['SUV', 'Ute'] },
        range: { km: ':50000' },
      }),
    );
  });

  it('reads the budget finder and slider links of spec 001 §7', () => {
    expect(parseSearchUrl('range[price]=:35000').range).toEqual({ price: ':35000' });
    expect(parseSearchUrl('sortBy=Car_production:price:desc').sortBy).toBe('Car_production:price:desc');
    expect(parseSearchUrl('sortBy=Car_production%3Aprice%3Adesc').sortBy).toBe('Car_production:price:desc');
  });

  it('drops bad parts and keeps the good ones', () => {
    const parsed = parseSearchUrl(
      [
        'utm_source=newsletter',
        'refinementList[make][0]=Toyota',
        'refinementList[mke][0]=Mazda',
        'refinementList[make][1]=%E0%A4%A',
        'refinementList[model][0]=',
        'range[price]=50000:10000',
        'range[km]=lots',
        'range[make]=1:2',
        'sortBy=Car_production:views:desc',
        'page=0',
        'page=-2',
        'page=2.5',
        'query=%ZZ',
        'refinementList[__proto__][0]=x',
        'hitsPerPage=10000',
        '=',
        '&&',
      ].join('&'),
    );
    expect(parsed).toEqual(state({ refinementList: { make: ['Toyota'] } }));
  });

  it('caps a list at its maximum instead of losing it', () => {
    const parts = Array.from({ length: MAX_REFINEMENT_VALUES + 10 }, (_, i) => `refinementList[colour][${i}]=c${i}`);
    const colours = parseSearchUrl(parts.join('&')).refinementList.colour;
    expect(colours).toHaveLength(MAX_REFINEMENT_VALUES);
    expect(colours).toContain('c0');
    expect(colours).not.toContain(`c${MAX_REFINEMENT_VALUES}`);
  });

  it('orders list values by their index, then by their place in the URL', () => {
    // Normalisation sorts values anyway; the index decides which survive the cap.
    const parts = Array.from(
      { length: MAX_REFINEMENT_VALUES + 1 },
      (_, i) => `refinementList[colour][${50 - i}]=c${i}`,
    );
    expect(parseSearchUrl(parts.join('&')).refinementList.colour).not.toContain('c0');
  });

  it('takes the first of a repeated scalar', () => {
    expect(parseSearchUrl('page=2&page=3&query=a&query=b')).toMatchObject({ page: 2, query: 'a' });
  });

  it('reads no further than its limit, and never half a part', () => {
    const filler = `query=${'a'.repeat(100)}`;
    const long = `${'x=1&'.repeat(MAX_SEARCH_URL_LENGTH / 4)}${filler}&refinementList[make][0]=Toyota`;
    expect(parseSearchUrl(long)).toEqual(emptySearchState());
    const cutInside = `${'x=1&'.repeat(MAX_SEARCH_URL_LENGTH / 4 - 2)}refinementList[make][0]=Toyotaaaaaaaaaaaaa`;
    expect(parseSearchUrl(cutInside).refinementList).toEqual({});
  });

  it('starts from a base state: named attributes replace the base, others keep it', () => {
    const base = state({ refinementList: { car_type: ['used'] } });
    expect(parseSearchUrl('page=2', base)).toEqual(state({ refinementList: { car_type: ['used'] }, page: 2 }));
    expect(parseSearchUrl('refinementList[make][0]=Kia', base).refinementList).toEqual({
      car_type: ['used'],
      make: ['Kia'],
    });
    expect(parseSearchUrl('refinementList[car_type][0]=new', base).refinementList).toEqual({ car_type: ['new'] });
    expect(parseSearchUrl('refinementList[car_type][0]=', base).refinementList).toEqual({ car_type: ['used'] });
  });

  it('never throws and always answers a valid state, whatever the URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc
            .array(
              fc.tuple(
                fc.constantFrom(
                  'query',
                  'page',
                  'sortBy',
                  'refinementList[make][0]',
                  'range[price]',
                  'refinementList[x]',
                ),
                fc.string({ unit: 'binary', maxLength: 40 }),
              ),
            )
            .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')),
        ),
        (url) => {
          const parsed = parseSearchUrl(url);
          expect(SearchStateSchema.parse(parsed)).toEqual(parsed);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Arbitrary valid states: raw inputs from a generous text alphabet (URL-special characters, spaces to
// trim, graphemes, emoji), mostly valid by construction, kept when the schema accepts them and then
// normalised by it, which is the form every state in the app has.
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.constantFrom('Toyota', 'Mercedes-Benz', 'a&b=c', '100%', '+ +', '[0]', 'x:y', ' spaced ', '日本', '🚗', '%E0%A4'),
);
const rangeSide = fc.oneof(
  fc.integer({ min: -1e6, max: 1e12 }),
  fc.integer({ min: 0, max: 1e8 }).map((n) => n / 100),
);
const rangeText = fc
  .tuple(fc.option(rangeSide), fc.option(rangeSide))
  .map(([a, b]) => (a !== null && b !== null && a > b ? [b, a] : [a, b]))
  .map(([min, max]) => `${min ?? ''}:${max ?? ''}`);
const stateArbitrary = fc
  .record(
    {
      query: fc.oneof(fc.constant(''), text),
      page: fc.integer({ min: 1, max: MAX_SEARCH_PAGE }),
      sortBy: fc.constantFrom(...SORT_OPTIONS.map((option) => option.value)),
      refinementList: fc.dictionary(fc.constantFrom(...REFINEMENT_LIST_ATTRIBUTES), fc.array(text, { maxLength: 5 })),
      range: fc.dictionary(fc.constantFrom(...RANGE_ATTRIBUTES), rangeText),
    },
    { requiredKeys: [] },
  )
  .map((input) => SearchStateSchema.safeParse(input))
  .filter((result) => result.success)
  .map((result) => result.data as SearchState);

describe('round trip (property)', () => {
  it('parse(stringify(state)) equals the state', () => {
    fc.assert(
      fc.property(stateArbitrary, (searchState) => {
        expect(parseSearchUrl(stringifySearchState(searchState))).toEqual(searchState);
      }),
      { numRuns: 1000 },
    );
  });

  it('holds over a base state whenever the state can be written over it', () => {
    fc.assert(
      fc.property(stateArbitrary, stateArbitrary, (searchState, base) => {
        fc.pre(canStringifyOver(searchState, base));
        expect(parseSearchUrl(stringifySearchState(searchState, base), base)).toEqual(searchState);
      }),
      { numRuns: 300 },
    );
  });

  it('writes the same URL for the same state (stable)', () => {
    fc.assert(
      fc.property(stateArbitrary, (searchState) => {
        const once = stringifySearchState(searchState);
        expect(stringifySearchState(parseSearchUrl(once))).toBe(once);
      }),
    );
  });
});

describe('canStringifyOver', () => {
  it('is false when the state drops an attribute the base refines', () => {
    const base = state({ refinementList: { car_type: ['used'] }, range: { price: ':50000' } });
    expect(canStringifyOver(state({ refinementList: { car_type: ['new'] }, range: { price: '1:2' } }), base)).toBe(
      true,
    );
    expect(canStringifyOver(state({ range: { price: ':50000' } }), base)).toBe(false);
    expect(canStringifyOver(state({ refinementList: { car_type: ['used'] } }), base)).toBe(false);
  });
});

describe('refine', () => {
  const onPage3 = state({ page: 3, query: 'ute', refinementList: { make: ['Ford'] }, range: { price: ':50000' } });

  it('toggles a value on and off, back on page 1 (spec: 000 §4)', () => {
    const added = refine(onPage3, { type: 'toggleRefinement', attribute: 'make', value: 'Toyota' });
    expect(added.refinementList.make).toEqual(['Ford', 'Toyota']);
    expect(added.page).toBe(1);
    expect(stringifySearchState(added)).not.toContain('page=');
    const removed = refine({ ...added, page: 2 }, { type: 'toggleRefinement', attribute: 'make', value: 'Ford' });
    expect(removed.refinementList.make).toEqual(['Toyota']);
    expect(removed.page).toBe(1);
    const none = refine(removed, { type: 'toggleRefinement', attribute: 'make', value: 'Toyota' });
    expect(none.refinementList).toEqual({});
  });

  it('sets and clears lists, ranges, the query and the sort, each time back on page 1', () => {
    expect(refine(onPage3, { type: 'setRefinements', attribute: 'body', values: ['Ute', 'SUV'] })).toMatchObject({
      page: 1,
      refinementList: { make: ['Ford'], body: ['SUV', 'Ute'] },
    });
    expect(refine(onPage3, { type: 'setRefinements', attribute: 'make', values: [] }).refinementList).toEqual({});
    expect(refine(onPage3, { type: 'setRange', attribute: 'km', range: ':100000' })).toMatchObject({
      page: 1,
      range: { price: ':50000', km: ':100000' },
    });
    expect(refine(onPage3, { type: 'setRange', attribute: 'price', range: null }).range).toEqual({});
    expect(refine(onPage3, { type: 'setQuery', query: ' ranger ' })).toMatchObject({ page: 1, query: 'ranger' });
    expect(refine(onPage3, { type: 'setSortBy', sortBy: 'Car_production:km:asc' })).toMatchObject({
      page: 1,
      sortBy: 'Car_production:km:asc',
    });
    expect(refine(onPage3, { type: 'clearRefinements' })).toEqual(state({ query: 'ute' }));
  });

  it('ignores a change that would make the state invalid', () => {
    expect(refine(onPage3, { type: 'setRange', attribute: 'price', range: '9:1' })).toBe(onPage3);
    expect(refine(onPage3, { type: 'toggleRefinement', attribute: 'make', value: '   ' })).toBe(onPage3);
    const tooMany = Array.from({ length: MAX_REFINEMENT_VALUES + 1 }, (_, i) => `c${i}`);
    expect(refine(onPage3, { type: 'setRefinements', attribute: 'colour', values: tooMany })).toBe(onPage3);
  });

  it('does not change the state it was given', () => {
    const before = structuredClone(onPage3);
    refine(onPage3, { type: 'toggleRefinement', attribute: 'make', value: 'Kia' });
    refine(onPage3, { type: 'setRange', attribute: 'price', range: null });
    expect(onPage3).toEqual(before);
  });
});

describe('goToPage', () => {
  it('keeps the filters and clamps the page', () => {
    const filtered = state({ refinementList: { make: ['Kia'] } });
    expect(goToPage(filtered, 4)).toEqual({ ...filtered, page: 4 });
    expect(goToPage(filtered, 0).page).toBe(1);
    expect(goToPage(filtered, 2.7).page).toBe(2);
    expect(goToPage(filtered, Number.NaN).page).toBe(1);
    expect(goToPage(filtered, MAX_SEARCH_PAGE + 5).page).toBe(MAX_SEARCH_PAGE);
  });
});
