import { env } from 'cloudflare:workers';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';

// Requests malformed below the API's bodies (issue 13 items 3 and 4): a Host header that names no
// valid host, and a body that is declared but never arrives. Each gets a 4xx JSON answer with the
// usual security headers and a request id, quickly, never a 5xx.

beforeAll(() => seedFixtures(env));

function expectUsualHeaders(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-request-id')).toMatch(/\S/);
}

describe('a malformed Host header', () => {
  it.each(['a b', 'a.com, b.com', '"alpha.localhost"', 'alpha.localhost:99999', 'alpha.localhost/x'])(
    'Host %j answers 400 JSON naming the header',
    async (host) => {
      for (const path of ['/api/session', '/cars/x']) {
        const res = await gateway(path, { headers: { Host: host } });
        expect(res.status).toBe(400);
        expectUsualHeaders(res);
        const body = await json(res);
        expect(body).toMatchObject({ error: 'Malformed Host header' });
        expect(body.requestId).toBe(res.headers.get('x-request-id'));
      }
    },
  );

  it('lets well-formed hosts through, with a port or in capitals', async () => {
    for (const host of ['alpha.localhost', 'ALPHA.localhost:8787']) {
      expect((await gateway('/api/session', { headers: { Host: host } })).status).toBe(200);
    }
  });
});

/** POSTs a lead whose body sends its first bytes and then nothing, declaring `contentLength`. */
function stalledLead(contentLength: string) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"form":'));
    },
  });
  return gateway('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': contentLength, Origin: 'http://alpha.localhost' },
    body: stream,
  });
}

describe('a request body declared but never sent', () => {
  it('answers 408 JSON once the gateway’s REQUEST_BODY_TIMEOUT_MS has passed', async () => {
    // The Worker tests' gateway waits 1 s (vitest.worker.config.ts; deployed: 5 s, wrangler.toml).
    const waits = Number(env.REQUEST_BODY_TIMEOUT_MS);
    expect(waits).toBe(1000);
    const started = Date.now();
    const res = await stalledLead('4000');
    expect(res.status).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(waits - 50);
    expect(Date.now() - started).toBeLessThan(waits + 5000);
    expectUsualHeaders(res);
    expect(await json(res)).toMatchObject({ error: `Request body not received in time (${waits} ms)` });
  }, 15_000);

  it('answers 413 at once for a declared length over the cap', async () => {
    const started = Date.now();
    const res = await stalledLead('10000000');
    expect(res.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(1000);
    expectUsualHeaders(res);
  });
});
