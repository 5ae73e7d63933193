import type { z } from 'zod';
import {
  type DealershipOverrides,
  siteWithDealershipOverrides,
  type TenantConfig,
  TenantConfigSchema,
} from '../domain';
import { siteDealershipOverrides } from './dealerships';
import { readKvJson } from './kv-json';

// Tenant configs live in KV (`tenant:<slug>`, plus `host:<hostname>` → slug) and are read on almost
// every request, so parsed configs are kept in the isolate for a short while.

/** What looking a host up gives. */
export type TenantLookup =
  | { kind: 'found'; tenant: TenantConfig }
  | { kind: 'unknown'; hostname: string }
  | { kind: 'invalid'; slug: string; issues: z.core.$ZodIssue[] };

/** Options of {@link createTenantStore}. */
export interface TenantStoreOptions {
  /** How long a KV answer is reused in this isolate (default 60 s). */
  ttlMs?: number;
  /** At most this many cached entries; the oldest go first (default 500). */
  maxEntries?: number;
  /** The clock, in ms (default `Date.now`); tests pass their own. */
  now?: () => number;
}

/** Where the resolution may look. */
export interface ResolveOptions {
  /** Honour `<slug>.localhost` without a `host:` entry (local development only). */
  localhostSubdomains: boolean;
}

/** Resolves hosts to validated tenant configs, with an isolate-level cache. */
export interface TenantStore {
  /** Finds the tenant for a Host header value (port and case ignored). */
  resolve(kv: KVNamespace, host: string, options: ResolveOptions): Promise<TenantLookup>;
  /**
   * The tenant with this slug: what a remote reads for the site the gateway resolved (unknown when
   * there is no such config). With `db`, as its dealerships' `config_overrides` make it (shared
   * `siteWithDealershipOverrides`): read from D1 and kept as long as the config, so a change to a
   * dealership shows within the same minute as a change to the site's config.
   */
  bySlug(kv: KVNamespace, slug: string, db?: D1Database): Promise<TenantLookup>;
  /** Forgets everything cached (tests, or after a config change pushed to this isolate). */
  clear(): void;
}

const SLUG = /^[a-z0-9-]+$/;

/**
 * The hostname of a Host header: lower case, without port or trailing dot.
 *
 * @example hostnameOf('HarbourCity.localhost:8787') // → 'harbourcity.localhost'
 * @example hostnameOf('[::1]:8787') // → '[::1]'
 */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * The tenant slug named by a `<slug>.localhost` hostname, else null.
 *
 * @example localhostSlug('sunvalley.localhost') // → 'sunvalley'
 * @example localhostSlug('localhost') // → null
 */
export function localhostSlug(hostname: string): string | null {
  const match = /^([^.]+)\.localhost$/.exec(hostname);
  return match?.[1] !== undefined && SLUG.test(match[1]) ? match[1] : null;
}

interface Entry<T> {
  value: T;
  expires: number;
}

/**
 * Makes a tenant store. Create one per isolate (the middleware factory does) so the cache is shared
 * by every request the isolate serves.
 *
 * @example const store = createTenantStore({ ttlMs: 60_000 });
 *          const lookup = await store.resolve(env.TENANTS, 'harbourcity.localhost:8787', { localhostSubdomains: true });
 */
export function createTenantStore(options: TenantStoreOptions = {}): TenantStore {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry<unknown>>();

  function remember<T>(key: string, value: T): T {
    cache.delete(key);
    cache.set(key, { value, expires: now() + ttlMs });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return value;
  }

  function recall<T>(key: string): Entry<T> | undefined {
    const entry = cache.get(key) as Entry<T> | undefined;
    if (entry === undefined) return undefined;
    if (entry.expires <= now()) {
      cache.delete(key);
      return undefined;
    }
    return entry;
  }

  async function slugForHostname(kv: KVNamespace, hostname: string): Promise<string | null> {
    const key = `host:${hostname}`;
    const cached = recall<string | null>(key);
    if (cached) return cached.value;
    const slug = await kv.get(key);
    return remember(key, slug !== null && SLUG.test(slug.trim()) ? slug.trim() : null);
  }

  type ConfigResult = TenantLookup | { kind: 'missing' };

  async function configForSlug(kv: KVNamespace, slug: string): Promise<ConfigResult> {
    const key = `tenant:${slug}`;
    const cached = recall<TenantConfig | null>(key);
    if (cached) return cached.value === null ? { kind: 'missing' } : { kind: 'found', tenant: cached.value };
    const read = await readKvJson(kv, key, TenantConfigSchema);
    if (read.kind === 'missing') {
      remember(key, null);
      return { kind: 'missing' };
    }
    // An invalid config is not cached: a fixed config shows up on the next request.
    if (read.kind === 'invalid') return { kind: 'invalid', slug, issues: read.issues };
    return { kind: 'found', tenant: remember(key, read.value) };
  }

  // Overrides that cannot be read leave the site as its config says (logged, not kept): the page is still
  // served by the site's own settings, and the next request tries again.
  async function overridesOf(db: D1Database, tenant: TenantConfig): Promise<Record<string, DealershipOverrides>> {
    const key = `overrides:${tenant.slug}`;
    const cached = recall<Record<string, DealershipOverrides>>(key);
    if (cached) return cached.value;
    try {
      return remember(key, await siteDealershipOverrides(db, tenant));
    } catch (error) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: `tenants: ${tenant.slug}'s dealership overrides unread`,
          error: String(error),
        }),
      );
      return {};
    }
  }

  return {
    async resolve(kv, host, resolveOptions) {
      const hostname = hostnameOf(host);
      const direct = resolveOptions.localhostSubdomains ? localhostSlug(hostname) : null;
      if (direct !== null) {
        const result = await configForSlug(kv, direct);
        if (result.kind !== 'missing') return result;
      }
      const slug = await slugForHostname(kv, hostname);
      if (slug === null) return { kind: 'unknown', hostname };
      const result = await configForSlug(kv, slug);
      return result.kind === 'missing' ? { kind: 'unknown', hostname } : result;
    },
    async bySlug(kv, slug, db) {
      const result = SLUG.test(slug) ? await configForSlug(kv, slug) : ({ kind: 'missing' } as const);
      if (result.kind === 'missing') return { kind: 'unknown', hostname: slug };
      if (result.kind !== 'found' || db === undefined) return result;
      return {
        kind: 'found',
        tenant: siteWithDealershipOverrides(result.tenant, await overridesOf(db, result.tenant)),
      };
    },
    clear() {
      cache.clear();
    },
  };
}
