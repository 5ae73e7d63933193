import { ALPHA } from '@forecourt/shared/server-kit/testing/fixtures';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { errorHandler, notFoundHandler } from './index';

afterEach(() => vi.restoreAllMocks());

/** An app whose routes fail in each way; `withTenant` decides whether the tenant is known. */
function app(withTenant: boolean) {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    c.set('nonce', 'bm9uY2Utbm9uY2Utbm9uY2U=');
    if (withTenant) c.set('tenant', ALPHA);
    return next();
  });
  const boom = () => {
    throw new Error('internal detail');
  };
  app.get('/api/boom', boom);
  app.get('/boom', boom);
  app.get('/api/gone', () => {
    throw new HTTPException(410, { message: 'Gone for good' });
  });
  app.get('/api/zod', () => {
    z.object({ query: z.object({ page: z.number() }) }).parse({ query: { page: 'x' } });
    return new Response('unreachable');
  });
  app.onError(errorHandler());
  app.notFound(notFoundHandler());
  return app;
}

describe('errorHandler', () => {
  it('answers JSON under /api without internal details, logging the request id and stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app(true).request('/api/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error', requestId: 'req-00000001' });
    const entry = JSON.parse(String(log.mock.calls[0]?.[0]));
    expect(entry).toMatchObject({ level: 'error', requestId: 'req-00000001', status: 500, error: 'internal detail' });
    expect(entry.stack).toContain('internal detail');
  });

  it('keeps HTTPException statuses and messages', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await app(true).request('/api/gone');
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ error: 'Gone for good', requestId: 'req-00000001' });
  });

  it('turns zod errors into 400 naming the fields', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await app(true).request('/api/zod');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toMatch(/^Invalid request: query\.page: /);
    expect(body.issues).toEqual([{ path: 'query.page', message: expect.any(String) }]);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0])).issues).toEqual(body.issues);
  });

  it("renders the tenant's error page elsewhere", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app(true).request('/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Alpha Motor Group');
    expect(html).toContain('req-00000001');
    expect(html).not.toContain('internal detail');
  });

  it('falls back to a plain page when there is no tenant', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app(false).request('/boom');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain('req-00000001');
    expect(html).not.toMatch(/<script|<style/);
  });
});

describe('notFoundHandler', () => {
  it('answers JSON 404 under /api', async () => {
    const res = await app(true).request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No route for GET /api/nope', requestId: 'req-00000001' });
  });

  it("renders the tenant's 404 page elsewhere", async () => {
    const res = await app(true).request('/nope?x=1');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Alpha Motor Group');
    expect(html).toContain('/nope');
  });
});
