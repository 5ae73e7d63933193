import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { DealershipEntitySchema } from '@forecourt/shared';
import { makeTenant, setDealershipOverrides } from '@forecourt/shared/server-kit/testing/fixtures';
import { SEEK_DEALERS, seedSearchFixtures } from '@forecourt/shared/server-kit/testing/search-fixtures';
import { callSliceApi } from '@forecourt/shared/server-kit/testing/slice-call';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../src/api';

// GET /api/dealerships/:slug inside workerd, called as the gateway's proxy calls mfe-locations's API (the
// site by its slug in the RPC context): one of the site's dealerships by its exact slug (what the search
// page /search/{dealership_slug} resolves its slug by), never another site's.

beforeAll(() => seedSearchFixtures(env));

const api = createApi();

function get(slug: string, tenant = 'seek'): Promise<Response> {
  return callSliceApi(api, env, `/api/dealerships/${slug}`, { tenant, requestId: 'req-dealerships' });
}

describe('GET /api/dealerships/:slug', () => {
  it('answers each of the site’s dealerships by its slug', async () => {
    for (const dealer of [SEEK_DEALERS.city, SEEK_DEALERS.west]) {
      const res = await get(dealer.slug);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
      expect(DealershipEntitySchema.strict().parse(await res.json())).toMatchObject({
        slug: dealer.slug,
        name: dealer.name,
      });
    }
  });

  it('answers the dealership the spec lists, field by field, with its config_overrides as its row holds them now (spec: 001 §3)', async () => {
    const doc = {
      id: 97051,
      slug: 'seek-entity-motors',
      name: 'Seek Entity Motors',
      title: 'Seek Entity Motors | New Toyota Cars in Parramatta',
      address: {
        city: 'Parramatta',
        state: 'NSW',
        place_url: 'https://www.google.com/maps/search/?api=1&query=-33.8,151.0',
      },
      locations: [97151, 97152],
      url: '/search/seek-entity-motors',
      make: 'Toyota',
      logo: '/media/v1/logo/toyota.svg',
      dealership_websites: ['seekentity'],
      manufacturer_id: 12,
      config_overrides: { comingSoonHidesTestDrive: true },
    };
    await env.DB.prepare('INSERT OR REPLACE INTO dealerships (id, slug, name, doc) VALUES (?, ?, ?, ?)')
      .bind(doc.id, doc.slug, doc.name, JSON.stringify(doc))
      .run();
    await env.TENANTS.put(
      'tenant:seekentity',
      JSON.stringify(makeTenant({ slug: 'seekentity', dealerships: [doc.slug] })),
    );
    const { id: _id, ...entity } = doc;
    const res = await get(doc.slug, 'seekentity');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(entity);
    await setDealershipOverrides(env.DB, doc.slug, {});
    expect(((await (await get(doc.slug, 'seekentity')).json()) as typeof entity).config_overrides).toEqual({});
  });

  it('answers 404 JSON for another site’s dealership or a slug that names none', async () => {
    for (const slug of [SEEK_DEALERS.rival.slug, SEEK_DEALERS.used.slug, 'no-such-dealer']) {
      const res = await get(slug);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toMatchObject({ error: `Dealership not found: ${slug}`, requestId: 'req-dealerships' });
    }
    expect((await get(SEEK_DEALERS.rival.slug, 'seekrival')).status).toBe(200);
  });

  it('answers 400 JSON naming the slug for one that is not a slug', async () => {
    const res = await get(`${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: expect.stringMatching(/^Invalid request: slug: /),
      issues: [{ path: 'slug', message: expect.any(String) }],
    });
    expect((await get('%20bad%20slug')).status).toBe(400);
  });

  it('answers 404 JSON for a site it does not know, and for a request the gateway did not pass', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await (await get(SEEK_DEALERS.city.slug, 'no-such-site')).json()).toMatchObject({ error: 'Unknown site' });
    const direct = await api.fetch(
      new Request(`https://seek.localhost/api/dealerships/${SEEK_DEALERS.city.slug}`),
      env,
      createExecutionContext(),
    );
    expect(direct.status).toBe(404);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
