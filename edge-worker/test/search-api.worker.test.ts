import { env } from 'cloudflare:workers';
import {
  DirectorySearchResponseSchema,
  isCarVisibleOnSite,
  LimitedListResponseSchema,
  RANGE_ATTRIBUTES,
  REFINEMENT_LIST_ATTRIBUTES,
  RELEASE_REGISTRY_KEY,
  type SearchCard,
  type SearchResponse,
  SearchResponseSchema,
  SORT_OPTIONS,
} from '@forecourt/shared';
import {
  SEEK,
  SEEK_DEALERS,
  SEEK_NOW,
  SEEK_VISIBLE_COUNT,
  seedSearchFixtures,
  seekCars,
} from '@forecourt/shared/server-kit/testing/search-fixtures';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { malformedBodies } from './fuzz-cases';
import { gateway, json } from './http';
import { atWindowStart } from './rate-window';
import { testRegistry } from './stand-ins/declarations';

// POST /api/search, /api/search/limited and /api/search/directory inside workerd, through the gateway's
// proxy to mfe-search's real Worker (its embedded engine built from D1): each site sees its own stock
// only, whatever the body says; facets are disjunctive; the site's sorting rule and the price > 0 flag
// hold; typos still find a model; the gateway's limits (body size, the search budget) come first.

beforeAll(async () => {
  await seedSearchFixtures(env);
  // The gateway learns that mfe-search owns /api/search from the release registry.
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
});

const OWN = new Set([SEEK_DEALERS.city.slug, SEEK_DEALERS.west.slug]);

function post(path: string, body: unknown, host = 'seek.localhost', headers: Record<string, string> = {}) {
  return gateway(path, {
    host,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function searchOk(body: unknown, host = 'seek.localhost'): Promise<SearchResponse> {
  const res = await post('/api/search', body, host);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return SearchResponseSchema.parse(await res.json());
}

const ids = (hits: readonly SearchCard[]) => hits.map((hit) => hit.id);
/** The fixture cars the main site shows now, by the shared visibility rule. */
const visibleOnSeek = () => seekCars(SEEK_NOW).filter((car) => isCarVisibleOnSite(car, SEEK, new Date()));
const valuesOf = (response: SearchResponse, attribute: string) =>
  Object.fromEntries((response.facets[attribute] ?? []).map(({ value, count }) => [value, count]));

describe('POST /api/search', () => {
  it('answers the first page of the site’s own cars with facets, stats and pages', async () => {
    const page = await searchOk({});
    expect(page).toMatchObject({ count: SEEK_VISIBLE_COUNT, page: 1, pages: 2, hitsPerPage: 21 });
    expect(page.hits).toHaveLength(21);
    for (const hit of page.hits) expect(OWN.has(hit.dealership_slug)).toBe(true);
    expect(valuesOf(page, 'make')).toEqual({ Toyota: 12, Mazda: 5, Ford: 4, Kia: 3 });
    expect(valuesOf(page, 'dealership_name')).toEqual({ 'Seek City Motors': 13, 'Seek West Autos': 11 });
    expect(valuesOf(page, 'status')).toEqual({ in_stock: 23, sold: 1 });
    // The stats are the site's own: the rival's $1,000 Hiluxes are not in them.
    const prices = visibleOnSeek().map((car) => car.price);
    expect(page.facetStats.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(page.facetStats.seats).toEqual({ min: 2, max: 7 });
    expect(page.ms).toBeGreaterThanOrEqual(0);
  });

  it('pages through every car once, newest first by default', async () => {
    const first = await searchOk({ page: 1 });
    const second = await searchOk({ page: 2 });
    expect(second.hits).toHaveLength(SEEK_VISIBLE_COUNT - 21);
    const all = [...first.hits, ...second.hits];
    expect(new Set(ids(all)).size).toBe(SEEK_VISIBLE_COUNT);
    const created = all.map((hit) => Date.parse(hit.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const past = await searchOk({ page: 3 });
    expect(past).toMatchObject({ hits: [], count: SEEK_VISIBLE_COUNT, page: 3, pages: 2 });
  });

  it('counts a refined facet as if it were not refined (disjunctive)', async () => {
    const toyota = await searchOk({ refinementList: { make: ['Toyota'] } });
    expect(toyota.count).toBe(12);
    expect(valuesOf(toyota, 'make')).toEqual({ Toyota: 12, Mazda: 5, Ford: 4, Kia: 3 });
    expect(valuesOf(toyota, 'model')).toEqual({ Hilux: 7, Corolla: 5 });
    const hilux = await searchOk({ refinementList: { make: ['Toyota'], model: ['Hilux'] } });
    expect(hilux.count).toBe(7);
    expect(valuesOf(hilux, 'model')).toEqual({ Hilux: 7, Corolla: 5 });
    expect(valuesOf(hilux, 'make')).toEqual({ Toyota: 7 });
    expect(valuesOf(hilux, 'colour')).toEqual({ White: 5, Silver: 2 });
  });

  it('filters by the typed refinements and ranges', async () => {
    const sevenSeats = await searchOk({ refinementList: { seats: ['7'] } });
    expect(sevenSeats.hits.every((hit) => hit.model === 'CX-5')).toBe(true);
    expect(sevenSeats.count).toBe(2);
    expect((await searchOk({ refinementList: { certified: ['true'] } })).count).toBe(3);
    expect((await searchOk({ refinementList: { filtered_features: ['Tow Bar'] } })).count).toBe(7);
    expect((await searchOk({ refinementList: { categories: ['Cab Chassis'] } })).count).toBe(11);
    expect(ids((await searchOk({ refinementList: { weekly_price_range: ['150:200'] } })).hits)).toHaveLength(1);
    const band = await searchOk({ refinementList: { price_range: ['20000:30000'] } });
    expect(band.hits.every((hit) => hit.price >= 20_000 && hit.price < 30_000)).toBe(true);
    expect(band.count).toBeGreaterThan(0);
    const ranged = await searchOk({ range: { price: '40000:', km: ':30000' } });
    expect(ranged.hits.every((hit) => hit.price >= 40_000)).toBe(true);
    expect(ranged.facetStats.price?.min).toBe(0);
  });

  it('sorts by price, and puts cars without a price first unless the site asks for price > 0', async () => {
    const ascending = await searchOk({ sortBy: 'Car_production:price:asc' });
    expect(ascending.hits.slice(0, 2).map((hit) => hit.price)).toEqual([0, 0]);
    expect(ascending.count).toBe(SEEK_VISIBLE_COUNT);
    const flagged = await searchOk({ sortBy: 'Car_production:price:asc' }, 'seekflag.localhost');
    expect(flagged.count).toBe(SEEK_VISIBLE_COUNT - 2);
    expect(flagged.hits.every((hit) => hit.price > 0)).toBe(true);
    const prices = flagged.hits.map((hit) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await searchOk({ sortBy: 'Car_production:price:desc' }, 'seekflag.localhost');
    expect(descending.count).toBe(SEEK_VISIBLE_COUNT);
  });

  it('finds a model despite a typo, only among the site’s cars', async () => {
    const typo = await searchOk({ query: 'hilx' });
    expect(typo.count).toBe(7);
    expect(typo.hits.every((hit) => hit.model === 'Hilux' && OWN.has(hit.dealership_slug))).toBe(true);
    const rival = await searchOk({ query: 'hilx' }, 'seekrival.localhost');
    expect(rival.hits.every((hit) => hit.dealership_slug === 'seek-rival')).toBe(true);
    expect(rival.count).toBe(3);
  });

  it('never counts what a used-only site does not show, not even in the car type facet', async () => {
    const used = await searchOk({}, 'seekused.localhost');
    expect(used.count).toBe(2);
    expect(valuesOf(used, 'car_type')).toEqual({ used: 2 });
    const asked = await searchOk({ refinementList: { car_type: ['new', 'demo'] } }, 'seekused.localhost');
    expect(asked.count).toBe(0);
    expect(valuesOf(asked, 'car_type')).toEqual({ used: 2 });
  });

  it('carries what the card actions read: a car with checkout enabled comes back with its payment processor flag', async () => {
    const rangers = await searchOk({ refinementList: { model: ['Ranger'] } });
    expect(rangers.hits).toHaveLength(4);
    for (const hit of rangers.hits) expect(hit.has_payment_processor).toBe(true);
    const reservable = rangers.hits.filter((hit) => !hit.reserved && hit.status === 'in_stock' && hit.price > 0);
    expect(reservable).toHaveLength(3);
    const others = await searchOk({ refinementList: { model: ['Hilux', 'CX-5'] } });
    expect(others.hits.length).toBeGreaterThan(0);
    for (const hit of others.hits) expect(hit.has_payment_processor).toBe(false);
  });

  it('picks up a stock change on the next search', async () => {
    const before = await searchOk({ refinementList: { make: ['Mazda'] } });
    // A copy of one of the site's CX-5s, as a new car.
    await env.DB.prepare(
      `INSERT INTO cars (id, slug, dealership_id, location_id, status, car_type, item_type, make, model, stocknum,
       price, km, year, photos_count, show_on_dealer_website, sold_at, created_at, updated_at, views, doc)
       SELECT 97999, 'seek-cx-5-97999', dealership_id, location_id, status, car_type, item_type, make, model, 'S97999',
       price, km, year, photos_count, show_on_dealer_website, sold_at, created_at, '2099-01-01T00:00:00Z', views,
       json_set(doc, '$.id', 97999, '$.slug', 'seek-cx-5-97999', '$.stocknum', 'S97999') FROM cars WHERE id = ?`,
    )
      .bind(before.hits[0]?.id ?? 0)
      .run();
    try {
      const after = await searchOk({ refinementList: { make: ['Mazda'] } });
      expect(after.count).toBe(before.count + 1);
      expect(ids(after.hits)).toContain(97999);
    } finally {
      await env.DB.prepare('DELETE FROM cars WHERE id = 97999').run();
    }
    expect((await searchOk({ refinementList: { make: ['Mazda'] } })).count).toBe(before.count);
  });
});

describe('POST /api/search never shows another site’s cars', () => {
  const rivalStock = ['RIVAL-0', 'RIVAL-1', 'RIVAL-2'];

  const attempts: [string, unknown][] = [
    ['filter syntax in a value', { refinementList: { make: ['Toyota || dealership_slug:=seek-rival'] } }],
    ['filter syntax with quotes', { refinementList: { make: ['Toyota] || dealership_slug:=[seek-rival'] } }],
    ['the rival’s dealership name', { refinementList: { dealership_name: ['Seek Rival Cars'] } }],
    ['the rival’s colour', { refinementList: { colour: ['Rival Pink'] } }],
    ['filter syntax in the query', { query: 'hilux || dealership_slug:=seek-rival' }],
    ['the rival’s stock number', { query: 'RIVAL-1' }],
    ['a price range around the rival’s prices', { range: { price: '0:2000' }, sortBy: 'Car_production:price:asc' }],
  ];
  it.each(attempts)('answers %s with the site’s own cars only', async (_label, body) => {
    const res = await searchOk(body);
    for (const hit of res.hits) {
      expect(OWN.has(hit.dealership_slug)).toBe(true);
      expect(rivalStock).not.toContain(hit.stocknum);
    }
    expect(
      Object.keys(valuesOf(res, 'dealership_name')).every(
        (name) => name.startsWith('Seek City') || name.startsWith('Seek West'),
      ),
    ).toBe(true);
    expect(valuesOf(res, 'colour')['Rival Pink']).toBeUndefined();
  });

  const refused: [string, unknown, RegExp][] = [
    ['a backtick in a value', { refinementList: { make: ['Toyota` || dealership_slug:=`seek-rival'] } }, /backtick/],
    ['an unknown top-level field', { filters: 'dealership_slug:=seek-rival' }, /filters/],
    ['a scope of its own', { scope: [{ field: 'dealership_slug', op: '=', values: ['seek-rival'] }] }, /scope/],
    ['an unknown refinement', { refinementList: { dealership_slug: ['seek-rival'] } }, /dealership_slug/],
    ['an unknown range', { range: { photos_count: '0:' } }, /photos_count/],
    ['filter syntax in a range', { range: { price: '0:1 || id:>0' } }, /range\.price/],
    ['page 100000', { page: 100_000 }, /page/],
    ['a fractional page', { page: 1.5 }, /page/],
    ['hitsPerPage', { hitsPerPage: 100_000 }, /hitsPerPage/],
    [
      '51 values of one refinement',
      { refinementList: { make: Array.from({ length: 51 }, (_, i) => `M${i}`) } },
      /make/,
    ],
    ['a seats value that is not a number', { refinementList: { seats: ['7 || 1'] } }, /seats/],
    ['an unknown price band', { refinementList: { price_range: ['0:999999999'] } }, /price_range/],
    ['an unknown sort', { sortBy: 'Car_production:dealership_slug:asc' }, /sortBy/],
    ['a query over 200 characters', { query: 'x'.repeat(201) }, /query/],
  ];
  it.each(refused)('refuses %s with a 400 naming it', async (_label, body, named) => {
    const res = await post('/api/search', body);
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer.error).toMatch(named);
  });

  it('refuses a body that is not JSON (400), of another type (415), or over 64 KB (413)', async () => {
    expect((await post('/api/search', '{"refinementList":')).status).toBe(400);
    expect((await post('/api/search', 'make=Toyota', 'seek.localhost', { 'Content-Type': 'text/plain' })).status).toBe(
      415,
    );
    const huge = { query: '', refinementList: { make: ['x'.repeat(70_000)] } };
    expect((await post('/api/search', huge)).status).toBe(413);
  });
});

describe('POST /api/search under fuzzing', () => {
  /** What another site's cars could be asked for by, and filter syntax of every kind. */
  const RIVAL_WORDS = ['seek-rival', 'Seek Rival Cars', 'Rival Pink', 'RIVAL-1', 'Hilux', 'Toyota', '1000'];
  const SYNTAX = ['||', '&&', ':=', ':!=', '[', ']', '(', ')', '`', '*', '..', ',', '\\', '"', "'", ':>0'];
  const word = fc.oneof(
    fc.constantFrom(...RIVAL_WORDS),
    fc
      .array(fc.oneof(fc.constantFrom(...RIVAL_WORDS, ...SYNTAX), fc.string({ maxLength: 8 })), {
        minLength: 1,
        maxLength: 5,
      })
      .map((parts) => parts.join(' ')),
  );
  const rangeSide = fc.oneof(fc.constant(''), fc.integer({ min: -1000, max: 200_000 }).map(String));
  const adversarial = fc.record(
    {
      query: word,
      page: fc.integer({ min: 1, max: 4 }),
      sortBy: fc.constantFrom(...SORT_OPTIONS.map((option) => option.value)),
      refinementList: fc.dictionary(fc.constantFrom(...REFINEMENT_LIST_ATTRIBUTES), fc.array(word, { maxLength: 3 }), {
        maxKeys: 4,
      }),
      range: fc.dictionary(
        fc.constantFrom(...RANGE_ATTRIBUTES),
        fc.tuple(rangeSide, rangeSide).map(([min, max]) => `${min}:${max}`),
        { maxKeys: 2 },
      ),
    },
    { requiredKeys: [] },
  );

  // Each request from a client of its own, so the rate limits never answer in place of the search.
  let client = 0;
  const fresh = () => ({ 'X-Forwarded-For': `search-fuzz-${++client}` });

  /** A 4xx JSON error, or a 200 page holding (and counting) the site's own cars only. */
  async function checkAnswer(res: Response): Promise<void> {
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(429);
    const body = await json(res);
    if (res.status !== 200) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(typeof body.error).toBe('string');
      return;
    }
    const page = SearchResponseSchema.parse(body);
    for (const hit of page.hits) expect(OWN.has(hit.dealership_slug), hit.slug).toBe(true);
    expect(page.count).toBeLessThanOrEqual(SEEK_VISIBLE_COUNT);
    for (const name of Object.keys(valuesOf(page, 'dealership_name'))) expect(name).toMatch(/^Seek (City|West) /);
    expect(valuesOf(page, 'colour')['Rival Pink']).toBeUndefined();
  }

  it('answers adversarial search states with the site’s own stock, or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(adversarial, async (body) =>
        checkAnswer(await post('/api/search', body, 'seek.localhost', fresh())),
      ),
      { seed: 4_2026, numRuns: 150, endOnFailure: true },
    );
  }, 60_000);

  it('answers malformed bodies with a 4xx JSON error, never a 5xx or another site’s car', async () => {
    const valid = {
      query: 'hilux',
      page: 1,
      sortBy: 'Car_production:price:asc',
      refinementList: { make: ['Toyota'] },
      range: { price: '0:100000' },
    };
    await fc.assert(
      fc.asyncProperty(malformedBodies(valid), async (input) => {
        const headers: Record<string, string> = fresh();
        if (input.contentType !== null) headers['Content-Type'] = input.contentType;
        const body = typeof input.payload === 'string' ? new TextEncoder().encode(input.payload) : input.payload;
        await checkAnswer(await gateway('/api/search', { host: 'seek.localhost', method: 'POST', headers, body }));
      }),
      { seed: 2026_4, numRuns: 150, endOnFailure: true },
    );
  }, 60_000);
});

describe('POST /api/search/limited', () => {
  it('answers the first cars of a filtered, sorted list', async () => {
    const res = await post('/api/search/limited', {
      search_filters: { refinementList: { make: ['Mazda'] }, sortBy: 'Car_production:price:desc' },
      limit: 3,
    });
    expect(res.status).toBe(200);
    const list = LimitedListResponseSchema.parse(await res.json());
    expect(list.count).toBe(5);
    expect(list.hits).toHaveLength(3);
    const prices = list.hits.map((hit) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(list.hits.every((hit) => hit.make === 'Mazda' && OWN.has(hit.dealership_slug))).toBe(true);
  });

  it('keeps to the site’s stock and refuses what it does not take', async () => {
    const rival = await post('/api/search/limited', { search_filters: { query: 'RIVAL' }, limit: 50 });
    expect(LimitedListResponseSchema.parse(await rival.json()).hits).toEqual([]);
    for (const body of [
      { search_filters: {}, limit: 10_000 },
      { search_filters: {}, limit: 0 },
      { search_filters: { page: 2 }, limit: 5 },
      { search_filters: 'dealership_slug:=seek-rival', limit: 5 },
      { search_filters: {}, limit: 5, offset: 40 },
    ]) {
      const res = await post('/api/search/limited', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /api/search/directory', () => {
  async function directory(body: unknown) {
    const res = await post('/api/search/directory', body);
    expect(res.status).toBe(200);
    return DirectorySearchResponseSchema.parse(await res.json());
  }

  it('lists catalogue models by make and body, with disjunctive counts', async () => {
    const utes = await directory({ 'manufacturer.name': ['Toyota', 'Ford'], 'model.body': ['Ute'] });
    expect(utes.hits.map((hit) => `${hit.manufacturer.name} ${hit.name}`)).toEqual(['Ford Ranger', 'Toyota Hilux']);
    expect(utes).toMatchObject({ count: 2, offset: 0, hitsPerPage: 21 });
    expect(utes.facets['manufacturer.name']).toContainEqual({ value: 'Toyota', count: 1 });
    expect(utes.facets['model.body']).toContainEqual({ value: 'SUV', count: 1 });
    expect(utes.hits[1]?.manufacturer).toMatchObject({ slug: 'toyota', logo: { url: '/media/v1/logo/toyota.svg' } });
  });

  it('searches make and model names, and pages by offset', async () => {
    expect((await directory({ query: 'cx' })).hits.map((hit) => hit.name)).toEqual(['CX-5']);
    const toyota = await directory({ 'manufacturer.name': ['Toyota'], offset: 2 });
    expect(toyota.hits.map((hit) => hit.name)).toEqual(['RAV4']);
    expect(toyota.count).toBe(3);
  });

  it('refuses unknown fields and bad offsets', async () => {
    for (const body of [{ manufacturer: 'Toyota' }, { offset: -1 }, { offset: 'x' }, { 'model.body': 'Ute' }]) {
      expect((await post('/api/search/directory', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the search rate limit', () => {
  it('spends the site’s search budget per client', async () => {
    await atWindowStart();
    const client = { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/api/search', {}, 'seeklimit.localhost', client)).status);
    expect(statuses).toEqual([200, 200, 429]);
  }, 20_000);
});
