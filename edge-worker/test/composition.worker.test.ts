import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { dealerBucket, IslandPayloadSchema, type ReleaseRegistry } from '@forecourt/shared';
import { FRAGMENT_FALLBACK_TEXT } from '@forecourt/shell';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTableFor } from '../src/composition/route-table';
import { createApp } from '../src/index';
import { ECHO_FRAGMENT_TENANT, seedComposition, standInStats, withRegistry } from './composition-fixtures';
import { gateway } from './http';
import { testRegistry } from './stand-ins/declarations';
import { STAND_IN_CHUNK } from './stand-ins/releases';

// Composed pages: the gateway resolves the site's release of each remote, asks the stand-in fragment
// Workers (vitest.worker.config.ts) for the page's fragments and streams one document. FRAGMENT_TIMEOUT_MS
// is 500 in these tests.

const TIMEOUT_MS = 500;

beforeAll(async () => {
  await seedComposition(env);
  // Start both stand-ins, so no test pays their start-up.
  await Promise.all([standInStats(env.MFE_VEHICLE), standInStats(env.MFE_VEHICLE_CANARY)]);
});
afterEach(() => vi.restoreAllMocks());

function nonceOf(res: Response): string {
  const match = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '');
  if (!match?.[1]) throw new Error('no nonce in the CSP');
  return match[1];
}

/** The islands and their data scripts in a page. */
function islandsOf(html: string) {
  const islands = [...html.matchAll(/<div id="([^"]+)" data-fc-island="([^"]+)" data-fc-hydrate="([^"]+)">/g)].map(
    (m) => ({ id: m[1], module: m[2], trigger: m[3] }),
  );
  const scripts = [
    ...html.matchAll(
      /<script type="application\/json" data-fc-island-data="([^"]+)" nonce="([^"]+)">(.*?)<\/script>/gs,
    ),
  ].map((m) => ({ id: m[1], nonce: m[2], payload: IslandPayloadSchema.parse(JSON.parse(m[3] ?? '')) }));
  return { islands, scripts };
}

function payloadData(html: string): Record<string, unknown> {
  return islandsOf(html).scripts[0]?.payload.data as Record<string, unknown>;
}

/** Silences the expected error log lines and returns them. */
function captureErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => spy.mock.calls.map((call) => String(call[0]));
}

async function composeWith(
  path: string,
  bindings: typeof env,
  host = 'echo.localhost',
  app = createApp(),
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://${host}${path}`), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The `<link>` preloads in a page's head, as `rel href [fetchpriority]`, checking each carries the nonce. */
function preloadsOf(html: string, nonce: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="(preload|modulepreload)" href="([^"]+)"([^>]*)\/>/g)].map((m) => {
    expect(m[3]).toContain(`nonce="${nonce}"`);
    const priority = /fetchpriority="([a-z]+)"/i.exec(m[3] ?? '')?.[1];
    return [m[1], m[2], priority].filter(Boolean).join(' ');
  });
}

describe('a composed page (/cars/:slug)', () => {
  it("streams one document with the fragment's HTML, one island and its nonced data script", async () => {
    const res = await gateway('/cars/hilux-sr5', { host: 'echo.localhost' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const nonce = nonceOf(res);
    const html = await res.text();

    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('Echo Motors');
    expect(html).toContain('<article class="stand-in" data-version="1.0.0"><h1>Car hilux-sr5</h1>');

    const { islands, scripts } = islandsOf(html);
    expect(islands).toEqual([{ id: 'fc-vehicle-page', module: 'mfe_vehicle/VehiclePage', trigger: 'load' }]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.id).toBe('fc-vehicle-page');
    expect(scripts[0]?.nonce).toBe(nonce);
    expect(scripts[0]?.payload).toMatchObject({
      module: 'mfe_vehicle/VehiclePage',
      remote: { name: 'mfe_vehicle', version: '1.0.0', manifestUrl: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json' },
      data: { slug: 'hilux-sr5', version: '1.0.0', note: '</script><!--' },
    });
    // The data script follows the island element; it is not inside it.
    expect(html).toMatch(/<\/article><\/div><script type="application\/json" data-fc-island-data="fc-vehicle-page"/);
    // Every inline script and style carries this response's nonce.
    expect(html).not.toMatch(/<(?:script|style)\b(?![^>]*\bnonce=)(?![^>]*\bsrc=)[^>]*>/);
  });

  it('asks the remote with the FragmentRequest, the one place the tenant travels in', async () => {
    const html = await (
      await gateway('/cars/hilux-sr5?finance=weekly&tab=a&tab=specs', { host: 'Echo.localhost:8787' })
    ).text();
    const data = payloadData(html);
    expect(data.request).toEqual({
      params: { slug: 'hilux-sr5' },
      query: { finance: 'weekly', tab: 'specs' },
      // The site's origin for absolute links: the request's, since ECHO names no canonical origin.
      tenant: { ...ECHO_FRAGMENT_TENANT, origin: 'http://echo.localhost:8787' },
      islandId: 'fc-vehicle-page',
    });
    expect(data.tenantHeader).toBeNull();
  });

  it("takes the title and description from the fragment's head, and preloads its build and images", async () => {
    const res = await gateway('/cars/ranger-xlt', { host: 'echo.localhost' });
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Car ranger-xlt | Echo Motors</title>');
    expect(head).toContain('<meta name="description" content="Details of car ranger-xlt"/>');
    // Stylesheets first: the shell's, then the fragment's build's own, before any script.
    // (The shell's under the name the build gave it, hashed, or its plain name where no build is there.)
    expect(head).toMatch(
      /<link rel="stylesheet" href="\/assets\/styles(\.[0-9a-f]{8})?\.css" data-precedence="shell"\/><link rel="stylesheet" href="\/_mf\/mfe_vehicle\/1\.0\.0\/styles\.stable\.css" data-precedence="remote"\/>/,
    );
    expect(head.indexOf('/_mf/mfe_vehicle/1.0.0/styles.stable.css')).toBeLessThan(head.search(/<script/));
    // Nothing of the build competes with the stylesheets and the hero: the island's loader fetches its
    // remoteEntry.js (no manifest: the shell registers remotes by their entry).
    expect(head).not.toContain('mf-manifest.json');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain(STAND_IN_CHUNK);
    expect(head).toMatch(/<link rel="preload" href="\/media\/v1\/cars\/ranger-xlt\/hero\.svg" as="image"/);
    expect(html).not.toContain('images.example.com');
    // The fragment's duration, then the page's own D1 figures (the stand-in calls no API, so passes none on).
    expect(res.headers.get('server-timing')).toMatch(
      /^fc-vehicle-page;dur=[\d.]+;desc="mfe_vehicle 1\.0\.0 \(stable\)", fc-finance-calculator;dur=[\d.]+;desc="[^"]+", d1;dur=[\d.]+;desc="0 queries"$/,
    );
  });

  it('renders two sites pinned to different channels with different builds, side by side', async () => {
    const [echo, foxtrot] = await Promise.all([
      gateway('/cars/hilux-sr5', { host: 'echo.localhost' }),
      gateway('/cars/hilux-sr5', { host: 'foxtrot.localhost' }),
    ]);
    const [echoHtml, foxtrotHtml] = await Promise.all([echo.text(), foxtrot.text()]);

    expect(echoHtml).toContain('data-version="1.0.0"');
    expect(islandsOf(echoHtml).scripts[0]?.payload.remote.version).toBe('1.0.0');
    expect(echoHtml).toContain('/_mf/mfe_vehicle/1.0.0/styles.stable.css');
    expect(echoHtml).not.toContain('1.1.0-canary');

    expect(foxtrotHtml).toContain('data-version="1.1.0-canary"');
    expect(islandsOf(foxtrotHtml).scripts[0]?.payload.remote).toEqual({
      name: 'mfe_vehicle',
      version: '1.1.0-canary',
      manifestUrl: '/_mf/mfe_vehicle/1.1.0-canary/mf-manifest.json',
    });
    expect(payloadData(foxtrotHtml).channel).toBe('canary');
    expect(foxtrotHtml).toContain('href="/_mf/mfe_vehicle/1.1.0-canary/styles.canary.css"');
    expect(foxtrotHtml).not.toContain('/_mf/mfe_vehicle/1.0.0/');
    expect(foxtrot.headers.get('server-timing')).toContain('desc="mfe_vehicle 1.1.0-canary (canary)"');
  });

  it("links the pinned build's own stylesheet, whose styles only that build serves", async () => {
    const [echoHtml = '', foxtrotHtml = ''] = await Promise.all(
      ['echo', 'foxtrot'].map(async (site) => (await gateway('/cars/hilux-sr5', { host: `${site}.localhost` })).text()),
    );
    // The shell's stylesheet by whichever name the build gave it (hashed, or plain with no build there).
    const stylesheetsOf = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) =>
        (match[1] ?? '').replace(/^\/assets\/styles\.[0-9a-f]{8}\.css$/, '/assets/styles.css'),
      );
    expect(stylesheetsOf(echoHtml)).toEqual(['/assets/styles.css', '/_mf/mfe_vehicle/1.0.0/styles.stable.css']);
    expect(stylesheetsOf(foxtrotHtml)).toEqual([
      '/assets/styles.css',
      '/_mf/mfe_vehicle/1.1.0-canary/styles.canary.css',
    ]);
    // Served through the gateway from each channel's Worker: the canary's CSS is its own.
    const [stableCss, canaryCss] = await Promise.all(
      ['/_mf/mfe_vehicle/1.0.0/styles.stable.css', '/_mf/mfe_vehicle/1.1.0-canary/styles.canary.css'].map(
        async (path) => {
          const res = await gateway(path, { host: 'echo.localhost' });
          expect(res.status).toBe(200);
          return res.text();
        },
      ),
    );
    expect(canaryCss).toContain('"1.1.0-canary"');
    expect(stableCss).not.toContain('canary');
  });

  it('links no stylesheet a fragment names outside its own build', async () => {
    const html = await (await gateway('/cars/foreign-style-hilux', { host: 'echo.localhost' })).text();
    expect(html).toContain('/_mf/mfe_vehicle/1.0.0/styles.stable.css');
    expect(html).not.toContain('mfe_other');
  });

  it('uses stable, with a warning, when the pinned version is not served', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await (await gateway('/cars/hilux-sr5', { host: 'golf.localhost' })).text();
    expect(islandsOf(html).scripts[0]?.payload.remote.version).toBe('1.0.0');
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toContain('release pin not served');
  });

  it("renders without reading the build's manifest (the browser's loader reads it)", async () => {
    const app = createApp();
    const before = await standInStats(env.MFE_VEHICLE_CANARY);
    for (const slug of ['a-one', 'a-two']) {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`http://foxtrot.localhost/cars/${slug}`), env, ctx);
      expect(await res.text()).toContain('/_mf/mfe_vehicle/1.1.0-canary/mf-manifest.json');
    }
    const after = await standInStats(env.MFE_VEHICLE_CANARY);
    expect(after.manifests - before.manifests).toBe(0);
    expect(after.fragments - before.fragments).toBe(2);
  });
});

describe("a remote's rollout in the registry (issue 29)", () => {
  /** The registry with mfe_vehicle's canary rolled out to the dealers named and a share of the others. */
  function rolledOut(dealers: Record<string, 'stable' | 'canary'>, canaryPercent: number): ReleaseRegistry {
    const base = testRegistry();
    const vehicle = base.remotes.mfe_vehicle;
    if (!vehicle) throw new Error('no mfe_vehicle in the test registry');
    return { remotes: { ...base.remotes, mfe_vehicle: { ...vehicle, rollout: { dealers, canaryPercent } } } };
  }
  const versionOn = async (registry: ReleaseRegistry, host: string) => {
    const res = await composeWith('/cars/hilux-sr5', { ...env, TENANTS: withRegistry(env.TENANTS, registry) }, host);
    return /data-version="([^"]+)"/.exec(await res.text())?.[1];
  };

  it("puts the dealers it names on the canary, a share of the others by their fixed bucket, and keeps a dealer's own pin", async () => {
    // The finance calculator beside the car has no Worker of its own here: its fallback's log is not this test's.
    captureErrors();
    expect(await versionOn(rolledOut({ echo: 'canary' }, 0), 'echo.localhost')).toBe('1.1.0-canary');
    expect(await versionOn(rolledOut({}, 0), 'echo.localhost')).toBe('1.0.0');
    expect(await versionOn(rolledOut({}, 100), 'echo.localhost')).toBe('1.1.0-canary');
    // foxtrot's own config pins the canary: a rollout naming it for stable does not move it.
    expect(await versionOn(rolledOut({ foxtrot: 'stable' }, 0), 'foxtrot.localhost')).toBe('1.1.0-canary');
    const share = dealerBucket('mfe_vehicle', 'echo') + 1;
    expect(await versionOn(rolledOut({}, share), 'echo.localhost')).toBe('1.1.0-canary');
    expect(await versionOn(rolledOut({}, share - 1), 'echo.localhost')).toBe('1.0.0');
  });
});

describe("a composed page's preloads", () => {
  it('announces the hero, and nothing of the build', async () => {
    const res = await composeWith('/cars/hilux-sr5', env);
    expect(res.status).toBe(200);
    expect(preloadsOf(await res.text(), nonceOf(res))).toEqual(['preload /media/v1/cars/hilux-sr5/hero.svg high']);
  });

  it('preloads no script for a page without an island: not found, or its fragment failed', async () => {
    const gone = await composeWith('/cars/gone-2019-mazda-3', env);
    expect(gone.status).toBe(404);
    expect(preloadsOf(await gone.text(), nonceOf(gone))).toEqual([]);

    captureErrors();
    const failed = await composeWith('/cars/error-car', env);
    expect(failed.status).toBe(503);
    const html = await failed.text();
    expect(preloadsOf(html, nonceOf(failed))).toEqual([]);
    expect(html).not.toContain('/assets/shell/islands.js');
  });
});

describe('when the primary fragment says its car is not here', () => {
  it("answers the site's 404 page, with no island", async () => {
    const res = await gateway('/cars/gone-2019-mazda-3', { host: 'echo.localhost' });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('We can&#x27;t find that page');
    expect(html).toContain('<code>/cars/gone-2019-mazda-3</code>');
    expect(html).not.toContain('data-fc-island');
    expect(html).not.toContain('rel="modulepreload"');
    expect(res.headers.get('server-timing')).toMatch(/^fc-vehicle-page;dur=/);
  });

  it('answers 404 for a malformed slug without asking the remote', async () => {
    const before = await standInStats(env.MFE_VEHICLE);
    const res = await gateway('/cars/%3Cscript%3E', { host: 'echo.localhost' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('We can&#x27;t find that page');
    expect((await standInStats(env.MFE_VEHICLE)).fragments).toBe(before.fragments);
  });
});

describe('when the primary fragment redirects', () => {
  it('answers its redirect, with the Server-Timing, and no document', async () => {
    const res = await gateway('/cars/moved-gwm', { host: 'echo.localhost', redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/search/gwm');
    expect(res.headers.get('server-timing')).toMatch(/^fc-vehicle-page;dur=/);
    expect(await res.text()).not.toContain('<html');
  });

  it('refuses a redirect off the site: the page is the fallback, logged', async () => {
    const errors = captureErrors();
    const res = await gateway('/cars/offsite-x', { host: 'echo.localhost' });
    expect(res.status).toBe(503);
    expect(res.headers.get('location')).toBeNull();
    expect(errors().join('\n')).toContain('redirect.location');
  });
});

describe('when a fragment fails', () => {
  const fallbackText = FRAGMENT_FALLBACK_TEXT.replace("'", '&#x27;');

  async function expectFallbackPage(res: Response): Promise<string> {
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain(fallbackText);
    expect(html).toContain('<section id="fc-vehicle-page"');
    expect(html).toMatch(/<h1 id="fc-vehicle-page-fallback-title"/);
    expect(html).toContain('<title>Car details | Echo Motors</title>');
    expect(html).not.toContain('data-fc-island');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('Echo Motors'); // the chrome is there
    return html;
  }

  it('renders the fallback in its place for a remote that errors (503, Retry-After, logged)', async () => {
    const errors = captureErrors();
    const res = await gateway('/cars/error-car', { host: 'echo.localhost' });
    await expectFallbackPage(res);
    expect(res.headers.get('server-timing')).toMatch(
      /^fc-vehicle-page;dur=[\d.]+;desc="fallback", fc-finance-calculator;dur=[\d.]+;desc="[^"]+", d1;dur=[\d.]+;desc="0 queries"$/,
    );
    const logged = errors().join('\n');
    expect(logged).toContain('fragment failed; using its fallback');
    expect(logged).toContain('answered HTTP 500');
  });

  it('answers within the timeout when the remote hangs', async () => {
    const errors = captureErrors();
    const started = Date.now();
    const res = await gateway('/cars/hang-car', { host: 'echo.localhost' });
    await expectFallbackPage(res);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1000);
    expect(errors().join('\n')).toContain(`timed out after ${TIMEOUT_MS} ms`);
  });

  it('refuses a body that is not JSON, or a fragment from another remote', async () => {
    const errors = captureErrors();
    await expectFallbackPage(await gateway('/cars/garbled-car', { host: 'echo.localhost' }));
    await expectFallbackPage(await gateway('/cars/impostor-car', { host: 'echo.localhost' }));
    const logged = errors().join('\n');
    expect(logged).toContain('not JSON');
    expect(logged).toContain('answered as remote mfe_impostor');
  });

  it('answers 503 with the fallback when the release registry is missing or invalid (no route is known), and logs it', async () => {
    for (const registry of [null, '{"remotes": 3}', 'not json']) {
      const errors = captureErrors();
      const res = await composeWith('/cars/hilux-sr5', { ...env, TENANTS: withRegistry(env.TENANTS, registry) });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      const html = await res.text();
      expect(html).toContain(fallbackText);
      expect(html).not.toContain('data-fc-island');
      expect(errors().join('\n')).toMatch(/release registry (missing|invalid)/);
      vi.restoreAllMocks();
    }
  });

  it('renders the fallback when the remote has no binding in this Worker', async () => {
    const errors = captureErrors();
    const { MFE_VEHICLE: _stable, ...withoutStable } = env;
    await expectFallbackPage(await composeWith('/cars/hilux-sr5', withoutStable as typeof env));
    expect(errors().join('\n')).toContain('no-binding');
  });
});

describe('a page every shopper sees the same', () => {
  const fragmentsServed = async () => (await standInStats(env.MFE_VEHICLE)).fragments;
  /** The car page's second fragment (the real mfe-finance Worker here has no assets): one that may be shared. */
  const sharedFinance = {
    fetch: async () =>
      new Response(
        JSON.stringify({
          html: '<p>Finance</p>',
          data: null,
          module: null,
          remote: { name: 'mfe_finance', version: '0.1.0', manifestUrl: '/_mf/mfe_finance/0.1.0/mf-manifest.json' },
          status: 200,
          head: null,
        }),
        {
          headers: {
            'Content-Type': 'application/json',
            'Cache-Control': 'public, max-age=30, stale-while-revalidate=120',
          },
        },
      ),
  };
  const bindings = { ...env, MFE_FINANCE: sharedFinance } as unknown as typeof env;
  const view = (path: string, app: ReturnType<typeof createApp>) => composeWith(path, bindings, 'echo.localhost', app);

  afterEach(() => vi.useRealTimers());

  it('is made once while fresh, each answer with its own nonce, then served stale once while it is made again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T00:00:00Z'));
    const app = createApp();
    const before = await fragmentsServed();
    const first = await view('/cars/shared-hilux', app);
    const firstHtml = await first.text();
    const second = await view('/cars/shared-hilux', app);
    const secondHtml = await second.text();
    expect(await fragmentsServed()).toBe(before + 1);
    expect(second.headers.get('server-timing')).toContain('page-cache;desc="fresh"');
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondHtml).toBe(firstHtml.replaceAll(nonceOf(first), nonceOf(second)));
    expect(secondHtml).not.toContain(nonceOf(first));

    // The page's window is its narrowest fragment's (2 s fresh, 8 s stale), not the finance one's.
    vi.setSystemTime(new Date('2026-11-28T00:00:03Z'));
    const stale = await view('/cars/shared-hilux', app);
    expect(stale.headers.get('server-timing')).toContain('page-cache;desc="stale"');
    expect(await fragmentsServed()).toBe(before + 2);
    const renewed = await view('/cars/shared-hilux', app);
    expect(renewed.headers.get('server-timing')).toContain('page-cache;desc="fresh"');

    // Past both windows it is made anew while the shopper waits.
    vi.setSystemTime(new Date('2026-11-28T00:00:30Z'));
    const expired = await view('/cars/shared-hilux', app);
    expect(expired.headers.get('server-timing')).not.toContain('page-cache');
    expect(await fragmentsServed()).toBe(before + 3);
  });

  it('is not kept when a fragment does not say it may be shared or falls back, nor across URLs', async () => {
    const app = createApp();
    const before = await fragmentsServed();
    await view('/cars/hilux-sr5', app);
    await view('/cars/hilux-sr5', app);
    expect(await fragmentsServed()).toBe(before + 2);
    // The real mfe-finance Worker of these tests fails: its fallback is not kept.
    await composeWith('/cars/shared-ranger', env, 'echo.localhost', app);
    await composeWith('/cars/shared-ranger', env, 'echo.localhost', app);
    expect(await fragmentsServed()).toBe(before + 4);
    await view('/cars/shared-ranger', app);
    await view('/cars/shared-ranger?tab=specs', app);
    expect(await fragmentsServed()).toBe(before + 6);
  });
});

describe('a model at /{model slug} (spec: 001 §2), beside every other page', () => {
  it("is mfe-offers's ModelPage in the remotes' own declarations, while named pages of any remote keep their own", () => {
    const table = routeTableFor(testRegistry(), {});
    const ownerOf = (path: string) => {
      const slot = table.matchPage(path)?.route.fragments.find((candidate) => candidate.primary);
      return slot ? `${slot.remote}/${slot.fragment}` : null;
    };
    expect(ownerOf('/hilux')).toBe('mfe_offers/ModelPage');
    expect(table.matchPage('/hilux')?.params).toEqual({ model: 'hilux' });
    expect(ownerOf('/finance')).toBe('mfe_finance/FinancePage');
    expect(ownerOf('/search')).toBe('mfe_search/SearchPage');
    expect(ownerOf('/used-car')).toBe('mfe_search/SearchPage');
    expect(ownerOf('/contact')).toBe('mfe_locations/LocationsDirectory');
    expect(ownerOf('/brands')).toBe('mfe_locations/BrandsPage');
    expect(ownerOf('/makes')).toBe('mfe_offers/MakesPage');
    expect(ownerOf('/special-offers')).toBe('mfe_offers/OffersSearchPage');
    expect(ownerOf('/favicon.ico')).toBeNull();
  });

  it("leaves the platform's own pages first: a site page is never a model", async () => {
    const res = await gateway('/about-us', { redirect: 'manual' });
    expect(res.status).not.toBe(404);
    expect(res.headers.get('server-timing') ?? '').not.toContain('fc-model-page');
  });
});
