import { tenantKv } from '@forecourt/shared/server-kit/testing/fixtures';
import { memoryKv } from '@forecourt/shared/server-kit/testing/memory-kv';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv, Env } from '../../env';
import { tenant } from './index';

function app() {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    return next();
  });
  app.use(tenant());
  app.get('*', (c) => c.text(c.get('tenant').slug));
  app.onError((error, c) => c.text(`onError: ${error.message}`, 500));
  return app;
}

const env = (ENVIRONMENT = 'development') => ({ TENANTS: memoryKv(tenantKv()).kv, ENVIRONMENT }) as unknown as Env;

describe('tenant', () => {
  it('puts the resolved tenant on the context', async () => {
    expect(await (await app().request('http://alpha.localhost:8787/', {}, env())).text()).toBe('alpha');
    expect(await (await app().request('https://bravo.example.com/', {}, env())).text()).toBe('bravo');
  });

  it('prefers the Host header over the URL', async () => {
    const res = await app().request('http://127.0.0.1/', { headers: { Host: 'bravo.localhost:8787' } }, env());
    expect(await res.text()).toBe('bravo');
  });

  it('answers an unknown host with the plain unknown-site page, or JSON under /api', async () => {
    const page = await app().request('http://nobody.example.org/cars', {}, env());
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('nobody.example.org');

    const api = await app().request('http://nobody.example.org/api/cars/x', {}, env());
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Unknown site', host: 'nobody.example.org', requestId: 'req-00000001' });
  });

  it('logs an invalid config and fails that request through onError', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app().request('http://broken.example.com/', {}, env());
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('onError: This site is temporarily unavailable');
    const entry = JSON.parse(String(error.mock.calls[0]?.[0]));
    expect(entry).toMatchObject({ message: 'invalid tenant config', tenant: 'broken', requestId: 'req-00000001' });
    expect(entry.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['theme', 'websiteId']);
    error.mockRestore();
  });

  it('does not take <slug>.localhost from the Host in production', async () => {
    const res = await app().request('http://alpha.localhost/', {}, env('production'));
    expect(res.status).toBe(404);
  });
});
