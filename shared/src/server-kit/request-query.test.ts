import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RequestIdEnv } from './env';
import { requestParams, requestQuery } from './request-query';

const QuerySchema = z.strictObject({ offset: z.coerce.number().int().min(0).default(0) });

function app() {
  const app = new Hono<RequestIdEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000002');
    return next();
  });
  app.get('/items', requestQuery(QuerySchema), (c) => c.json({ got: c.req.valid('query') }));
  app.get(
    '/tags',
    requestQuery(z.strictObject({ tags: z.array(z.string()).max(2) }), (c) => ({ tags: c.req.queries('tag') ?? [] })),
    (c) => c.json({ got: c.req.valid('query') }),
  );
  app.get('/items/:id', requestParams(z.object({ id: z.coerce.number().int().positive() })), (c) =>
    c.json({ got: c.req.valid('param') }),
  );
  return app;
}

describe('requestQuery', () => {
  it('hands the handler the parsed query', async () => {
    const res = await app().request('/items?offset=21');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { offset: 21 } });
  });

  it('answers 400 in the one error shape, naming each refused name, never reaching the handler', async () => {
    for (const [query, path] of [
      ['offset=-1', 'offset'],
      ['offset=many', 'offset'],
      ['sort=price', '(root)'],
    ] as const) {
      const res = await app().request(`/items?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: string; requestId: string; issues: { path: string }[] };
      expect(body.error, query).toMatch(/^Invalid request: /);
      expect(body.requestId).toBe('req-00000002');
      expect(body.issues.map((issue) => issue.path)).toContain(path);
    }
    expect(JSON.stringify(await (await app().request('/items?sort=price')).json())).toContain('sort');
  });

  it('refuses a name given twice where the schema wants one value', async () => {
    const res = await app().request('/items?offset=1&offset=2');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { path: string }[] }).issues).toEqual([
      expect.objectContaining({ path: 'offset' }),
    ]);
  });

  it('reads the query as the route says', async () => {
    expect(await (await app().request('/tags?tag=a&tag=b')).json()).toEqual({ got: { tags: ['a', 'b'] } });
    expect((await app().request('/tags?tag=a&tag=b&tag=c')).status).toBe(400);
  });
});

describe('requestParams', () => {
  it('hands the handler the parsed params, and answers 400 naming a refused one', async () => {
    expect(await (await app().request('/items/12')).json()).toEqual({ got: { id: 12 } });
    const res = await app().request('/items/abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'id' }] });
  });
});
