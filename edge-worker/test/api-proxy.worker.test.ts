import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { ReleaseRegistry } from '@forecourt/shared';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/index';
import { withRegistry } from './composition-fixtures';
import { freshPhone, hostOf, ID_SITE, seedIdentitySites, signIn, testGateway } from './identity-support';
import { testRegistry } from './stand-ins/declarations';

// The /api proxy to the vertical slices: a path under a prefix the tenant's release of a remote declares
// goes to that remote's Worker (here the stand-ins, whose `api` echoes what they were given), after the
// platform's checks, with the site, the verified shopper and the request id as RPC arguments.

const INDIA = makeTenant({
  slug: 'india',
  name: 'India Motors',
  websiteId: 909,
  dealerships: ['alpha-motors'],
  rateLimits: { partners: { limit: 2, windowSeconds: 60 } },
});
/** Pinned to canary, whose release declares the API's prefix too. */
const JULIET = makeTenant({
  slug: 'juliet',
  name: 'Juliet Cars',
  websiteId: 910,
  dealerships: ['alpha-motors'],
  releases: { mfe_vehicle: { channel: 'canary' } },
});

/** The larger body the stand-in's release declares for `/api/stand-in/feed` (the default is 64 KB). */
const FEED_LIMIT = 100_000;

/** The stand-ins' registry, with mfe_vehicle's stable release owning `/api/stand-in` (a budget and a body limit under it). */
function registry(): ReleaseRegistry {
  const base = testRegistry();
  const vehicle = base.remotes.mfe_vehicle;
  if (!vehicle) throw new Error('no mfe_vehicle in the test registry');
  return {
    remotes: {
      ...base.remotes,
      mfe_vehicle: {
        ...vehicle,
        versions: vehicle.versions.map((published) =>
          published.declaration && published.version === '1.0.0'
            ? {
                ...published,
                declaration: {
                  ...published.declaration,
                  api: {
                    prefixes: ['/api/stand-in'],
                    budgets: [{ method: 'GET', path: '/api/stand-in/partner/*', routeClass: 'partners' }],
                    bodyLimits: [{ path: '/api/stand-in/feed', bytes: FEED_LIMIT, seconds: 5 }],
                  },
                },
              }
            : published,
        ),
      },
    },
  };
}

const bindings = () => ({ ...env, TENANTS: withRegistry(env.TENANTS, registry()) });

async function call(path: string, init: RequestInit = {}, host = 'india.localhost'): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().fetch(new Request(`http://${host}${path}`, init), bindings(), ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

beforeAll(async () => {
  await seedIdentitySites();
  await Promise.all([INDIA, JULIET].map((tenant) => env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant))));
});
afterEach(() => vi.restoreAllMocks());

describe('the /api proxy to the remote that declares the prefix', () => {
  it('passes the request and the gateway’s context (site, shopper, request id) to the remote, and its answer back', async () => {
    const res = await call('/api/stand-in/things?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-proxy-0001' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/api/stand-in/things',
      body: '{"a":1}',
      context: { tenant: 'india', shopper: null, requestId: 'req-proxy-0001' },
    });
  });

  it('passes the signed-in shopper the gateway verified, and nothing a request says of itself', async () => {
    const phone = freshPhone();
    const cookie = await signIn(testGateway(), phone);
    const res = await call(
      '/api/stand-in/mine',
      { headers: { Cookie: cookie, 'X-Fc-Shopper': '{"userId":1}' } },
      hostOf(ID_SITE),
    );
    const { context } = (await res.json()) as {
      context: { tenant: string; shopper: { userId: number; phone: string } };
    };
    expect(context.tenant).toBe(ID_SITE.slug);
    expect(context.shopper.phone).toBe(phone);
    expect(context.shopper.userId).toEqual(expect.any(Number));
    const forged = await call('/api/stand-in/mine', { headers: { 'X-Fc-Shopper': '{"userId":1}' } });
    expect(((await forged.json()) as { context: { shopper: unknown } }).context.shopper).toBeNull();
  });

  it('answers 404 for a prefix the tenant’s release does not declare (its canary here)', async () => {
    expect((await call('/api/stand-in/things', {}, 'juliet.localhost')).status).toBe(404);
    expect((await call('/api/stand-in-not/things')).status).toBe(404);
  });

  it('passes the remote’s status on, and never its cookies: sessions are the platform’s', async () => {
    expect((await call('/api/stand-in/status/418')).status).toBe(418);
    const cookie = await call('/api/stand-in/cookie');
    expect(cookie.status).toBe(200);
    expect(cookie.headers.get('set-cookie')).toBeNull();
  });

  it('answers 502 JSON when the remote throws, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('/api/stand-in/throws');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('failed to answer') });
    expect(errors.mock.calls.flat().join('\n')).toContain("the remote's API failed");
  });

  it('spends the budget the remote declares for the route, beside the whole API’s', async () => {
    const headers = { 'CF-Connecting-IP': '198.51.100.61' };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await call('/api/stand-in/partner/quote', { headers }));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 429]);
    expect(answers[0]?.headers.get('ratelimit-limit')).toBe('2');
    // Another route under the prefix spends only the whole API's budget.
    expect((await call('/api/stand-in/other', { headers })).status).toBe(200);
  });

  it('checks the origin of a state-changing call before the remote hears of it', async () => {
    const res = await call('/api/stand-in/things', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('takes a larger body on the path the release declares it for, within that limit (413 past it), and 64 KB elsewhere', async () => {
    const post = (path: string, bytes: number) =>
      call(path, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'x'.repeat(bytes) });
    const taken = await post('/api/stand-in/feed', 80_000);
    expect(taken.status).toBe(200);
    expect(((await taken.json()) as { body: string }).body).toHaveLength(80_000);
    const over = await post('/api/stand-in/feed', FEED_LIMIT + 1);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ limit: FEED_LIMIT });
    const elsewhere = await post('/api/stand-in/other', 80_000);
    expect(elsewhere.status).toBe(413);
    expect(await elsewhere.json()).toMatchObject({ limit: 64 * 1024 });
  });

  it('answers 503 when the registry cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const res = await createApp().fetch(
      new Request('http://india.localhost/api/stand-in/things'),
      { ...env, TENANTS: withRegistry(env.TENANTS, null) },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
  });
});
