import { env } from 'cloudflare:workers';
import { SiteDealershipSchema } from '@forecourt/shared';
import { SEEK_DEALERS, seedSearchFixtures } from '@forecourt/shared/server-kit/testing/search-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';

// GET /api/dealerships/:slug inside workerd: one of the site's dealerships by its exact slug (what the
// search page /search/{dealership_slug} resolves its slug with), never another site's.

beforeAll(() => seedSearchFixtures(env));

const get = (slug: string, host = 'seek.localhost') => gateway(`/api/dealerships/${slug}`, { host });

describe('GET /api/dealerships/:slug', () => {
  it('answers each of the site’s dealerships with its slug and name', async () => {
    for (const dealer of [SEEK_DEALERS.city, SEEK_DEALERS.west]) {
      const res = await get(dealer.slug);
      expect(res.status).toBe(200);
      expect(SiteDealershipSchema.parse(await res.json())).toEqual({ slug: dealer.slug, name: dealer.name });
    }
  });

  it('answers 404 JSON for another site’s dealership or a slug that names none', async () => {
    for (const slug of [SEEK_DEALERS.rival.slug, SEEK_DEALERS.used.slug, 'no-such-dealer']) {
      const res = await get(slug);
      expect(res.status, slug).toBe(404);
      expect(await json(res)).toMatchObject({ error: `Dealership not found: ${slug}` });
    }
    expect((await get(SEEK_DEALERS.rival.slug, 'seekrival.localhost')).status).toBe(200);
  });

  it('answers 400 JSON naming the slug for one that is not a slug', async () => {
    const res = await get(`${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await json(res))).toMatch(/slug/);
    expect((await get('%20bad%20slug')).status).toBe(400);
  });
});
