import {
  type FragmentTenant,
  fragmentSiteSettingsOf,
  RELEASE_REGISTRY_KEY,
  type ReleaseRegistry,
} from '@forecourt/shared';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { testRegistry } from './stand-ins/declarations';

// Sites for the composition tests, one per release situation, and the registry the stand-in fragment
// Workers match (stable 1.0.0, canary 1.1.0-canary).

/** No pin: stable. */
export const ECHO = makeTenant({ slug: 'echo', name: 'Echo Motors', websiteId: 505, dealerships: ['alpha-motors'] });

/** The tenant every fragment request for ECHO carries (the gateway sends it; the stand-ins echo it). */
export const ECHO_FRAGMENT_TENANT: FragmentTenant = {
  slug: 'echo',
  host: 'echo.localhost',
  websiteId: ECHO.websiteId,
  soldTagText: ECHO.soldTagText,
  settings: fragmentSiteSettingsOf(ECHO),
};

/** Pinned to the canary channel (like the demo's sunvalley). */
export const FOXTROT = makeTenant({
  slug: 'foxtrot',
  name: 'Foxtrot Cars',
  websiteId: 606,
  dealerships: ['alpha-motors'],
  releases: { mfe_vehicle: { channel: 'canary' } },
});

/** Pinned to a version no channel serves: stable, with a warning. */
export const GOLF = makeTenant({
  slug: 'golf',
  name: 'Golf Autos',
  websiteId: 707,
  dealerships: ['alpha-motors'],
  releases: { mfe_vehicle: { version: '0.9.0' } },
});

/**
 * Pinned to mfe-search's canary: its stable Worker is the real stock search in these tests
 * (scripts/lib/test-remote-workers.ts), its canary a stand-in that plays the fragment.
 */
export const KILO = makeTenant({
  slug: 'kilo',
  name: 'Kilo Motors',
  websiteId: 808,
  dealerships: ['alpha-motors'],
  releases: { mfe_search: { channel: 'canary' } },
});

/** The tenant every fragment request for KILO carries. */
export const KILO_FRAGMENT_TENANT: FragmentTenant = {
  slug: 'kilo',
  host: 'kilo.localhost',
  websiteId: KILO.websiteId,
  soldTagText: KILO.soldTagText,
  settings: fragmentSiteSettingsOf(KILO),
};

/**
 * Seeds the route-test fixtures, the composition sites and the release registry.
 *
 * @example beforeAll(() => seedComposition(env));
 */
export async function seedComposition(bindings: { DB: D1Database; TENANTS: KVNamespace }): Promise<void> {
  await seedFixtures(bindings);
  await Promise.all([
    ...[ECHO, FOXTROT, GOLF, KILO].map((tenant) =>
      bindings.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant)),
    ),
    bindings.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry())),
  ]);
}

/**
 * A TENANTS namespace whose release registry is replaced: `null` hides it, a string is served as is,
 * a list is served one entry per read (the last one repeating).
 *
 * @example const TENANTS = withRegistry(env.TENANTS, null);
 */
export function withRegistry(
  kv: KVNamespace,
  registry: ReleaseRegistry | string | null | Array<ReleaseRegistry | null>,
): KVNamespace {
  const answers = Array.isArray(registry) ? [...registry] : [registry];
  const serve = (value: ReleaseRegistry | string | null | undefined) =>
    value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
  return {
    get: async (key: string) => {
      if (key !== RELEASE_REGISTRY_KEY) return kv.get(key);
      return serve(answers.length > 1 ? answers.shift() : answers[0]);
    },
  } as unknown as KVNamespace;
}

/**
 * Asks a stand-in fragment Worker what it has served so far.
 *
 * @example const { manifests } = await standInStats(env.MFE_VEHICLE_CANARY);
 */
export async function standInStats(worker: Fetcher): Promise<{ fragments: number; manifests: number; files: number }> {
  const res = await worker.fetch('https://fragment.internal/__stand-in/stats');
  return (await res.json()) as { fragments: number; manifests: number; files: number };
}
