import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { type MemoryKv, memoryKv } from '@forecourt/shared/server-kit/testing/memory-kv';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, Env } from '../../env';
import { clientOf, fixedWindow, rateLimit } from './index';

const tenant = makeTenant({ slug: 'alpha', rateLimits: { api: { limit: 2, windowSeconds: 60 } } });

let kv: MemoryKv;
let nowMs: number;

function app() {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    c.set('tenant', tenant);
    return next();
  });
  app.use(rateLimit({ routeClass: 'api', now: () => nowMs }));
  app.get('/', (c) => c.text('ok'));
  return app;
}

const env = () => ({ RATE_LIMITS: kv.kv }) as unknown as Env;
const get = (ip = '203.0.113.1') => app().request('/', { headers: { 'CF-Connecting-IP': ip } }, env());

beforeEach(() => {
  kv = memoryKv();
  nowMs = Date.UTC(2026, 10, 22, 0, 0, 10); // 10 s into a minute
});

describe('fixedWindow', () => {
  it('finds the window start and the seconds left', () => {
    expect(fixedWindow(125, 60)).toEqual({ start: 120, resetIn: 55 });
    expect(fixedWindow(120, 60)).toEqual({ start: 120, resetIn: 60 });
    expect(fixedWindow(179, 60)).toEqual({ start: 120, resetIn: 1 });
  });
});

describe('clientOf', () => {
  it('prefers CF-Connecting-IP, then the first X-Forwarded-For hop, then anonymous', () => {
    expect(clientOf(new Headers({ 'CF-Connecting-IP': '2001:db8::1', 'X-Forwarded-For': '1.1.1.1' }))).toBe(
      '2001:db8::1',
    );
    expect(clientOf(new Headers({ 'X-Forwarded-For': ' 198.51.100.2 , 10.0.0.1' }))).toBe('198.51.100.2');
    expect(clientOf(new Headers())).toBe('anonymous');
  });
  it('keeps keys tidy', () => {
    expect(clientOf(new Headers({ 'CF-Connecting-IP': 'a b/c' }))).toBe('a_b_c');
    expect(clientOf(new Headers({ 'CF-Connecting-IP': '9'.repeat(100) }))).toHaveLength(64);
  });
});

describe('rateLimit', () => {
  it('counts per tenant, route class, client and window, with a TTL KV accepts', async () => {
    await get();
    const key = `rl:alpha:api:203.0.113.1:${Math.floor(nowMs / 1000) - 10}`;
    expect(kv.store.get(key)).toEqual({ value: '1', expirationTtl: 60 });
  });

  it('answers the request over the limit with 429 JSON and Retry-After', async () => {
    expect((await get()).headers.get('RateLimit-Remaining')).toBe('1');
    expect((await get()).headers.get('RateLimit-Remaining')).toBe('0');
    const over = await get();
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe('50');
    expect(over.headers.get('RateLimit-Limit')).toBe('2');
    expect(over.headers.get('RateLimit-Reset')).toBe('50');
    expect(await over.json()).toEqual({ error: 'Too many requests', retryAfter: 50, requestId: 'req-00000001' });
  });

  it('starts afresh in the next window', async () => {
    await get();
    await get();
    expect((await get()).status).toBe(429);
    nowMs += 50_000;
    expect((await get()).status).toBe(200);
  });

  it('keeps clients apart', async () => {
    await get('203.0.113.1');
    await get('203.0.113.1');
    expect((await get('203.0.113.1')).status).toBe(429);
    expect((await get('203.0.113.2')).status).toBe(200);
  });

  it('falls back to the platform default for a class the tenant does not configure', async () => {
    const leads = new Hono<AppEnv>();
    leads.use((c, next) => {
      c.set('tenant', tenant);
      return next();
    });
    leads.use(rateLimit({ routeClass: 'leads', now: () => nowMs }));
    leads.get('/', (c) => c.text('ok'));
    const res = await leads.request('/', {}, env());
    expect(res.headers.get('RateLimit-Limit')).toBe('10');
  });

  it('reports the innermost limit when a route class sits inside the api limit', async () => {
    const nested = new Hono<AppEnv>();
    nested.use((c, next) => {
      c.set('requestId', 'req-00000001');
      c.set('tenant', tenant);
      return next();
    });
    nested.use(rateLimit({ routeClass: 'api', now: () => nowMs }));
    nested.post('/', rateLimit({ routeClass: 'leads', now: () => nowMs }), (c) => c.text('ok'));
    const ok = await nested.request('/', { method: 'POST' }, env());
    expect(ok.headers.get('RateLimit-Limit')).toBe('10');
    expect(ok.headers.get('RateLimit-Remaining')).toBe('9');
  });

  it('lets the request through when KV refuses the write', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    kv.failPuts = true;
    const res = await get();
    expect(res.status).toBe(200);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('reads counters from another namespace when told to', async () => {
    const other = memoryKv();
    const custom = new Hono<AppEnv>();
    custom.use((c, next) => {
      c.set('tenant', tenant);
      return next();
    });
    custom.use(rateLimit({ routeClass: 'api', namespace: () => other.kv, now: () => nowMs }));
    custom.get('/', (c) => c.text('ok'));
    await custom.request('/', {}, env());
    expect(other.calls.put).toHaveLength(1);
    expect(kv.calls.put).toHaveLength(0);
  });

  it('spends nothing on requests it is told to skip', async () => {
    const internal = new Hono<AppEnv>();
    internal.use((c, next) => {
      c.set('tenant', tenant);
      return next();
    });
    internal.use(rateLimit({ routeClass: 'api', now: () => nowMs, skip: () => true }));
    internal.get('/', (c) => c.text('ok'));
    for (let i = 0; i < 3; i += 1) {
      const res = await internal.request('/', { headers: { 'CF-Connecting-IP': '203.0.113.1' } }, env());
      expect(res.status).toBe(200);
      expect(res.headers.get('RateLimit-Limit')).toBeNull();
    }
    expect(kv.calls.get).toHaveLength(0);
    expect(kv.calls.put).toHaveLength(0);
  });
});
