import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { API_MAX_BODY_BYTES, bodyLimit } from './index';

function app(maxBytes?: number) {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    return next();
  });
  app.use(bodyLimit(maxBytes === undefined ? {} : { maxBytes }));
  app.post('/', async (c) => c.text(`read ${(await c.req.text()).length}`));
  return app;
}

describe('bodyLimit', () => {
  it('defaults to 64 KB', () => {
    expect(API_MAX_BODY_BYTES).toBe(65_536);
  });

  it('passes bodies up to the limit', async () => {
    const res = await app(10).request('/', { method: 'POST', body: '0123456789' });
    expect(await res.text()).toBe('read 10');
  });

  it('refuses a declared oversize body with 413 JSON', async () => {
    const res = await app(10).request('/', { method: 'POST', body: '0123456789a' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'Request body too large (limit 10 bytes)',
      limit: 10,
      requestId: 'req-00000001',
    });
  });

  it('refuses an oversize streamed body without Content-Length', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(new TextEncoder().encode('0123456789'));
        controller.close();
      },
    });
    const res = await app(25).request('/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });
});
