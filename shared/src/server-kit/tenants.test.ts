import { describe, expect, it, vi } from 'vitest';
import { createTenantStore, hostnameOf, localhostSlug } from './tenants';
import { ALPHA, tenantKv } from './testing/fixtures';
import { memoryKv } from './testing/memory-kv';

const dev = { localhostSubdomains: true };
const prod = { localhostSubdomains: false };

describe('hostnameOf', () => {
  it('drops the port, the trailing dot and case', () => {
    expect(hostnameOf('Alpha.Example.com:8443')).toBe('alpha.example.com');
    expect(hostnameOf('alpha.example.com.')).toBe('alpha.example.com');
    expect(hostnameOf('127.0.0.1:8787')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]:8787')).toBe('[::1]');
    expect(hostnameOf('localhost')).toBe('localhost');
  });
});

describe('localhostSlug', () => {
  it('reads <slug>.localhost only', () => {
    expect(localhostSlug('sunvalley.localhost')).toBe('sunvalley');
    expect(localhostSlug('localhost')).toBeNull();
    expect(localhostSlug('a.b.localhost')).toBeNull();
    expect(localhostSlug('under_score.localhost')).toBeNull();
    expect(localhostSlug('alpha.example.com')).toBeNull();
  });
});

describe('createTenantStore', () => {
  it('resolves <slug>.localhost, hostnames and the localhost mapping', async () => {
    const { kv } = memoryKv(tenantKv());
    const store = createTenantStore();
    for (const host of ['alpha.localhost:8787', 'www.alpha.example.com', 'localhost:8787', '127.0.0.1']) {
      const lookup = await store.resolve(kv, host, dev);
      expect(lookup.kind === 'found' && lookup.tenant.slug, host).toBe('alpha');
    }
  });

  it('ignores the <slug>.localhost shortcut in production', async () => {
    const { kv } = memoryKv(tenantKv());
    const lookup = await createTenantStore().resolve(kv, 'alpha.localhost', prod);
    expect(lookup).toEqual({ kind: 'unknown', hostname: 'alpha.localhost' });
  });

  it('reports unknown hosts and hosts mapped to a missing config', async () => {
    const { kv } = memoryKv({ ...tenantKv(), 'host:ghost.example.com': 'ghost' });
    const store = createTenantStore();
    expect(await store.resolve(kv, 'nobody.example.org', dev)).toEqual({
      kind: 'unknown',
      hostname: 'nobody.example.org',
    });
    expect(await store.resolve(kv, 'ghost.example.com', dev)).toEqual({
      kind: 'unknown',
      hostname: 'ghost.example.com',
    });
    expect((await store.resolve(kv, 'nobody.localhost', dev)).kind).toBe('unknown');
  });

  it('reports an invalid config with its issues, and does not cache it', async () => {
    const memory = memoryKv(tenantKv());
    const store = createTenantStore();
    const lookup = await store.resolve(memory.kv, 'broken.example.com', dev);
    expect(lookup.kind).toBe('invalid');
    if (lookup.kind !== 'invalid') return;
    expect(lookup.slug).toBe('broken');
    expect(lookup.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['theme', 'websiteId']);

    memory.store.set('tenant:broken', { value: JSON.stringify({ ...ALPHA, slug: 'broken' }) });
    expect((await store.resolve(memory.kv, 'broken.example.com', dev)).kind).toBe('found');
  });

  it('reports a config that is not JSON as invalid', async () => {
    const { kv } = memoryKv(tenantKv());
    const lookup = await createTenantStore().resolve(kv, 'garbled.localhost', dev);
    expect(lookup.kind).toBe('invalid');
  });

  it('reuses KV answers for the TTL, then reads again', async () => {
    let now = 0;
    const memory = memoryKv(tenantKv());
    const store = createTenantStore({ ttlMs: 60_000, now: () => now });
    await store.resolve(memory.kv, 'alpha.example.com', dev);
    await store.resolve(memory.kv, 'alpha.example.com', dev);
    now = 59_999;
    await store.resolve(memory.kv, 'alpha.example.com', dev);
    expect(memory.calls.get).toEqual(['host:alpha.example.com', 'tenant:alpha']);

    now = 60_000;
    memory.store.set('tenant:alpha', { value: JSON.stringify({ ...ALPHA, name: 'Alpha Renamed' }) });
    const lookup = await store.resolve(memory.kv, 'alpha.example.com', dev);
    expect(lookup.kind === 'found' && lookup.tenant.name).toBe('Alpha Renamed');
    expect(memory.calls.get).toHaveLength(4);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const memory = memoryKv(tenantKv());
    const store = createTenantStore({ maxEntries: 2 });
    await store.resolve(memory.kv, 'a.example.org', dev);
    await store.resolve(memory.kv, 'b.example.org', dev);
    await store.resolve(memory.kv, 'c.example.org', dev);
    await store.resolve(memory.kv, 'a.example.org', dev);
    expect(memory.calls.get.filter((key) => key === 'host:a.example.org')).toHaveLength(2);
  });
});

describe('createTenantStore().bySlug', () => {
  it('reads a site by its slug, as a remote does for the site the gateway resolved', async () => {
    const memory = memoryKv(tenantKv());
    const store = createTenantStore();
    expect(await store.bySlug(memory.kv, 'alpha')).toMatchObject({ kind: 'found', tenant: { slug: ALPHA.slug } });
    expect(await store.bySlug(memory.kv, 'nobody')).toEqual({ kind: 'unknown', hostname: 'nobody' });
    expect(await store.bySlug(memory.kv, 'tenant:alpha')).toEqual({ kind: 'unknown', hostname: 'tenant:alpha' });
    expect(await store.bySlug(memory.kv, 'broken')).toMatchObject({ kind: 'invalid', slug: 'broken' });
    await store.bySlug(memory.kv, 'alpha');
    expect(memory.calls.get.filter((key) => key === 'tenant:alpha')).toHaveLength(1);
  });
});

describe('createTenantStore: a site as its dealerships’ config_overrides make it (issue 26)', () => {
  /** A D1 stand-in answering the dealerships' overrides query with `rows`, counting the queries. */
  function overridesDb(rows: { slug: string; overrides: string | null }[]) {
    let queries = 0;
    const db = {
      prepare: () => ({
        bind: () => ({
          all: async () => {
            queries += 1;
            return { results: rows };
          },
        }),
      }),
    } as unknown as D1Database;
    return { db, queries: () => queries };
  }

  it('folds a dealership’s sold-visible days in when given the database, reading it once a minute', async () => {
    const { kv } = memoryKv(tenantKv());
    let now = 0;
    const store = createTenantStore({ now: () => now });
    const d1 = overridesDb([{ slug: 'alpha-motors', overrides: '{"soldVisibleDays":9,"colour":"red"}' }]);
    const lookup = await store.bySlug(kv, 'alpha', d1.db);
    expect(lookup.kind === 'found' && lookup.tenant.soldVisibleDaysByDealership).toEqual({
      ...ALPHA.soldVisibleDaysByDealership,
      'alpha-motors': 9,
    });
    await store.bySlug(kv, 'alpha', d1.db);
    expect(d1.queries()).toBe(1);
    now = 61_000;
    await store.bySlug(kv, 'alpha', d1.db);
    expect(d1.queries()).toBe(2);
  });

  it('answers the config alone when the overrides cannot be read, and tries again on the next request', async () => {
    const { kv } = memoryKv(tenantKv());
    const store = createTenantStore();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      prepare: () => {
        throw new Error('D1 is down');
      },
    } as unknown as D1Database;
    const lookup = await store.bySlug(kv, 'alpha', broken);
    expect(lookup.kind === 'found' && lookup.tenant.soldVisibleDaysByDealership).toEqual(
      ALPHA.soldVisibleDaysByDealership,
    );
    expect(warned).toHaveBeenCalledTimes(1);
    const d1 = overridesDb([]);
    await store.bySlug(kv, 'alpha', d1.db);
    expect(d1.queries()).toBe(1);
    warned.mockRestore();
  });

  it('answers the config alone without the database', async () => {
    const { kv } = memoryKv(tenantKv());
    const lookup = await createTenantStore().bySlug(kv, 'alpha');
    expect(lookup.kind === 'found' && lookup.tenant.soldVisibleDaysByDealership).toEqual(
      ALPHA.soldVisibleDaysByDealership,
    );
  });
});
