import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { HTTPException } from 'hono/http-exception';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApp } from '../src/index';
import { gateway, json } from './http';
import { testRegistry } from './stand-ins/declarations';

// Errors: JSON { error, requestId } under /api, the tenant's HTML page elsewhere; no internals leak.

beforeAll(async () => {
  await seedFixtures(env);
  // Its own registry: without one every unknown path is the 503 of "remote pages unavailable", whatever
  // file happened to run first.
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
});
afterEach(() => vi.restoreAllMocks());

/** The real app plus routes that fail on purpose. */
function failingApp() {
  const app = createApp();
  const explode = () => {
    throw new Error('secret detail: db password is hunter2');
  };
  app.get('/api/explode', explode);
  // Two segments: added after the composed pages, a one-segment path would be a model's page (/{model slug}).
  app.get('/explode/now', explode);
  app.get('/api/teapot', () => {
    throw new HTTPException(418, { message: 'I am a teapot' });
  });
  app.get('/api/zod', (c) => {
    z.object({ make: z.string(), year: z.number() }).parse({ make: 1, year: 'x' });
    return c.text('unreachable');
  });
  return app;
}

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await failingApp().fetch(new Request(`http://alpha.localhost${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('error handler', () => {
  it('answers an unknown /api route with JSON 404', async () => {
    const res = await gateway('/api/nothing-here');
    expect(res.status).toBe(404);
    const body = await json(res);
    expect(body).toEqual({ error: 'No route for GET /api/nothing-here', requestId: res.headers.get('x-request-id') });
  });

  it("answers an unknown page with the tenant's 404 page", async () => {
    const res = await gateway('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Alpha Motor Group');
    expect(html).toContain('/no-such-page');
  });

  it('answers a thrown error with JSON 500 under /api, logged with the request id, no details', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('/api/explode');
    expect(res.status).toBe(500);
    const body = await json(res);
    const requestId = res.headers.get('x-request-id');
    expect(body).toEqual({ error: 'Internal server error', requestId });
    const logged = errors.mock.calls.map((args) => String(args[0])).join('\n');
    expect(logged).toContain(String(requestId));
    expect(logged).toContain('secret detail');
  });

  it('answers a thrown error with the HTML error page elsewhere, without the stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('/explode/now');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Alpha Motor Group');
    expect(html).toContain(String(res.headers.get('x-request-id')));
    expect(html).not.toContain('secret detail');
    expect(html).not.toMatch(/at .*\.ts:\d+/);
  });

  it('keeps the status of an HTTPException', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await call('/api/teapot');
    expect(res.status).toBe(418);
    expect((await json(res)).error).toBe('I am a teapot');
  });

  it('turns a zod error into 400 naming the fields', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await call('/api/zod');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error).toMatch(/^Invalid request: make: .+; year: .+/);
    expect((body.issues as { path: string }[]).map((issue) => issue.path)).toEqual(['make', 'year']);
  });

  it('refuses an API body over 64 KB with 413 JSON', async () => {
    const res = await gateway('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' },
      body: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await json(res)).error).toMatch(/too large/);
  });
});
