import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RequestIdEnv } from './env';
import { formFields, requestBody } from './request-body';

const Schema = z.strictObject({ name: z.string().min(1), tags: z.array(z.string()).optional() });

function app() {
  const app = new Hono<RequestIdEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    return next();
  });
  app.post('/', requestBody(Schema), (c) => c.json({ got: c.req.valid('json') }));
  return app;
}

// Bytes, so that no Content-Type is added for us (a string body would get text/plain).
const post = (body: string, contentType?: string) =>
  app().request('/', {
    method: 'POST',
    body: new TextEncoder().encode(body),
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

describe('formFields', () => {
  it('reads fields, repeated ones as arrays', () => {
    expect({ ...formFields('a=1&b=2&b=3&c=x+y') }).toEqual({ a: '1', b: ['2', '3'], c: 'x y' });
  });

  it('keeps __proto__ as a plain field, never a prototype', () => {
    const fields = formFields('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(Object.keys(fields)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('requestBody', () => {
  it('hands the parsed JSON body to the handler', async () => {
    const res = await post('{"name":"Sam"}', 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { name: 'Sam' } });
  });

  it('reads an HTML form the same way', async () => {
    const res = await post('name=Sam&tags=a&tags=b', 'application/x-www-form-urlencoded');
    expect(await res.json()).toEqual({ got: { name: 'Sam', tags: ['a', 'b'] } });
  });

  it('answers 400 naming each problem', async () => {
    const res = await post('{"name":"","extra":1}', 'application/json');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: unknown[] };
    expect(body.error).toMatch(/^Invalid request: /);
    expect(body.error).toContain('name: ');
    expect(body.issues).toContainEqual({ path: '(root)', message: expect.stringContaining('extra') });
  });

  it('answers 400 for text that is not JSON, and for an empty JSON body', async () => {
    for (const text of ['{"name":', '']) {
      const res = await post(text, 'application/json');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Request body is not valid JSON' });
    }
  });

  it('answers 415 for a missing or other content type', async () => {
    const missing = await post('{"name":"Sam"}');
    expect(missing.status).toBe(415);
    expect(await missing.json()).toMatchObject({ error: expect.stringContaining('(none)') });
    const text = await post('{"name":"Sam"}', 'text/plain');
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: expect.stringContaining("'text/plain'") });
  });
});
