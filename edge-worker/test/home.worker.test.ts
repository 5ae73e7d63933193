import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './fixtures';
import { gateway } from './http';

// The home page: the site's own stock (counts and newest cars) and its visible locations only.

beforeAll(() => seedFixtures(env));

describe('GET /', () => {
  it("renders the site's home page from its own visible stock and locations", async () => {
    const res = await gateway('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('Alpha Motor Group');
    // newest visible cars link to their pages; hidden ones and other sites' never appear
    expect(html).toContain('/cars/alpha-in-stock');
    expect(html).toContain('/cars/alpha-second-dealer');
    for (const hidden of ['alpha-holden', 'alpha-off-website', 'alpha-sold-long-ago', 'bravo-used', 'orphan-car']) {
      expect(html).not.toContain(`/cars/${hidden}`);
    }
    // visible locations of both alpha dealerships, not the hidden one
    expect(html).toContain('Alpha Motors Sales');
    expect(html).toContain('Alpha Used Cars Sales');
    expect(html).not.toContain('Alpha Hidden Yard');
    expect(html).not.toContain('Bravo Nissan');
  });

  it("shows a used-only site's counts without new or demo stock", async () => {
    // React separates adjacent text with <!-- --> markers.
    const html = (await (await gateway('/', { host: 'bravo.localhost' })).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Bravo Used');
    expect(html).toContain('Used cars (2)');
    expect(html).not.toMatch(/New cars \(\d+\)/);
    expect(html).not.toMatch(/Demo cars \(\d+\)/);
  });
});
