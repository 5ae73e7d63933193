import type { RemoteBuild } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { type HydrationHost, hydrateIslands } from './hydrate';
import type { Island } from './islands';
import { type FakeElement, fakeDocument, islandMarkup, payloadFor } from './test-document';

function VehiclePage() {
  return null;
}

/** A host that records what hydration did; `fail` names modules whose load rejects. */
function fakeHost(
  options: { fail?: string[]; hydrateThrows?: boolean; registerThrows?: boolean; committed?: Promise<void> } = {},
) {
  const log = {
    registered: [] as RemoteBuild[][],
    hydrated: [] as Array<{ id: string; data: unknown }>,
    errors: [] as string[],
  };
  const host: HydrationHost<FakeElement> = {
    registerRemotes(remotes) {
      if (options.registerThrows) throw new Error('bad remote');
      log.registered.push(remotes);
    },
    async loadComponent(module) {
      if (options.fail?.includes(module)) throw new Error(`RUNTIME-008: ${module}`);
      return VehiclePage;
    },
    async hydrate(island: Island<FakeElement>, component) {
      expect(component).toBe(VehiclePage);
      if (options.hydrateThrows) throw new Error('hydrateRoot failed');
      log.hydrated.push({ id: island.id, data: island.payload.data });
      await options.committed;
    },
    setState(element, state) {
      element.setAttribute('data-fc-hydrated', state);
    },
    error(message) {
      log.errors.push(String(message));
    },
  };
  return { host, log };
}

function page(...islands: FakeElement[][]) {
  const elements = islands.flat();
  const state = (id: string) => elements.find((element) => element.id === id)?.attributes['data-fc-hydrated'];
  return { doc: fakeDocument(elements), state };
}

describe('hydrateIslands', () => {
  it('registers the named builds and hydrates each island with its data', async () => {
    const { doc, state } = page(
      islandMarkup('fc-vehicle', payloadFor('mfe_vehicle', '1.0.0', 'VehiclePage', { slug: 'hilux' })),
    );
    const { host, log } = fakeHost();
    expect(await hydrateIslands(doc, host)).toEqual({ hydrated: 1, failed: 0 });
    expect(log.registered).toEqual([[payloadFor('mfe_vehicle', '1.0.0').remote]]);
    expect(log.hydrated).toEqual([{ id: 'fc-vehicle', data: { slug: 'hilux' } }]);
    expect(state('fc-vehicle')).toBe('true');
    expect(log.errors).toEqual([]);
  });

  it('keeps the server HTML of an island whose remote fails, and hydrates the others', async () => {
    const { doc, state } = page(
      islandMarkup('fc-finance', payloadFor('mfe_finance', '0.0.0-missing', 'FinanceIsland')),
      islandMarkup('fc-vehicle', payloadFor('mfe_vehicle', '1.0.0')),
    );
    const { host, log } = fakeHost({ fail: ['mfe_finance/FinanceIsland'] });
    expect(await hydrateIslands(doc, host)).toEqual({ hydrated: 1, failed: 1 });
    expect(state('fc-finance')).toBe('failed');
    expect(state('fc-vehicle')).toBe('true');
    expect(log.errors).toEqual([
      '[fc] island #fc-finance could not load mfe_finance/FinanceIsland@0.0.0-missing from /_mf/mfe_finance/0.0.0-missing/mf-manifest.json; kept server HTML',
    ]);
  });

  it('marks an island hydrated only once React has committed it (hydration runs in a transition)', async () => {
    const { doc, state } = page(islandMarkup('fc-vehicle', payloadFor('mfe_vehicle', '1.0.0', 'VehiclePage')));
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const { host, log } = fakeHost({ committed });
    const done = hydrateIslands(doc, host);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.hydrated).toHaveLength(1);
    expect(state('fc-vehicle')).toBeUndefined();
    commit();
    expect(await done).toEqual({ hydrated: 1, failed: 0 });
    expect(state('fc-vehicle')).toBe('true');
  });

  it('marks an island failed when hydrateRoot throws, without throwing itself', async () => {
    const { doc, state } = page(islandMarkup('fc-vehicle', payloadFor('mfe_vehicle', '1.0.0')));
    const { host, log } = fakeHost({ hydrateThrows: true });
    await expect(hydrateIslands(doc, host)).resolves.toEqual({ hydrated: 0, failed: 1 });
    expect(state('fc-vehicle')).toBe('failed');
    expect(log.errors).toHaveLength(1);
  });

  it('does not hydrate an island rendered by a second version of a registered remote', async () => {
    const { doc, state } = page(
      islandMarkup('fc-a', payloadFor('mfe_vehicle', '1.0.0')),
      islandMarkup('fc-b', payloadFor('mfe_vehicle', '1.0.0-canary')),
    );
    const { host, log } = fakeHost();
    expect(await hydrateIslands(doc, host)).toEqual({ hydrated: 1, failed: 1 });
    expect(log.registered).toEqual([[payloadFor('mfe_vehicle', '1.0.0').remote]]);
    expect(state('fc-a')).toBe('true');
    expect(state('fc-b')).toBe('failed');
    expect(log.errors).toEqual([
      '[fc] island #fc-b cannot hydrate: it was rendered by mfe_vehicle@1.0.0-canary but the page runs 1.0.0; kept server HTML',
    ]);
  });

  it('marks an unreadable island failed', async () => {
    const { doc, state } = page(islandMarkup('fc-broken', { module: 'mfe_vehicle/VehiclePage' }));
    const { host, log } = fakeHost();
    expect(await hydrateIslands(doc, host)).toEqual({ hydrated: 0, failed: 1 });
    expect(state('fc-broken')).toBe('failed');
    expect(log.errors).toEqual(['[fc] island #fc-broken cannot hydrate: remote is missing; kept server HTML']);
  });

  it('keeps every island as server HTML when the remotes cannot be registered', async () => {
    const { doc, state } = page(islandMarkup('fc-vehicle', payloadFor('mfe_vehicle', '1.0.0')));
    const { host, log } = fakeHost({ registerThrows: true });
    expect(await hydrateIslands(doc, host)).toEqual({ hydrated: 0, failed: 1 });
    expect(state('fc-vehicle')).toBe('failed');
    expect(log.errors).toHaveLength(1);
  });
});
