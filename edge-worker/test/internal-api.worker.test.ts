import { env, exports } from 'cloudflare:workers';
import { RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { CHARLIE, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';
import { atWindowStart } from './rate-window';
import { testRegistry } from './stand-ins/declarations';

// InternalApi: the entrypoint the remotes' fragment Workers reach through their API binding. Same app
// and tenant rules as the public handler, but server-rendering traffic spends no browser rate limit.
// charlie allows 3 API requests a minute per client (fixtures). The requests are the platform's own
// `GET /api/session`, and `/api/cars/…`, which the gateway passes to mfe-vehicle (its stand-in echoes it).

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
});

const LIMIT = CHARLIE.rateLimits.api?.limit ?? Number.NaN;

function internal(path: string, init: RequestInit = {}, host = 'charlie.localhost'): Promise<Response> {
  return exports.InternalApi.fetch(new Request(`http://${host}${path}`, init));
}

describe('InternalApi', () => {
  it('serves the API for the site named by the host', async () => {
    for (const site of ['alpha', 'bravo']) {
      const res = await internal('/api/cars/alpha-in-stock', {}, `${site}.localhost`);
      expect(res.status, site).toBe(200);
      expect(await json(res), site).toMatchObject({ path: '/api/cars/alpha-in-stock', context: { tenant: site } });
    }
  });

  it('does not spend the public /api rate limit', async () => {
    await atWindowStart();
    const ip = '203.0.113.70';
    const headers = { 'CF-Connecting-IP': ip };
    for (let i = 0; i < LIMIT + 3; i += 1) {
      const res = await internal('/api/session', { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBeNull();
      await res.body?.cancel();
    }
    expect((await env.RATE_LIMITS.list({ prefix: `rl:charlie:api:${ip}:` })).keys).toHaveLength(0);

    // The same client through the public handler still has its whole budget.
    const res = await gateway('/api/session', { host: 'charlie.localhost', headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
    await res.body?.cancel();
  }, 20_000);

  it('cannot be reached by claiming it in a request to the public handler', async () => {
    await atWindowStart();
    const headers = { 'CF-Connecting-IP': '203.0.113.71', 'x-fc-internal': '1', 'x-fc-tenant': 'charlie' };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      const res = await gateway('/api/session', { host: 'charlie.localhost', headers });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.at(-1)).toBe(429);
  }, 20_000);

  it('serves /api only', async () => {
    for (const path of ['/', '/cars/alpha-in-stock', '/robots.txt', '/_mf/mfe_vehicle/1.0.0/remoteEntry.js']) {
      const res = await internal(path, {}, 'alpha.localhost');
      expect(res.status, path).toBe(404);
      expect(await json(res)).toEqual({ error: 'InternalApi serves /api/* only' });
    }
  });
});
