import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { API_MAX_BODY_BYTES, bodyLimit, REQUEST_BODY_TIMEOUT_MS, requestBodyTimeoutMs } from './index';

function app(maxBytes?: number, timeoutMs?: number) {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    return next();
  });
  app.use(
    bodyLimit({ ...(maxBytes === undefined ? {} : { maxBytes }), ...(timeoutMs === undefined ? {} : { timeoutMs }) }),
  );
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

/** POSTs a streamed body declaring `contentLength` to the app. */
function postStream(target: Hono<AppEnv>, stream: ReadableStream<Uint8Array>, contentLength: string) {
  return target.request('/', {
    method: 'POST',
    body: stream,
    headers: { 'Content-Length': contentLength },
    duplex: 'half',
  } as RequestInit);
}

/** A body that sends `first` and then nothing more, never closing; records whether it was cancelled. */
function stalledBody(first: string) {
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('bodyLimit: bodies that never arrive (issue 13)', () => {
  it('waits REQUEST_BODY_TIMEOUT_MS by default: a few seconds, or what the gateway’s var says', () => {
    expect(REQUEST_BODY_TIMEOUT_MS).toBe(5000);
    expect(requestBodyTimeoutMs({})).toBe(REQUEST_BODY_TIMEOUT_MS);
    expect(requestBodyTimeoutMs(undefined)).toBe(REQUEST_BODY_TIMEOUT_MS);
    expect(requestBodyTimeoutMs({ REQUEST_BODY_TIMEOUT_MS: '800' })).toBe(800);
    for (const odd of ['', 'soon', '0', '-5', '1.5', '30001']) {
      expect(requestBodyTimeoutMs({ REQUEST_BODY_TIMEOUT_MS: odd }), odd).toBe(REQUEST_BODY_TIMEOUT_MS);
    }
  });

  it('answers 408 JSON once the body is late, and stops reading it', async () => {
    const { stream, state } = stalledBody('{"a":');
    const started = Date.now();
    const res = await postStream(app(100, 50), stream, '60');
    expect(res.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await res.json()).toEqual({
      error: 'Request body not received in time (50 ms)',
      requestId: 'req-00000001',
    });
    expect(state.cancelled).toBe(true);
  });

  it('refuses a declared oversize body at once with 413, without waiting for it', async () => {
    const { stream, state } = stalledBody('x');
    const res = await postStream(app(10, 60_000), stream, '1000000');
    expect(res.status).toBe(413);
    expect(state.cancelled).toBe(true);
  });

  it('hands the route the whole body when it arrives in time, in pieces', async () => {
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const piece of ['01234', '56789']) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          controller.enqueue(new TextEncoder().encode(piece));
        }
        controller.close();
      },
    });
    const res = await app(10, 1000).request('/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await res.text()).toBe('read 10');
  });
});
