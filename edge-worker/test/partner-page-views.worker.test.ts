import { env } from 'cloudflare:workers';
import { TOO_MANY_POSTCODE_LOOKUPS } from '@forecourt/shared/messages/catalogue';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedComposition, standInStats } from './composition-fixtures';
import { gateway } from './http';
import { atWindowStart } from './rate-window';

// Page views whose postcode drives a remote's partner call (the car page's delivery estimate, the dealer
// locator's geocoder) inside workerd: the gateway spends the shopper's `partners` budget on them
// (middleware/partner-page-views) before any remote is asked.

/** A site allowing each shopper 2 partner calls a minute, for the page views that drive them. */
const BUDGET_SITE = makeTenant({
  slug: 'locbudget',
  dealerships: ['budget-motors'],
  rateLimits: { partners: { limit: 2, windowSeconds: 60 } },
});

beforeAll(async () => {
  await env.TENANTS.put(`tenant:${BUDGET_SITE.slug}`, JSON.stringify(BUDGET_SITE));
  // The stand-in remotes' release registry, for the composed pages.
  await seedComposition(env);
});

describe('page views that drive a partner call (issue 24 item 9)', () => {
  const host = `${BUDGET_SITE.slug}.localhost`;
  const view = (path: string, client: string) =>
    gateway(path, { host, headers: { 'CF-Connecting-IP': client, Accept: 'text/html' } });

  it("spend the shopper's partners budget; over it the page says to try again (429) and asks no remote", async () => {
    await atWindowStart();
    const client = '203.0.113.90';
    const fragments = async () => (await standInStats(env.MFE_VEHICLE)).fragments;
    const before = await fragments();
    // No postcode, or one that is not one: no partner call, nothing spent.
    for (const query of ['', '?postcode=', '?postcode=20a0']) {
      expect((await view(`/cars/hilux-sr5${query}`, client)).status, query).toBe(200);
    }
    for (const postcode of ['2000', '2150']) {
      expect((await view(`/cars/hilux-sr5?postcode=${postcode}`, client)).status).toBe(200);
    }
    expect(await fragments()).toBe(before + 5);

    const over = await view('/cars/hilux-sr5?postcode=3000', client);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get('Content-Type')).toContain('text/html');
    const html = await over.text();
    expect(html).toContain(TOO_MANY_POSTCODE_LOOKUPS);
    expect(html).toContain('href="/cars/hilux-sr5"');
    expect(await fragments()).toBe(before + 5);

    // The dealer locator spends the same budget; another shopper has their own.
    const locator = await view('/dealer-locator?postcode=3000', client);
    expect(locator.status).toBe(429);
    expect(await locator.text()).toContain('href="/dealer-locator"');
    expect((await view('/cars/hilux-sr5?postcode=3000', '203.0.113.91')).status).toBe(200);
  }, 20_000);
});
