import { env } from 'cloudflare:workers';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { gateway, json, routedGateway } from './http';

// Which site answers: by <slug>.localhost, by a configured hostname (KV host:<hostname>), by the
// localhost mapping; unknown hosts get a plain 404; a broken config fails only its own site. Which site
// the gateway resolved is what it tells the remote whose API it passes a request to (here mfe-vehicle's
// stand-in, which echoes it).

beforeAll(() => seedFixtures(env));

const routed = routedGateway();

/** The site the gateway resolved for `host`, as the remote owning /api/cars is told it. */
async function siteOf(host: string): Promise<string> {
  const res = await routed('/api/cars/alpha-in-stock', { host });
  expect(res.status, host).toBe(200);
  return ((await json(res)).context as { tenant: string }).tenant;
}

describe('tenant resolution', () => {
  it('resolves <slug>.localhost, ignoring port and case', async () => {
    expect(await siteOf('alpha.localhost')).toBe('alpha');
    expect(await siteOf('Alpha.LocalHost:8787')).toBe('alpha');
    expect(await siteOf('bravo.localhost')).toBe('bravo');
  });

  it('resolves configured hostnames through KV host:<hostname>', async () => {
    expect(await siteOf('alpha.example.com')).toBe('alpha');
    expect(await siteOf('www.alpha.example.com:443')).toBe('alpha');
    expect(await siteOf('bravo.example.com')).toBe('bravo');
  });

  it('serves the tenant KV maps to plain localhost and 127.0.0.1', async () => {
    expect(await siteOf('localhost:8787')).toBe('alpha');
    expect(await siteOf('127.0.0.1:8787')).toBe('alpha');
  });

  it('answers an unknown host with a plain HTML 404 page', async () => {
    const res = await gateway('/', { host: 'nobody.example.org' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('nobody.example.org');
    expect(html).not.toContain('Alpha');
  });

  it('answers an unknown host under /api with JSON 404', async () => {
    const res = await gateway('/api/cars/alpha-in-stock', { host: 'unknown.localhost' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(res);
    expect(body.error).toBe('Unknown site');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('turns an invalid config into a logged 500 for that host only', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const api = await gateway('/api/cars/alpha-in-stock', { host: 'broken.example.com' });
      expect(api.status).toBe(500);
      const body = await json(api);
      expect(body.error).toBe('This site is temporarily unavailable');
      expect(JSON.stringify(body)).not.toMatch(/theme|websiteId/);

      const page = await gateway('/', { host: 'broken.localhost' });
      expect(page.status).toBe(500);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('Something went wrong');

      const garbled = await gateway('/', { host: 'garbled.localhost' });
      expect(garbled.status).toBe(500);
      await garbled.body?.cancel();

      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(logged.some((line) => line.includes('invalid tenant config') && line.includes('theme'))).toBe(true);
      expect(logged.some((line) => line.includes(api.headers.get('x-request-id') ?? '?'))).toBe(true);

      // Other sites are unaffected.
      expect(await siteOf('alpha.localhost')).toBe('alpha');
    } finally {
      errors.mockRestore();
    }
  });
});
