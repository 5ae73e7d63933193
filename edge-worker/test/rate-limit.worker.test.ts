import { env } from 'cloudflare:workers';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway, json } from './http';
import { atWindowStart } from './rate-window';

// /api rate limits: fixed windows in KV per tenant, route class and client. charlie allows 3 API
// requests a minute, delta 5 (fixtures). Each test uses its own client address. The requests are the
// platform's own `GET /api/session`: the budget is the gateway's, whichever API a request is for.

const API_PATH = '/api/session';

beforeAll(() => seedFixtures(env));

function hit(host: string, ip: string): Promise<Response> {
  return gateway(API_PATH, { host, headers: { 'CF-Connecting-IP': ip } });
}

async function burst(host: string, ip: string, count: number): Promise<Response[]> {
  const responses: Response[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await hit(host, ip);
    responses.push(res);
    await res.body?.cancel();
  }
  return responses;
}

describe('rate limiting /api', () => {
  it('answers the request over the limit with 429, Retry-After and JSON', async () => {
    await atWindowStart();
    const ok = await burst('charlie.localhost', '203.0.113.1', 3);
    expect(ok.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(ok.map((res) => res.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0']);
    expect(ok[0]?.headers.get('ratelimit-limit')).toBe('3');

    const over = await hit('charlie.localhost', '203.0.113.1');
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(over.headers.get('ratelimit-reset')).toBe(String(retryAfter));
    const body = await json(over);
    expect(body).toMatchObject({ error: 'Too many requests', retryAfter });
  }, 20_000);

  it('keeps separate windows per client', async () => {
    await atWindowStart();
    await burst('charlie.localhost', '203.0.113.2', 3);
    expect((await hit('charlie.localhost', '203.0.113.2')).status).toBe(429);
    expect((await hit('charlie.localhost', '203.0.113.3')).status).toBe(200);
  }, 20_000);

  it('takes the client from X-Forwarded-For when CF-Connecting-IP is absent', async () => {
    await atWindowStart();
    const forwarded = (first: string) =>
      gateway(API_PATH, {
        host: 'charlie.localhost',
        headers: { 'X-Forwarded-For': `${first}, 10.0.0.1` },
      });
    for (let i = 0; i < 3; i += 1) expect((await forwarded('198.51.100.7')).status).toBe(200);
    expect((await forwarded('198.51.100.7')).status).toBe(429);
    expect((await forwarded('198.51.100.8')).status).toBe(200);
  }, 20_000);

  it("keeps separate windows per tenant and honours each tenant's limit", async () => {
    await atWindowStart();
    await burst('charlie.localhost', '203.0.113.4', 3);
    expect((await hit('charlie.localhost', '203.0.113.4')).status).toBe(429);

    // Same client on delta: its own window, and delta's limit is 5.
    const delta = await burst('delta.localhost', '203.0.113.4', 5);
    expect(delta.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(delta[0]?.headers.get('ratelimit-limit')).toBe('5');
    expect((await hit('delta.localhost', '203.0.113.4')).status).toBe(429);
  }, 20_000);

  it('counts in KV under rl:<tenant>:<routeClass>:<client>:<windowStart> with a TTL', async () => {
    await atWindowStart();
    await burst('delta.localhost', '203.0.113.5', 2);
    const { keys } = await env.RATE_LIMITS.list({ prefix: 'rl:delta:api:203.0.113.5:' });
    expect(keys).toHaveLength(1);
    const key = keys[0];
    const windowStart = Number(key?.name.split(':').at(-1));
    expect(windowStart % 60).toBe(0);
    expect(await env.RATE_LIMITS.get(key?.name ?? '')).toBe('2');
    expect(key?.expiration).toBeGreaterThan(Date.now() / 1000);
  }, 20_000);

  it('does not limit pages outside /api', async () => {
    await atWindowStart();
    await burst('charlie.localhost', '203.0.113.6', 3);
    expect((await hit('charlie.localhost', '203.0.113.6')).status).toBe(429);
    const page = await gateway('/robots.txt', {
      host: 'charlie.localhost',
      headers: { 'CF-Connecting-IP': '203.0.113.6' },
    });
    expect(page.status).toBe(200);
  }, 20_000);
});
