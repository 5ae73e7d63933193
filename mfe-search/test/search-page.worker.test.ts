import { env } from 'cloudflare:workers';
import type { TenantConfig } from '@forecourt/shared';
import type { FragmentContext } from '@forecourt/shared/remote-kit';
import { makeTenant, setDealershipOverrides } from '@forecourt/shared/server-kit/testing/fixtures';
import { SEEK, SEEK_DEALERS, seedSearchFixtures } from '@forecourt/shared/server-kit/testing/search-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchBindings } from '../src/bindings';
import { createSearchIsolate } from '../src/isolate';
import { searchPageLoader } from '../src/loaders/search-page';

// The search page's loader inside workerd with the real D1 and the embedded engine: which page a path is,
// resolved against the site's own stock, and its first page of results (the fragment renders what it answers).

/** A site of the main site's stock with a brand it has none of (its make page must still exist). */
const SEEK_BRANDED = makeTenant({
  slug: 'seekbrand',
  websiteId: 9706,
  dealerships: ['seek-city', 'seek-west'],
  catalogue: {
    brands: [{ title: 'GWM', slug: 'gwm', logo: null, banner: null, description: null, skipPage: true }],
  },
});

/** The main site's stock under the /used-car/… prefix instead of /search/… (spec: 001 §2 "One dealership variant"). */
const SEEK_USED_CAR = makeTenant({
  slug: 'seekusedcar',
  websiteId: 9707,
  dealerships: ['seek-city', 'seek-west'],
  search: { pathPrefix: '/used-car' },
});

const load = searchPageLoader(createSearchIsolate());

/** The loader as the SearchPage fragment calls it, for `tenant`. */
function loadFor(
  tenant: TenantConfig,
  params: { via?: 'search' | 'used-car'; first?: string; second?: string },
  query: Record<string, string> = {},
) {
  const context = {
    env: env as unknown as SearchBindings,
    site: async () => tenant,
    waitUntil: () => {},
    requestId: 'req-search-page',
  } as unknown as FragmentContext<SearchBindings>;
  return load(context, params, query);
}

beforeAll(() => seedSearchFixtures(env));

describe('the search page’s loader', () => {
  it('resolves a make and model against the site’s stock and answers its first page', async () => {
    const page = await loadFor(SEEK, { first: 'toyota', second: 'corolla' }, { sortBy: 'Car_production:price:asc' });
    expect(page?.route).toMatchObject({ kind: 'make-model', pathname: '/search/toyota/corolla' });
    expect(page?.state).toMatchObject({
      refinementList: { make: ['Toyota'], model: ['Corolla'] },
      sortBy: 'Car_production:price:asc',
    });
    expect(page?.response.hits.length).toBeGreaterThan(0);
    expect(page?.response.hits.every((hit) => hit.make === 'Toyota' && hit.model === 'Corolla')).toBe(true);
  });

  it('resolves a dealership by its slug', async () => {
    const page = await loadFor(SEEK, { first: SEEK_DEALERS.west.slug });
    expect(page?.route.kind).toBe('dealership');
    expect(page?.state.refinementList.dealership_name).toEqual([SEEK_DEALERS.west.name]);
  });

  it('answers a brand’s make page with no results while the site has none of its stock (its links never 404)', async () => {
    const page = await loadFor(SEEK_BRANDED, { first: 'gwm' });
    expect(page?.route).toMatchObject({ kind: 'make', pathname: '/search/gwm' });
    expect(page?.state.refinementList.make).toEqual(['GWM']);
    expect(page?.response.hits).toEqual([]);
    // Not a brand of the main site: no page there.
    expect(await loadFor(SEEK, { first: 'gwm' })).toBeNull();
  });

  it("answers the site's dealerships' config_overrides as their rows hold them at the time (issue 26)", async () => {
    const setOverrides = (overrides: Record<string, unknown>) =>
      setDealershipOverrides(env.DB, SEEK_DEALERS.west.slug, overrides);
    try {
      await setOverrides({ comingSoonHidesTestDrive: true, unknown: 1 });
      expect((await loadFor(SEEK, {}))?.dealershipOverrides).toEqual({
        [SEEK_DEALERS.west.slug]: { comingSoonHidesTestDrive: true },
      });
      await setOverrides({});
      expect((await loadFor(SEEK, {}))?.dealershipOverrides).toEqual({});
    } finally {
      await setOverrides({});
    }
  });

  it('is null (the page’s 404) for a path the site has no page for', async () => {
    expect(await loadFor(SEEK, { first: 'ferrari' })).toBeNull();
  });

  it('serves a /used-car site its pages under /used-car/…, its links kept there; other sites have none', async () => {
    const page = await loadFor(SEEK_USED_CAR, { via: 'used-car', first: 'toyota', second: 'corolla' });
    expect(page?.route).toMatchObject({ kind: 'make-model', pathname: '/used-car/toyota/corolla' });
    expect(page?.response.hits.every((hit) => hit.make === 'Toyota')).toBe(true);
    expect((await loadFor(SEEK_USED_CAR, { via: 'used-car' }))?.route).toMatchObject({
      kind: 'all',
      pathname: '/used-car',
    });
    // Its /search/… pages stay (the platform's own links name them); another site has no /used-car/….
    expect((await loadFor(SEEK_USED_CAR, { via: 'search', first: 'toyota' }))?.route.pathname).toBe('/search/toyota');
    expect(await loadFor(SEEK, { via: 'used-car', first: 'toyota' })).toBeNull();
  });
});
