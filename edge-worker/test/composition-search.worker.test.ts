import { env } from 'cloudflare:workers';
import { IslandPayloadSchema } from '@forecourt/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { KILO_FRAGMENT_TENANT, seedComposition, standInStats } from './composition-fixtures';
import { gateway } from './http';
import { SEARCH_STAND_IN } from './stand-ins/releases';

// The search pages: the gateway routes /search and every /search/… form to mfe-search's SearchPage
// fragment with the path's segments and the URL's query, and streams the composed document. The site is
// on mfe-search's canary, a stand-in Worker here (vitest.worker.config.ts; its stable Worker is the real
// stock search, which other tests read through its RPC).

const CANARY = SEARCH_STAND_IN.channels.canary.version;

beforeAll(async () => {
  await seedComposition(env);
  await standInStats(env.MFE_SEARCH_CANARY);
});

/** The page's island payload. */
function payloadOf(html: string) {
  const script = /<script type="application\/json" data-fc-island-data="fc-search-page"[^>]*>(.*?)<\/script>/s.exec(
    html,
  );
  return IslandPayloadSchema.parse(JSON.parse(script?.[1] ?? 'null'));
}

interface EchoedRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  tenant: Record<string, unknown>;
  islandId: string;
}

describe('a search page (/search/used-cars)', () => {
  it('is composed from mfe-search’s SearchPage fragment, with the route’s segment and the URL’s query', async () => {
    const res = await gateway(
      '/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota&range[price]=10000:50000&page=2',
      { host: 'kilo.localhost' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toMatch(
      /^fc-search-page;dur=[\d.]+;desc="mfe_search 2\.1\.0-canary \(canary\)", d1;dur=[\d.]+;desc="0 queries"$/,
    );
    const html = await res.text();
    expect(html).toContain('<div id="fc-search-page" data-fc-island="mfe_search/SearchPage" data-fc-hydrate="idle">');
    expect(html).toContain(`<h1>Search used-cars</h1>`);
    expect(html).toContain('<title>Search used-cars | Kilo Motors</title>');

    const payload = payloadOf(html);
    expect(payload.remote).toEqual({
      name: 'mfe_search',
      version: CANARY,
      manifestUrl: `/_mf/mfe_search/${CANARY}/mf-manifest.json`,
    });
    const request = (payload.data as { request: EchoedRequest }).request;
    expect(request).toEqual({
      params: { via: 'search', first: 'used-cars' },
      query: { 'refinementList[make][0]': 'Toyota', 'range[price]': '10000:50000', page: '2' },
      tenant: { ...KILO_FRAGMENT_TENANT, origin: 'http://kilo.localhost' },
      islandId: 'fc-search-page',
    });
    // The island hydrates when idle (mfe-search/remote.ts): nothing of its build is announced in <head>,
    // neither its manifest nor its scripts; the island's loader fetches them when the trigger fires.
    expect(html).not.toContain(`<link rel="preload" href="/_mf/mfe_search/${CANARY}/mf-manifest.json"`);
    expect(html).not.toContain(SEARCH_STAND_IN.chunk);
  });

  it.each([
    ['/search', { via: 'search' }],
    ['/search/toyota', { via: 'search', first: 'toyota' }],
    ['/search/toyota/hilux', { via: 'search', first: 'toyota', second: 'hilux' }],
    ['/search/new-used-and-demo-cars', { via: 'search', first: 'new-used-and-demo-cars' }],
    // The /used-car/… variant (spec: 001 §2) reaches the same page; the remote says which sites have it.
    ['/used-car/toyota', { via: 'used-car', first: 'toyota' }],
  ])('routes %s with params %j', async (path, params) => {
    const res = await gateway(path, { host: 'kilo.localhost' });
    expect(res.status).toBe(200);
    const request = (payloadOf(await res.text()).data as { request: EchoedRequest }).request;
    expect(request.params).toEqual(params);
  });

  it('answers the remote’s 404 (no such page on this site) with the 404 page', async () => {
    const res = await gateway('/search/gone-ferrari', { host: 'kilo.localhost' });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('data-fc-island=');
  });

  it('answers paths that are no search route with a 404, without asking the remote', async () => {
    const before = await standInStats(env.MFE_SEARCH_CANARY);
    for (const path of ['/search/a/b/c', '/search/%3Cscript%3E', '/search/..%2F..']) {
      const res = await gateway(path, { host: 'kilo.localhost' });
      expect(res.status, path).toBe(404);
    }
    expect((await standInStats(env.MFE_SEARCH_CANARY)).fragments).toBe(before.fragments);
  });
});
