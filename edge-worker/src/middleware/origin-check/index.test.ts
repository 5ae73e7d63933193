import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { isOwnOrigin, originCheck } from './index';

const tenant = makeTenant({ slug: 'alpha', hostnames: ['alpha.example.com', 'www.alpha.example.com'] });

function app() {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    c.set('tenant', tenant);
    return next();
  });
  app.use(originCheck());
  app.on(['GET', 'POST', 'DELETE'], '/', (c) => c.text('ok'));
  return app;
}

const call = (method: string, headers: Record<string, string> = {}) =>
  app().request('https://alpha.example.com/', { method, headers });

describe('isOwnOrigin', () => {
  const hostnames = ['alpha.example.com', 'www.alpha.example.com'];

  it('accepts the origin the request was sent to, scheme and port included', () => {
    expect(isOwnOrigin('http://alpha.localhost:8787', 'http://alpha.localhost:8787', [])).toBe(true);
    expect(isOwnOrigin('http://alpha.localhost:8788', 'http://alpha.localhost:8787', [])).toBe(false);
  });

  it("accepts https on the tenant's other hostnames only", () => {
    expect(isOwnOrigin('https://www.alpha.example.com', 'https://alpha.example.com', hostnames)).toBe(true);
    expect(isOwnOrigin('http://www.alpha.example.com', 'https://alpha.example.com', hostnames)).toBe(false);
    expect(isOwnOrigin('https://www.alpha.example.com:444', 'https://alpha.example.com', hostnames)).toBe(false);
    expect(isOwnOrigin('https://alpha.example.com.evil.test', 'https://alpha.example.com', hostnames)).toBe(false);
  });

  it('refuses null and unreadable origins', () => {
    expect(isOwnOrigin('null', 'https://alpha.example.com', hostnames)).toBe(false);
    expect(isOwnOrigin('', 'https://alpha.example.com', hostnames)).toBe(false);
  });
});

describe('originCheck', () => {
  it('lets safe methods through whatever their Origin', async () => {
    expect((await call('GET', { Origin: 'https://evil.test' })).status).toBe(200);
  });

  it("passes a state-changing call from the site's own origin", async () => {
    expect((await call('POST', { Origin: 'https://alpha.example.com' })).status).toBe(200);
    expect((await call('DELETE', { Origin: 'https://www.alpha.example.com' })).status).toBe(200);
  });

  it('refuses one from another origin with 403 JSON naming it', async () => {
    const res = await call('POST', { Origin: 'https://evil.test' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'Cross-origin request refused: Origin https://evil.test is not this site',
      requestId: 'req-00000001',
    });
    expect((await call('POST', { Origin: 'null' })).status).toBe(403);
  });

  it('passes a caller without Origin unless it says it is a cross-site browser fetch', async () => {
    expect((await call('POST')).status).toBe(200);
    expect((await call('POST', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    const crossSite = await call('POST', { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: 'Cross-site request refused (Sec-Fetch-Site: cross-site)' });
    expect((await call('POST', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
  });
});
