import { describe, expect, it } from 'vitest';
import { CONTRACT_DOCS, contractDoc } from '../contract-fixture';
import { toSearchHit } from '../document';
import { SearchQueryError } from '../query';
import { TypesenseError } from './client';
import { createTypesenseSearchEngine, IMPORT_BATCH_SIZE } from './engine';
import { planMultiSearch } from './multi-search';
import { toTypesenseDocument, typesenseCollectionSchema } from './schema';

// The engine's REST calls against a fake fetch: what it sends (paths, headers, bodies) and how it reads
// the answers, for every SearchEngine method. The contract suite runs against a real server in
// contract.test.ts when TYPESENSE_URL is set.

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

type Answer = { status?: number; json?: unknown; text?: string };

/** A fake fetch that records each call and answers with the first route whose test matches. */
function fakeTypesense(routes: [(call: Call) => boolean, (call: Call) => Answer][]) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: init?.body === undefined ? undefined : String(init.body),
    };
    calls.push(call);
    const route = routes.find(([test]) => test(call));
    if (route === undefined) return Response.json({ message: 'Not Found' }, { status: 404 });
    const answer = route[1](call);
    const body = answer.text ?? JSON.stringify(answer.json ?? {});
    return new Response(body, { status: answer.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const is = (method: string, path: RegExp) => (call: Call) => call.method === method && path.test(call.url.pathname);
const allImported = (call: Call): Answer => ({
  text: (call.body ?? '')
    .split('\n')
    .map(() => '{"success":true}')
    .join('\n'),
});

function engineWith(routes: Parameters<typeof fakeTypesense>[0]) {
  const server = fakeTypesense(routes);
  const engine = createTypesenseSearchEngine({
    url: 'http://typesense.test:8108/',
    apiKey: 'admin-key',
    collection: 'cars',
    fetch: server.fetch,
  });
  return { engine, calls: server.calls };
}

describe('TypesenseSearchEngine.search', () => {
  it('posts the planned multi_search with the API key and reads the answer', async () => {
    const query = {
      filters: [{ field: 'make', op: '=', values: ['Toyota'] } as const],
      facets: [{ field: 'make' } as const],
      sort: [],
      offset: 0,
      limit: 1,
    };
    const { engine, calls } = engineWith([
      [
        is('POST', /^\/multi_search$/),
        () => ({
          json: {
            results: [
              { found: 5, hits: [{ document: toTypesenseDocument(contractDoc(1)) }] },
              { found: 12, facet_counts: [{ field_name: 'make', counts: [{ value: 'Toyota', count: 5 }] }] },
            ],
          },
        }),
      ],
    ]);
    const result = await engine.search(query);
    expect(result).toMatchObject({
      found: 5,
      hits: [toSearchHit(contractDoc(1))],
      facets: { make: [{ value: 'Toyota', count: 5 }] },
    });
    expect(result.searchTimeMs).toBeGreaterThanOrEqual(0);
    expect(calls).toHaveLength(1);
    const [call] = calls as [Call];
    expect(call.url.toString()).toBe('http://typesense.test:8108/multi_search');
    expect(call.headers.get('X-TYPESENSE-API-KEY')).toBe('admin-key');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(call.body ?? '')).toEqual(planMultiSearch(query, 'cars').body);
  });

  it('refuses a query no engine runs before calling the server', async () => {
    const { engine, calls } = engineWith([]);
    await expect(
      engine.search({
        filters: [{ field: 'make', op: '=', values: ['a` || id:>0'] }],
        facets: [],
        sort: [],
        offset: 0,
        limit: 1,
      }),
    ).rejects.toBeInstanceOf(SearchQueryError);
    expect(calls).toEqual([]);
  });

  it('turns an error status into a TypesenseError naming the call', async () => {
    const { engine } = engineWith([
      [is('POST', /^\/multi_search$/), () => ({ status: 503, json: { message: 'Not Ready' } })],
    ]);
    const failure = engine.search({ filters: [], facets: [], sort: [], offset: 0, limit: 1 });
    await expect(failure).rejects.toBeInstanceOf(TypesenseError);
    await expect(failure).rejects.toThrow('Typesense POST /multi_search: 503 Not Ready');
  });
});

describe('TypesenseSearchEngine.replaceAll', () => {
  it('builds a new collection in JSONL batches, then swaps the alias and drops the old one', async () => {
    const { engine, calls } = engineWith([
      [is('GET', /^\/aliases\/cars$/), () => ({ json: { name: 'cars', collection_name: 'cars_old' } })],
      [is('POST', /^\/collections$/), (call) => ({ json: JSON.parse(call.body ?? '') })],
      [is('POST', /^\/collections\/[^/]+\/documents\/import$/), allImported],
      [is('PUT', /^\/aliases\/cars$/), (call) => ({ json: JSON.parse(call.body ?? '') })],
      [is('DELETE', /^\/collections\/cars_old$/), () => ({ json: {} })],
    ]);
    const docs = Array.from({ length: IMPORT_BATCH_SIZE + 2 }, (_, i) => contractDoc((i % 12) + 1, { id: i + 1 }));
    await engine.replaceAll(docs);

    const steps = calls.map((call) => `${call.method} ${call.url.pathname}`);
    const created = JSON.parse(calls[1]?.body ?? '{}') as { name: string };
    expect(created.name).toMatch(/^cars_\d+_[0-9a-f]{8}$/);
    expect(created).toEqual(typesenseCollectionSchema(created.name));
    expect(steps).toEqual([
      'GET /aliases/cars',
      'POST /collections',
      `POST /collections/${created.name}/documents/import`,
      `POST /collections/${created.name}/documents/import`,
      'PUT /aliases/cars',
      'DELETE /collections/cars_old',
    ]);
    const [first, second] = calls.filter((call) => call.url.pathname.endsWith('/import'));
    expect(first?.url.searchParams.get('action')).toBe('upsert');
    expect(first?.headers.get('Content-Type')).toBe('text/plain');
    expect(first?.body?.split('\n')).toHaveLength(IMPORT_BATCH_SIZE);
    expect(second?.body?.split('\n').map((line) => JSON.parse(line))).toEqual(
      docs.slice(IMPORT_BATCH_SIZE).map(toTypesenseDocument),
    );
    expect(JSON.parse(calls[4]?.body ?? '')).toEqual({ collection_name: created.name });
  });

  it('drops the half-built collection and keeps the alias when a document is refused', async () => {
    const { engine, calls } = engineWith([
      [is('GET', /^\/aliases\/cars$/), () => ({ status: 404, json: { message: 'Not Found' } })],
      [is('POST', /^\/collections$/), (call) => ({ json: JSON.parse(call.body ?? '') })],
      [
        is('POST', /\/documents\/import$/),
        () => ({ text: '{"success":true}\n{"success":false,"error":"Field `year` must be an int64."}' }),
      ],
      [is('DELETE', /^\/collections\/cars_/), () => ({ json: {} })],
    ]);
    await expect(engine.replaceAll([contractDoc(1), contractDoc(2)])).rejects.toThrow(
      /car 2: Field `year` must be an int64/,
    );
    const steps = calls.map((call) => call.method);
    expect(steps).toEqual(['GET', 'POST', 'POST', 'DELETE']);
  });
});

describe('TypesenseSearchEngine updates and size', () => {
  it('upserts through the alias, deletes by car_id and counts the collection', async () => {
    const { engine, calls } = engineWith([
      [is('POST', /^\/collections\/cars\/documents\/import$/), allImported],
      [is('DELETE', /^\/collections\/cars\/documents$/), () => ({ json: { num_deleted: 2 } })],
      [is('GET', /^\/collections\/cars$/), () => ({ json: { name: 'cars_1', num_documents: 12 } })],
    ]);
    await engine.upsert(CONTRACT_DOCS.slice(0, 3));
    await engine.remove([5, 999]);
    await engine.remove([]);
    expect(await engine.size()).toBe(12);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /collections/cars/documents/import',
      'DELETE /collections/cars/documents',
      'GET /collections/cars',
    ]);
    expect(calls[1]?.url.searchParams.get('filter_by')).toBe('car_id:[5,999]');
  });

  it('makes an empty collection behind the alias only when there is none', async () => {
    let alias: string | null = null;
    const { engine, calls } = engineWith([
      [
        is('GET', /^\/aliases\/cars$/),
        () => (alias === null ? { status: 404, json: { message: 'Not Found' } } : { json: { collection_name: alias } }),
      ],
      [is('POST', /^\/collections$/), (call) => ({ json: JSON.parse(call.body ?? '') })],
      [
        is('PUT', /^\/aliases\/cars$/),
        (call) => {
          alias = (JSON.parse(call.body ?? '') as { collection_name: string }).collection_name;
          return { json: {} };
        },
      ],
    ]);
    await engine.ensureCollection();
    await engine.ensureCollection();
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST', 'PUT', 'GET']);
  });
});
