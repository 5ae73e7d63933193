import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { requestId } from './index';

function app() {
  const app = new Hono<AppEnv>();
  app.use(requestId({ generate: () => 'generated-0001' }));
  app.get('/', (c) => c.text(c.get('requestId')));
  return app;
}

describe('requestId', () => {
  it('keeps a well-formed incoming X-Request-Id', async () => {
    const res = await app().request('/', { headers: { 'X-Request-Id': 'cf-ray:8f1a2b3c4d' } });
    expect(await res.text()).toBe('cf-ray:8f1a2b3c4d');
    expect(res.headers.get('X-Request-Id')).toBe('cf-ray:8f1a2b3c4d');
  });

  it('replaces a malformed, short or over-long id', async () => {
    for (const bad of ['has space here', 'short', 'x'.repeat(129), '<script>alert(1)</script>']) {
      const res = await app().request('/', { headers: { 'X-Request-Id': bad } });
      expect(await res.text()).toBe('generated-0001');
      expect(res.headers.get('X-Request-Id')).toBe('generated-0001');
    }
  });

  it('makes a UUID by default', async () => {
    const plain = new Hono<AppEnv>();
    plain.use(requestId());
    plain.get('/', (c) => c.text(c.get('requestId')));
    const [a, b] = await Promise.all([plain.request('/'), plain.request('/')]);
    const [idA, idB] = [await a.text(), await b.text()];
    expect(idA).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idA).not.toBe(idB);
  });

  it('sets the header on responses whose headers are immutable', async () => {
    const redirecting = new Hono<AppEnv>();
    redirecting.use(requestId({ generate: () => 'generated-0002' }));
    redirecting.get('/', () => Response.redirect('https://example.com/', 302));
    const res = await redirecting.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('X-Request-Id')).toBe('generated-0002');
    expect(res.headers.get('Location')).toBe('https://example.com/');
  });
});
