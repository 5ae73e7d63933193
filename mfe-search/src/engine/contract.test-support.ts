import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DOCS, contractDoc } from './contract-fixture';
import { toSearchHit } from './document';
import type { SearchEngine } from './engine';
import { type Filter, type SearchQuery, SearchQueryError, type SearchResult } from './query';

// The one contract every SearchEngine passes: the semantics written at the top of query.ts, checked on
// twelve cars (contract-fixture.ts) whose expectations are worked out by hand.
//
// Plugging in an engine: call `searchEngineContract(name, create)` from a test file, where `create`
// returns a new, empty engine (it is called once for the read-only checks and once per update check,
// so an engine backed by a server should make a fresh collection each time). The embedded engine runs
// it in contract.test.ts; the Typesense engine runs it from typesense/contract.test.ts, inside
// `if (process.env.TYPESENSE_URL)`, against a collection named per run.

type QueryParts = Partial<SearchQuery>;

function query(parts: QueryParts = {}): SearchQuery {
  return { filters: [], facets: [], sort: [], offset: 0, limit: 50, ...parts };
}

const ids = (result: SearchResult) => result.hits.map((hit) => hit.id);
const idSet = (result: SearchResult) => ids(result).sort((a, b) => a - b);
const ALL_IDS = CONTRACT_DOCS.map((doc) => doc.id);
const except = (...excluded: number[]) => ALL_IDS.filter((id) => !excluded.includes(id));

/**
 * Registers the contract tests for one engine.
 *
 * @example searchEngineContract('embedded', () => createEmbeddedSearchEngine());
 */
export function searchEngineContract(name: string, create: () => SearchEngine | Promise<SearchEngine>): void {
  describe(`search engine contract: ${name}`, () => {
    let engine: SearchEngine;
    const search = (parts: QueryParts) => engine.search(query(parts));
    const matching = async (filters: Filter[], text?: string) =>
      idSet(await search(text === undefined ? { filters } : { filters, text }));

    beforeAll(async () => {
      engine = await create();
      await engine.replaceAll(CONTRACT_DOCS);
    });

    describe('filters', () => {
      it('matches everything without filters', async () => {
        const result = await search({});
        expect(result.found).toBe(12);
        expect(ids(result)).toEqual(ALL_IDS);
        expect(await engine.size()).toBe(12);
      });

      it('ORs the values of one filter and ANDs filters', async () => {
        expect(await matching([{ field: 'make', op: '=', values: ['Toyota', 'Mazda'] }])).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8,
        ]);
        expect(
          await matching([
            { field: 'make', op: '=', values: ['Toyota'] },
            { field: 'fuel', op: '=', values: ['Diesel'] },
          ]),
        ).toEqual([1, 2, 3]);
        expect(
          await matching([
            { field: 'make', op: '=', values: ['Ford'] },
            { field: 'body', op: '=', values: ['Ute', 'SUV'] },
          ]),
        ).toEqual([9, 10]);
        expect(await matching([{ field: 'make', op: '=', values: ['Lada'] }])).toEqual([]);
      });

      it('includes both ends of a range', async () => {
        expect(await matching([{ field: 'price', op: 'range', min: 36990, max: 52990 }])).toEqual([1, 3, 5, 6, 10, 12]);
      });

      it('compares with > and < exclusively, >= and <= inclusively', async () => {
        expect(await matching([{ field: 'price', op: '>', value: 52990 }])).toEqual([2, 9]);
        expect(await matching([{ field: 'price', op: '>=', value: 52990 }])).toEqual([1, 2, 9, 10]);
        expect(await matching([{ field: 'price', op: '<', value: 34990 }])).toEqual([4, 7]);
        expect(await matching([{ field: 'price', op: '<=', value: 34990 }])).toEqual([4, 7, 8, 11]);
      });

      it('ANDs two filters on the same field', async () => {
        expect(
          await matching([
            { field: 'price', op: '>=', value: 30000 },
            { field: 'price', op: '<=', value: 40000 },
          ]),
        ).toEqual([3, 5, 6, 7, 8, 11]);
      });

      it('filters booleans', async () => {
        expect(await matching([{ field: 'certified', op: '=', values: [true] }])).toEqual([1, 3, 6, 9, 12]);
        expect(await matching([{ field: 'certified', op: '!=', values: [true] }])).toEqual([2, 4, 5, 7, 8, 10, 11]);
        expect(await matching([{ field: 'certified', op: '=', values: [true, false] }])).toEqual(ALL_IDS);
      });

      it('keeps documents without a value under != and drops them under every other operator', async () => {
        expect(await matching([{ field: 'make', op: '!=', values: ['Toyota'] }])).toEqual([6, 7, 8, 9, 10, 11, 12]);
        expect(await matching([{ field: 'badge', op: '!=', values: ['SR5'] }])).toEqual(except(1, 2));
        expect(await matching([{ field: 'colour', op: '!=', values: ['White'] }])).toEqual([2, 4, 5, 6, 8, 9, 11, 12]);
        expect(await matching([{ field: 'colour', op: '=', values: ['White', 'Red'] }])).toEqual([1, 3, 4, 6, 7, 10]);
        expect(await matching([{ field: 'seats', op: '!=', values: [5] }])).toEqual([3, 11]);
        expect(await matching([{ field: 'seats', op: '>=', value: 2 }])).toEqual(except(11));
        expect(await matching([{ field: 'subscription_price', op: 'range', min: 0, max: 1000 }])).toEqual([2, 4, 6, 8]);
      });

      it('matches a set field having any of the values, or none of them', async () => {
        const features = (op: '=' | '!=', values: string[]): Filter[] => [{ field: 'filtered_features', op, values }];
        expect(await matching(features('=', ['Sunroof']))).toEqual([2, 5]);
        expect(await matching(features('=', ['Sunroof', 'Reversing Camera']))).toEqual([1, 2, 5, 9, 12]);
        expect(await matching(features('!=', ['Tow Bar']))).toEqual(except(1, 2, 9));
        expect(await matching(features('=', ['Heated Seats']))).toEqual([]);
        expect(await matching(features('!=', ['Heated Seats']))).toEqual(ALL_IDS);
        expect(
          await matching([
            { field: 'categories', op: '=', values: ['Ute'] },
            { field: 'categories', op: '=', values: ['Cab Chassis'] },
          ]),
        ).toEqual([1, 2, 3]);
      });

      it('filters numbers by value', async () => {
        expect(await matching([{ field: 'year', op: '=', values: [2022, 2024] }])).toEqual([1, 5, 6, 8, 11]);
        expect(await matching([{ field: 'year', op: '!=', values: [2022] }])).toEqual(except(1, 6, 11));
      });
    });

    describe('facets', () => {
      it('counts values by count, then value, leaving out nulls', async () => {
        const result = await search({
          facets: [{ field: 'colour' }, { field: 'certified' }, { field: 'make', limit: 2 }],
        });
        expect(result.facets.colour).toEqual([
          { value: 'White', count: 4 },
          { value: 'Blue', count: 2 },
          { value: 'Grey', count: 2 },
          { value: 'Red', count: 2 },
          { value: 'Silver', count: 1 },
        ]);
        expect(result.facets.certified).toEqual([
          { value: false, count: 7 },
          { value: true, count: 5 },
        ]);
        expect(result.facets.make).toEqual([
          { value: 'Toyota', count: 5 },
          { value: 'Mazda', count: 3 },
        ]);
      });

      it('counts only the matching documents and leaves out zero counts', async () => {
        const result = await search({
          filters: [{ field: 'make', op: '=', values: ['Kia'] }],
          facets: [{ field: 'colour' }, { field: 'badge' }],
        });
        expect(result.facets.colour).toEqual([{ value: 'Grey', count: 1 }]);
        expect(result.facets.badge).toEqual([]);
      });

      it('counts a filtered field as if its own filter were removed (disjunctive)', async () => {
        const result = await search({
          filters: [{ field: 'make', op: '=', values: ['Toyota'] }],
          facets: [{ field: 'make' }, { field: 'body' }, { field: 'car_type' }],
        });
        expect(result.found).toBe(5);
        expect(result.facets.make).toEqual([
          { value: 'Toyota', count: 5 },
          { value: 'Mazda', count: 3 },
          { value: 'Ford', count: 2 },
          { value: 'Hyundai', count: 1 },
          { value: 'Kia', count: 1 },
        ]);
        expect(result.facets.body).toEqual([
          { value: 'Ute', count: 2 },
          { value: 'Cab Chassis', count: 1 },
          { value: 'Hatch', count: 1 },
          { value: 'Sedan', count: 1 },
        ]);
        expect(result.facets.car_type).toEqual([
          { value: 'used', count: 3 },
          { value: 'demo', count: 1 },
          { value: 'new', count: 1 },
        ]);
      });

      it('keeps the other filters when counting a filtered field', async () => {
        const result = await search({
          filters: [
            { field: 'make', op: '=', values: ['Toyota', 'Mazda'] },
            { field: 'body', op: '=', values: ['Ute'] },
          ],
          facets: [{ field: 'make' }, { field: 'body' }, { field: 'fuel' }],
        });
        expect(idSet(result)).toEqual([1, 2, 7]);
        expect(result.facets.make).toEqual([
          { value: 'Ford', count: 2 },
          { value: 'Toyota', count: 2 },
          { value: 'Mazda', count: 1 },
        ]);
        expect(result.facets.body).toEqual([
          { value: 'Ute', count: 3 },
          { value: 'Hatch', count: 2 },
          { value: 'Cab Chassis', count: 1 },
          { value: 'SUV', count: 1 },
          { value: 'Sedan', count: 1 },
        ]);
        expect(result.facets.fuel).toEqual([{ value: 'Diesel', count: 3 }]);
      });

      it('keeps the text when counting a filtered field', async () => {
        const result = await search({
          text: 'hilux',
          filters: [{ field: 'make', op: '=', values: ['Mazda'] }],
          facets: [{ field: 'make' }],
        });
        expect(result.found).toBe(0);
        expect(result.facets.make).toEqual([{ value: 'Toyota', count: 3 }]);
      });

      it('counts each value of a set field, disjunctively too', async () => {
        const all = await search({ facets: [{ field: 'filtered_features' }, { field: 'categories' }] });
        expect(all.facets.filtered_features).toEqual([
          { value: 'Reversing Camera', count: 3 },
          { value: 'Tow Bar', count: 3 },
          { value: 'Sunroof', count: 2 },
        ]);
        expect(all.facets.categories).toEqual([
          { value: 'Ute', count: 5 },
          { value: 'Cab Chassis', count: 3 },
          { value: 'Hatch', count: 2 },
          { value: 'Sedan', count: 2 },
        ]);
        const refined = await search({
          filters: [
            { field: 'filtered_features', op: '=', values: ['Sunroof'] },
            { field: 'make', op: '=', values: ['Toyota'] },
          ],
          facets: [{ field: 'filtered_features' }, { field: 'categories' }],
        });
        expect(idSet(refined)).toEqual([2, 5]);
        expect(refined.facets.filtered_features).toEqual([
          { value: 'Sunroof', count: 2 },
          { value: 'Tow Bar', count: 2 },
          { value: 'Reversing Camera', count: 1 },
        ]);
        expect(refined.facets.categories).toEqual([
          { value: 'Cab Chassis', count: 1 },
          { value: 'Hatch', count: 1 },
          { value: 'Sedan', count: 1 },
          { value: 'Ute', count: 1 },
        ]);
      });

      it('applies an `any` scope clause as the OR of its groups, facet counts included', async () => {
        const scoped = await search({
          scope: [
            {
              op: 'any',
              of: [
                [
                  { field: 'make', op: '=', values: ['Toyota'] },
                  { field: 'fuel', op: '=', values: ['Diesel'] },
                ],
                [{ field: 'make', op: '=', values: ['Mazda'] }],
              ],
            },
          ],
          filters: [{ field: 'make', op: '=', values: ['Mazda'] }],
          facets: [{ field: 'make' }],
        });
        const toyotaDiesel = await matching([
          { field: 'make', op: '=', values: ['Toyota'] },
          { field: 'fuel', op: '=', values: ['Diesel'] },
        ]);
        const mazda = await matching([{ field: 'make', op: '=', values: ['Mazda'] }]);
        expect(idSet(scoped)).toEqual(mazda);
        expect(scoped.facets.make).toEqual(
          [
            { value: 'Toyota', count: toyotaDiesel.length },
            { value: 'Mazda', count: mazda.length },
          ].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
        );
        expect(toyotaDiesel.length).toBeGreaterThan(0);
        expect(toyotaDiesel.length).toBeLessThan(5);
      });

      it('never counts outside the scope, not even for a facet on a scoped field', async () => {
        const scoped = await search({
          scope: [{ field: 'car_type', op: '=', values: ['used'] }],
          filters: [{ field: 'car_type', op: '=', values: ['new'] }],
          facets: [{ field: 'car_type' }, { field: 'make' }],
        });
        expect(scoped.found).toBe(0);
        expect(scoped.facets.car_type).toEqual([{ value: 'used', count: 8 }]);
        expect(scoped.facets.make).toEqual([]);
        const toyota = await search({
          scope: [{ field: 'make', op: '=', values: ['Toyota'] }],
          filters: [{ field: 'make', op: '=', values: ['Toyota', 'Mazda'] }],
          facets: [{ field: 'make' }, { field: 'price', limit: 0 }],
        });
        expect(idSet(toyota)).toEqual([1, 2, 3, 4, 5]);
        expect(toyota.facets.make).toEqual([{ value: 'Toyota', count: 5 }]);
        expect(toyota.facetStats.price).toEqual({ min: 27990, max: 58990 });
      });

      it('gives min and max of numeric facets over the documents the facet counts', async () => {
        const result = await search({
          filters: [
            { field: 'price', op: 'range', min: 30000, max: 60000 },
            { field: 'make', op: '=', values: ['Toyota'] },
          ],
          facets: [
            { field: 'price', limit: 0 },
            { field: 'km' },
            { field: 'seats' },
            { field: 'subscription_price', limit: 0 },
          ],
        });
        expect(idSet(result)).toEqual([1, 2, 3, 5]);
        // price is filtered: its stats ignore the price range (the slider's bounds), not the make.
        expect(result.facetStats.price).toEqual({ min: 27990, max: 58990 });
        expect(result.facets.price).toEqual([]);
        expect(result.facetStats.km).toEqual({ min: 10, max: 80000 });
        expect(result.facets.seats).toEqual([
          { value: 5, count: 3 },
          { value: 2, count: 1 },
        ]);
        expect(result.facetStats.seats).toEqual({ min: 2, max: 5 });
        expect(result.facetStats.subscription_price).toEqual({ min: 199, max: 199 });
      });

      it('leaves out the stats of a numeric facet with no values', async () => {
        const result = await search({
          filters: [{ field: 'make', op: '=', values: ['Ford'] }],
          facets: [{ field: 'subscription_price', limit: 0 }, { field: 'year' }],
        });
        expect(result.facets.subscription_price).toEqual([]);
        expect(result.facetStats.subscription_price).toBeUndefined();
        expect(result.facets.year).toEqual([
          { value: 2021, count: 1 },
          { value: 2023, count: 1 },
        ]);
        expect(result.facetStats.year).toEqual({ min: 2021, max: 2023 });
      });
    });

    describe('sorting and paging', () => {
      it('sorts ascending and descending, ties by id ascending', async () => {
        expect(ids(await search({ sort: [{ field: 'price', direction: 'asc' }] }))).toEqual([
          4, 7, 8, 11, 5, 6, 3, 12, 1, 10, 2, 9,
        ]);
        expect(ids(await search({ sort: [{ field: 'price', direction: 'desc' }] }))).toEqual([
          9, 2, 1, 10, 12, 3, 5, 6, 8, 11, 7, 4,
        ]);
      });

      it('sorts on several keys in order', async () => {
        const result = await search({
          sort: [
            { field: 'year', direction: 'desc' },
            { field: 'price', direction: 'asc' },
          ],
        });
        expect(ids(result)).toEqual([8, 5, 12, 2, 9, 11, 6, 1, 4, 10, 3, 7]);
      });

      it('puts documents without a value last in either direction', async () => {
        const nulls = [1, 3, 5, 7, 9, 10, 11, 12];
        expect(ids(await search({ sort: [{ field: 'subscription_price', direction: 'asc' }] }))).toEqual([
          8,
          4,
          6,
          2,
          ...nulls,
        ]);
        expect(ids(await search({ sort: [{ field: 'subscription_price', direction: 'desc' }] }))).toEqual([
          2,
          6,
          4,
          8,
          ...nulls,
        ]);
        expect(ids(await search({ sort: [{ field: 'seats', direction: 'asc' }] }))).toEqual([
          3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 12, 11,
        ]);
      });

      it('pages with offset and limit; found counts every match', async () => {
        const sort = [{ field: 'price', direction: 'asc' } as const];
        const page = await search({ sort, offset: 3, limit: 4, facets: [{ field: 'make', limit: 1 }] });
        expect(ids(page)).toEqual([11, 5, 6, 3]);
        expect(page.found).toBe(12);
        expect(page.facets.make).toEqual([{ value: 'Toyota', count: 5 }]);
        expect(ids(await search({ sort, offset: 10, limit: 5 }))).toEqual([2, 9]);
        const past = await search({ sort, offset: 12, limit: 5 });
        expect(past.hits).toEqual([]);
        expect(past.found).toBe(12);
        const none = await search({ limit: 0, facets: [{ field: 'make', limit: 1 }] });
        expect(none.hits).toEqual([]);
        expect(none.found).toBe(12);
        expect(none.facets.make).toEqual([{ value: 'Toyota', count: 5 }]);
      });

      it('returns the card projection of each hit', async () => {
        const result = await search({ filters: [{ field: 'id', op: '=', values: [7] }] });
        expect(result.hits).toEqual([toSearchHit(contractDoc(7))]);
        expect(result.hits[0]?.sold_at).toBe('2026-11-20T09:30:00.000Z');
        expect(result.searchTimeMs).toBeGreaterThanOrEqual(0);
      });
    });

    describe('text', () => {
      it('finds a make or model despite a typo', async () => {
        expect(idSet(await search({ text: 'hilx' }))).toEqual([1, 2, 3]);
        expect(idSet(await search({ text: 'corola' }))).toEqual([4, 5]);
      });

      it('matches every term, the last one as a prefix', async () => {
        expect(idSet(await search({ text: 'hilux sr5' }))).toEqual([1, 2]);
        expect(idSet(await search({ text: 'toyota hil' }))).toEqual([1, 2, 3]);
        expect(idSet(await search({ text: 'Ranger' }))).toEqual([9, 10]);
      });

      it('finds a stock number whole or started, never with a typo', async () => {
        expect(idSet(await search({ text: 'FC1007' }))).toEqual([7]);
        expect(idSet(await search({ text: 'fc100' }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect((await search({ text: 'FC1O07' })).found).toBe(0);
      });

      it('finds nothing for an unknown word, and everything for blank text', async () => {
        expect((await search({ text: 'zzzzzzzz' })).found).toBe(0);
        expect((await search({ text: '   ' })).found).toBe(12);
      });

      it('stays inside the scope', async () => {
        const mazdaSite = [{ field: 'dealership_slug', op: '=', values: ['bayside-mazda'] } as const];
        expect(idSet(await search({ scope: mazdaSite, text: 'hilx' }))).toEqual([]);
        expect(idSet(await search({ scope: mazdaSite, text: 'ranger' }))).toEqual([9, 10]);
      });

      it('composes with filters, facets and sorts', async () => {
        expect(await matching([{ field: 'certified', op: '=', values: [true] }], 'ranger')).toEqual([9]);
        expect(await matching([{ field: 'year', op: '>=', value: 2022 }], 'toyota')).toEqual([1, 2, 5]);
        const corolla = await search({
          text: 'corola',
          filters: [{ field: 'make', op: '=', values: ['Toyota'] }],
          facets: [{ field: 'body' }],
        });
        expect(corolla.found).toBe(2);
        expect(corolla.facets.body).toEqual([
          { value: 'Hatch', count: 1 },
          { value: 'Sedan', count: 1 },
        ]);
        expect(ids(await search({ text: 'toyota', sort: [{ field: 'price', direction: 'desc' }] }))).toEqual([
          2, 1, 3, 5, 4,
        ]);
      });
    });

    describe('queries no engine runs', () => {
      const refused: [string, QueryParts][] = [
        ['an empty value list', { filters: [{ field: 'make', op: '=', values: [] }] }],
        ['an unknown field', { filters: [{ field: 'colour_code' as 'colour', op: '=', values: ['x'] }] }],
        ['a backtick in a value', { filters: [{ field: 'make', op: '=', values: ['Toyota` || id:>0'] }] }],
        ['a range on a keyword field', { filters: [{ field: 'make' as 'price', op: 'range', min: 0, max: 1 }] }],
        ['a string for a number', { filters: [{ field: 'price', op: '=', values: ['1' as unknown as number] }] }],
        ['a limit over the maximum', { limit: 251 }],
        ['a negative offset', { offset: -1 }],
        ['a sort on a keyword field', { sort: [{ field: 'make' as 'price', direction: 'asc' }] }],
        ['a facet on a stored field', { facets: [{ field: 'name' as 'make' }] }],
        ['a backtick in a scope value', { scope: [{ field: 'make', op: '!=', values: ['x` || id:>0'] }] }],
      ];
      it.each(refused)('refuses %s', async (_label, parts) => {
        await expect(search(parts)).rejects.toBeInstanceOf(SearchQueryError);
      });
    });

    describe('updates', () => {
      it('answers an empty index with nothing', async () => {
        const empty = await create();
        const result = await empty.search(
          query({
            text: 'hilux',
            facets: [{ field: 'make' }, { field: 'price' }],
            sort: [{ field: 'price', direction: 'asc' }],
          }),
        );
        expect(result).toMatchObject({ hits: [], found: 0, facets: { make: [], price: [] }, facetStats: {} });
        expect(await empty.size()).toBe(0);
      });

      async function loaded(): Promise<SearchEngine> {
        const fresh = await create();
        await fresh.replaceAll(CONTRACT_DOCS);
        return fresh;
      }

      it('adds a new document and replaces an existing one', async () => {
        const fresh = await loaded();
        await fresh.upsert([
          contractDoc(6, { id: 13, slug: 'cx-5-13', stocknum: 'FC1013' }),
          contractDoc(4, {
            name: '2021 Toyota Yaris Ascent Sport',
            model: 'Yaris',
            make_model: 'Toyota Yaris',
            price: 19990,
          }),
        ]);
        const all = await fresh.search(
          query({ facets: [{ field: 'make' }], sort: [{ field: 'price', direction: 'asc' }] }),
        );
        expect(all.found).toBe(13);
        expect(all.facets.make?.[1]).toEqual({ value: 'Mazda', count: 4 });
        expect(all.hits[0]).toMatchObject({ id: 4, model: 'Yaris', price: 19990 });
        expect(idSet(await fresh.search(query({ text: 'corolla' })))).toEqual([5]);
        expect(idSet(await fresh.search(query({ text: 'yaris' })))).toEqual([4]);
        expect(await fresh.size()).toBe(13);
      });

      it('removes documents and ignores unknown ids', async () => {
        const fresh = await loaded();
        await fresh.remove([5, 999]);
        expect(await fresh.size()).toBe(11);
        expect(idSet(await fresh.search(query({ text: 'corola' })))).toEqual([4]);
        const toyota = await fresh.search(query({ filters: [{ field: 'make', op: '=', values: ['Toyota'] }] }));
        expect(idSet(toyota)).toEqual([1, 2, 3, 4]);
      });

      it('replaces everything', async () => {
        const fresh = await loaded();
        await fresh.replaceAll([contractDoc(9), contractDoc(10), contractDoc(11)]);
        expect(await fresh.size()).toBe(3);
        const result = await fresh.search(query({ facets: [{ field: 'make' }] }));
        expect(ids(result)).toEqual([9, 10, 11]);
        expect(result.facets.make).toEqual([
          { value: 'Ford', count: 2 },
          { value: 'Kia', count: 1 },
        ]);
      });
    });
  });
}
