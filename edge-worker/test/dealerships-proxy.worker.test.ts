import { env } from 'cloudflare:workers';
import { RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { seedSearchFixtures } from '@forecourt/shared/server-kit/testing/search-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';
import { testRegistry } from './stand-ins/declarations';

// GET /api/dealerships/:slug belongs to mfe-locations (its remote.ts declares the prefix): the gateway
// answers none of it itself but passes it to that remote's Worker (here its stand-in, whose `api` echoes
// what it was given) with the site it resolved. The answers are mfe-locations's tests
// (mfe-locations/test/dealerships-api.worker.test.ts).

beforeAll(async () => {
  await seedSearchFixtures(env);
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
});

describe('GET /api/dealerships/:slug at the gateway', () => {
  it('goes to the remote that declares /api/dealerships, with the site the Host names', async () => {
    const res = await gateway('/api/dealerships/seek-city', { host: 'seek.localhost' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      method: 'GET',
      path: '/api/dealerships/seek-city',
      context: { tenant: 'seek', shopper: null },
    });
  });
});
