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

  it('is null for a %-escape that is broken or not UTF-8, which no browser sends', () => {
    for (const text of ['a=%ZZ', 'a=%', 'a=%FF', 'a%G1=1']) expect(formFields(text), text).toBeNull();
    expect({ ...formFields('a=100%25&b=%E2%82%AC') }).toEqual({ a: '100%', b: '€' });
  });

  it('keeps __proto__ as a plain field, never a prototype', () => {
    const fields = formFields('__proto__=x&constructor=y') ?? {};
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

/** A multipart/form-data body: its lines as written, CRLF line ends added. */
const multipart = (lines: string[]) => lines.map((line) => `${line}\r\n`).join('');

describe('requestBody: every malformed body is a 400 naming the problem (issue 24 item 4)', () => {
  const part = (name: string, value: string, extra = '') => [
    '--b0undary',
    `Content-Disposition: form-data; name="${name}"${extra}`,
    '',
    value,
  ];

  it('reads a multipart form as it reads a urlencoded one, repeated fields as arrays', async () => {
    const body = multipart([...part('name', 'Sam'), ...part('tags', 'a'), ...part('tags', 'b'), '--b0undary--']);
    const res = await post(body, 'multipart/form-data; boundary=b0undary');
    expect(await res.json()).toEqual({ got: { name: 'Sam', tags: ['a', 'b'] } });
  });

  it.each([
    ['multipart without a boundary', 'multipart/form-data', multipart([...part('name', 'Sam'), '--b0undary--'])],
    [
      'multipart with an unclosed part',
      'multipart/form-data; boundary=b0undary',
      `--b0undary\r\nContent-Disposition: form-data; name="name"\r\n\r\nSa`,
    ],
    ['multipart of something else', 'multipart/form-data; boundary=b0undary', 'name=Sam'],
    [
      'multipart with a file',
      'multipart/form-data; boundary=b0undary',
      multipart([...part('name', 'Sam', '; filename="a.txt"'), '--b0undary--']),
    ],
    ['a form with a broken %-escape', 'application/x-www-form-urlencoded', 'name=%ZZ'],
    ['a form with a lone %', 'application/x-www-form-urlencoded', 'name=100%'],
    ['a form whose escapes are not UTF-8', 'application/x-www-form-urlencoded', 'name=%FF%FE'],
    ['a form with an escaped lone surrogate', 'application/x-www-form-urlencoded', 'name=%ED%A0%80'],
  ])('%s', async (_name, contentType, body) => {
    const res = await post(body, contentType);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/^Request body is not a valid (multipart|urlencoded) form: .{10,}/);
  });

  it('answers 400 for JSON or form bytes that are not UTF-8', async () => {
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
      const bytes = new Uint8Array([
        ...new TextEncoder().encode('{"name":"Sa'),
        0xff,
        0xfe,
        ...new TextEncoder().encode('"}'),
      ]);
      const res = await app().request('/', { method: 'POST', body: bytes, headers: { 'Content-Type': contentType } });
      expect(res.status, contentType).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Request body is not valid UTF-8' });
    }
  });
});
