import {
  CHANNELS,
  type Channel,
  RELEASE_REGISTRY_KEY,
  type ReleaseRegistry,
  ReleaseRegistrySchema,
} from '@forecourt/shared';
import { readKvJson } from '@forecourt/shared/server-kit/kv-json';
import type { z } from 'zod';

// The release registry (KV `releases` in TENANTS: remote → channel → version) tells the gateway which
// fragment Worker renders a remote for a tenant, and which versions' client files it may serve. It is
// read for every composed page, so the parsed registry is kept in the isolate for a short while. Only a
// read that has finished is kept, never one under way: in workerd a promise settles only in the request
// that made it, so other pages awaiting a shared pending read could wait on a request that ends first.

/** What loading the registry gives. */
export type RegistryLookup =
  | { kind: 'found'; registry: ReleaseRegistry }
  | { kind: 'missing' }
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] };

/** Options of {@link createReleaseStore}. */
export interface ReleaseStoreOptions {
  /** How long a KV answer is reused in this isolate (default 30 s). */
  ttlMs?: number;
  /** The least time between two forced re-reads (`refresh`), so unknown versions in URLs cannot hammer KV (default 5 s). */
  refreshIntervalMs?: number;
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

/** Loads the release registry, with an isolate-level cache. */
export interface ReleaseStore {
  /**
   * The registry. `refresh` re-reads KV now (at most once per `refreshIntervalMs`): for a version the
   * cached copy does not know yet, right after a deploy. `ttlMs` replaces the store's for this read (the
   * deployment's `RELEASES_CACHE_SECONDS`: {@link releasesCacheMs}).
   */
  load(kv: KVNamespace, options?: { refresh?: boolean; ttlMs?: number }): Promise<RegistryLookup>;
  /** Forgets the cached registry. */
  clear(): void;
}

/**
 * Makes a release store. Create one per isolate (`createApp` does) and share it between the page
 * routes and the `/_mf` passthrough.
 *
 * @example const lookup = await createReleaseStore().load(env.TENANTS);
 */
export function createReleaseStore(options: ReleaseStoreOptions = {}): ReleaseStore {
  const ttlMs = options.ttlMs ?? 30_000;
  const refreshIntervalMs = options.refreshIntervalMs ?? 5_000;
  const now = options.now ?? Date.now;
  let cached: { lookup: RegistryLookup; loadedAt: number } | undefined;
  let lastForcedAt = Number.NEGATIVE_INFINITY;

  async function read(kv: KVNamespace): Promise<RegistryLookup> {
    const read = await readKvJson(kv, RELEASE_REGISTRY_KEY, ReleaseRegistrySchema);
    return read.kind === 'found' ? { kind: 'found', registry: read.value } : read;
  }

  return {
    async load(kv, loadOptions = {}) {
      const at = now();
      const forced = loadOptions.refresh === true && at - lastForcedAt >= refreshIntervalMs;
      const maxAge = loadOptions.ttlMs ?? ttlMs;
      if (cached !== undefined && at - cached.loadedAt < maxAge && !forced) return cached.lookup;
      if (forced) lastForcedAt = at;
      // A read that throws is not kept.
      const lookup = await read(kv);
      cached = { lookup, loadedAt: at };
      return lookup;
    },
    clear() {
      cached = undefined;
    },
  };
}

/** How long an isolate keeps the registry unless the deployment says otherwise: a release move is seen within it. */
export const DEFAULT_RELEASES_CACHE_SECONDS = 30;

/**
 * How long an isolate keeps the registry, from `RELEASES_CACHE_SECONDS` (whole seconds, 0–300), else the default: a
 * shorter time shows a release move sooner for more KV reads (the local test platform's journeys move releases).
 *
 * @example releasesCacheMs({ RELEASES_CACHE_SECONDS: '1' }) // → 1000
 */
export function releasesCacheMs(env: { RELEASES_CACHE_SECONDS?: string | undefined }): number {
  const text = env.RELEASES_CACHE_SECONDS ?? '';
  const seconds = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return (seconds <= 300 ? seconds : DEFAULT_RELEASES_CACHE_SECONDS) * 1000;
}

/**
 * The channel whose Worker serves exactly this version of a remote now, or null.
 *
 * @example channelServing(registry, 'mfe_vehicle', '1.1.0-canary') // → 'canary'
 */
export function channelServing(registry: ReleaseRegistry, remote: string, version: string): Channel | null {
  const releases = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  if (releases === undefined) return null;
  return CHANNELS.find((channel) => releases.channels[channel] === version) ?? null;
}
