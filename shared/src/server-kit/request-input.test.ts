import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RequestIdEnv } from './env';
import { requestInput } from './request-input';

// A slice's path and query checks: the parsed value reaches the handler, a refused one is the one 400.

function app() {
  const routes = new Hono<RequestIdEnv>();
  routes.use(async (c, next) => {
    c.set('requestId', 'req-1');
    await next();
  });
  routes.get(
    '/cars/:slug',
    requestInput('param', z.object({ slug: z.string().regex(/^[a-z0-9-]+$/) })),
    requestInput('query', z.object({ km: z.coerce.number().int().optional() })),
    (c) => c.json({ slug: c.req.valid('param').slug, km: c.req.valid('query').km ?? null }),
  );
  return routes;
}

describe('requestInput', () => {
  it('hands the parsed params and query to the handler', async () => {
    const res = await app().request('/cars/hilux-42?km=1200');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slug: 'hilux-42', km: 1200 });
  });

  it('answers a refused param with a 400 naming it, in the one error shape', async () => {
    const res = await app().request('/cars/%3Cscript%3E');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; requestId: string; issues: unknown };
    expect(body.error).toMatch(/^Invalid request: slug: /);
    expect(body.requestId).toBe('req-1');
    expect(body.issues).toEqual([expect.objectContaining({ path: 'slug' })]);
  });

  it('answers a refused or repeated query field with a 400 naming it', async () => {
    for (const query of ['km=lots', 'km=1&km=2']) {
      const res = await app().request(`/cars/hilux-42?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { issues: unknown }).issues, query).toEqual([
        expect.objectContaining({ path: 'km' }),
      ]);
    }
  });
});
