import { RELEASE_REGISTRY_KEY, type ReleaseRegistry } from '@forecourt/shared';
import { memoryKv } from '@forecourt/shared/server-kit/testing/memory-kv';
import { describe, expect, it } from 'vitest';
import { channelServing, createReleaseStore, releasesCacheMs } from './index';

const registry: ReleaseRegistry = {
  remotes: {
    mfe_vehicle: {
      channels: { stable: '1.0.0', canary: '1.1.0-canary' },
      versions: [
        { version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z' },
        { version: '1.1.0-canary', publishedAt: '2026-11-20T00:00:00Z' },
      ],
    },
    mfe_retired: { channels: { stable: '2.0.0' }, versions: [] },
  },
};

describe('createReleaseStore', () => {
  it('parses the registry from KV and keeps it for the TTL', async () => {
    const memory = memoryKv({ [RELEASE_REGISTRY_KEY]: JSON.stringify(registry) });
    let nowMs = 0;
    const store = createReleaseStore({ ttlMs: 30_000, now: () => nowMs });
    expect(await store.load(memory.kv)).toEqual({ kind: 'found', registry });
    nowMs = 29_999;
    await store.load(memory.kv);
    expect(memory.calls.get).toHaveLength(1);
    nowMs = 30_000;
    await store.load(memory.kv);
    expect(memory.calls.get).toHaveLength(2);
  });

  it("keeps it for the deployment's time when a read names one (RELEASES_CACHE_SECONDS)", async () => {
    const memory = memoryKv({ [RELEASE_REGISTRY_KEY]: JSON.stringify(registry) });
    let nowMs = 0;
    const store = createReleaseStore({ now: () => nowMs });
    const ttlMs = releasesCacheMs({ RELEASES_CACHE_SECONDS: '1' });
    await store.load(memory.kv, { ttlMs });
    nowMs = 999;
    await store.load(memory.kv, { ttlMs });
    expect(memory.calls.get).toHaveLength(1);
    nowMs = 1_000;
    await store.load(memory.kv, { ttlMs });
    expect(memory.calls.get).toHaveLength(2);
    for (const bad of [undefined, '', '-1', '1.5', '301', 'soon']) {
      expect(releasesCacheMs({ RELEASES_CACHE_SECONDS: bad }), String(bad)).toBe(30_000);
    }
    expect(releasesCacheMs({ RELEASES_CACHE_SECONDS: '0' })).toBe(0);
  });

  it('keeps only a finished read: concurrent first loads read each, later ones reuse it', async () => {
    const memory = memoryKv({ [RELEASE_REGISTRY_KEY]: JSON.stringify(registry) });
    const store = createReleaseStore();
    await Promise.all([store.load(memory.kv), store.load(memory.kv)]);
    expect(memory.calls.get).toHaveLength(2);
    await store.load(memory.kv);
    expect(memory.calls.get).toHaveLength(2);
  });

  it('says missing or invalid, naming the problem', async () => {
    expect(await createReleaseStore().load(memoryKv().kv)).toEqual({ kind: 'missing' });
    const garbled = await createReleaseStore().load(memoryKv({ [RELEASE_REGISTRY_KEY]: '{nope' }).kv);
    expect(garbled.kind).toBe('invalid');
    const wrong = await createReleaseStore().load(
      memoryKv({ [RELEASE_REGISTRY_KEY]: JSON.stringify({ remotes: { x: { channels: { beta: '1' } } } }) }).kv,
    );
    expect(wrong.kind === 'invalid' && wrong.issues.length).toBeGreaterThan(0);
  });

  it('re-reads on demand, at most once per refresh interval', async () => {
    const memory = memoryKv({ [RELEASE_REGISTRY_KEY]: JSON.stringify(registry) });
    let nowMs = 0;
    const store = createReleaseStore({ refreshIntervalMs: 5_000, now: () => nowMs });
    await store.load(memory.kv);
    await store.load(memory.kv, { refresh: true });
    expect(memory.calls.get).toHaveLength(2);
    nowMs = 4_999;
    await store.load(memory.kv, { refresh: true });
    expect(memory.calls.get).toHaveLength(2);
    nowMs = 5_000;
    await store.load(memory.kv, { refresh: true });
    expect(memory.calls.get).toHaveLength(3);
  });
});

describe('channelServing', () => {
  it('finds the channel serving exactly that version now', () => {
    expect(channelServing(registry, 'mfe_vehicle', '1.0.0')).toBe('stable');
    expect(channelServing(registry, 'mfe_vehicle', '1.1.0-canary')).toBe('canary');
    expect(channelServing(registry, 'mfe_vehicle', '0.9.0')).toBeNull();
    expect(channelServing(registry, 'mfe_search', '1.0.0')).toBeNull();
    expect(channelServing(registry, '__proto__', '1.0.0')).toBeNull();
  });
});
