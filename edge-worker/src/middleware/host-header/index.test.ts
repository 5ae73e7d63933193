import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { hostHeader, isWellFormedHost } from './index';

describe('isWellFormedHost (issue 13: a malformed Host is a 400, not a 500)', () => {
  it.each([
    'sunvalley.localhost',
    'SunValley.Example.COM',
    'www.harbour-city.com.au:8787',
    'localhost',
    '127.0.0.1:8787',
    '[::1]:8787',
    'example.com.',
    'xn--bcher-kva.example',
  ])('accepts %j', (host) => {
    expect(isWellFormedHost(host)).toBe(true);
  });

  it.each([
    '',
    'a b',
    'a.com, b.com',
    'a.com,b.com',
    '"a.com"',
    "'a.com'",
    'a.com:99999',
    'a.com:',
    'a.com:80:80',
    'a.com/x',
    'user@a.com',
    '-a.com',
    'a..com',
    '[::1',
    'a.com\u0000',
    `${'a'.repeat(64)}.com`,
  ])('refuses %j', (host) => {
    expect(isWellFormedHost(host)).toBe(false);
  });
});

describe('hostHeader', () => {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set('requestId', 'req-00000001');
    return next();
  });
  app.use(hostHeader());
  app.get('/', (c) => c.text('ok'));

  it('answers 400 JSON with the request id for a malformed Host', async () => {
    const res = await app.request('http://a.example/', { headers: { Host: 'a b' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed Host header', requestId: 'req-00000001' });
  });

  it('lets a well-formed Host, or none, through', async () => {
    expect(await (await app.request('http://a.example/', { headers: { Host: 'b.example:8080' } })).text()).toBe('ok');
    expect(await (await app.request('http://a.example/')).text()).toBe('ok');
  });
});
