import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { FRAGMENT_FALLBACK_TEXT } from '@forecourt/shell';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/index';
import { seedComposition } from './composition-fixtures';
import { gateway } from './http';

// The home page: the site's own stock (counts and newest cars) and its visible locations only, and its
// configured blocks composed from the remotes' fragments (the stand-in fragment Workers serve one
// fragment each: mfe_locations LocationPage, mfe_offers OffersSearchPage, mfe_vehicle VehiclePage).

/** A site whose home page names fragments the stand-ins serve, one no remote declares, and the shell's blocks. */
const HOTEL = makeTenant({
  slug: 'hotel',
  name: 'Hotel Motors',
  websiteId: 808,
  dealerships: ['alpha-motors', 'alpha-used'],
  home: {
    slides: [{ id: 1, name: 'Spring sale', description: 'Drive away deals.', url: '/search', hide_overlay: false }],
    blocks: [
      { kind: 'shell', block: 'hero' },
      { kind: 'fragment', remote: 'mfe_locations', fragment: 'LocationPage' },
      { kind: 'fragment', remote: 'mfe_offers', fragment: 'NoSuchPicker' },
      { kind: 'shell', block: 'latestCars' },
      { kind: 'fragment', remote: 'mfe_offers', fragment: 'OffersSearchPage' },
      { kind: 'shell', block: 'locations' },
    ],
  },
});

beforeAll(async () => {
  await seedComposition(env);
  await env.TENANTS.put(`tenant:${HOTEL.slug}`, JSON.stringify(HOTEL));
});
afterEach(() => vi.restoreAllMocks());

/** The island ids and their modules in a page, in page order. */
function islandsOf(html: string): string[] {
  return [...html.matchAll(/<div id="([^"]+)" data-fc-island="([^"]+)" data-fc-hydrate="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]} ${m[3]}`,
  );
}

async function hotelHome(bindings: typeof env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().fetch(new Request('http://hotel.localhost/'), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('GET /', () => {
  // The default blocks name pickers mfe_offers does not declare yet (logged), and fragments the stand-ins do not serve.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("renders the site's home page from its own visible stock", async () => {
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

describe("GET / composed from the site's configured blocks", () => {
  it('puts the shell blocks and the fragments in the configured order, and leaves out an undeclared fragment, logged', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await hotelHome();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(islandsOf(html)).toEqual([
      'fc-location-page mfe_locations/LocationPage load',
      'fc-offers-search-page mfe_offers/OffersSearchPage load',
    ]);
    const order = ['fc-home-title', 'fc-location-page', 'Latest arrivals', 'fc-offers-search-page', 'Our Locations'];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // the site's slide, its visible locations, and each fragment's stylesheet in <head>
    expect(html).toContain('<a href="/search">Spring sale</a>');
    expect(html).toContain('Alpha Motors Sales');
    expect(html).not.toContain('Alpha Hidden Yard');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/href="\/_mf\/mfe_locations\/[^"]+\/styles\.stable\.css"/);
    expect(head).toMatch(/href="\/_mf\/mfe_offers\/[^"]+\/styles\.stable\.css"/);
    expect(html).not.toContain('NoSuchPicker');
    expect(warnings.mock.calls.map((call) => String(call[0])).join('\n')).toContain(
      'home block left out: mfe_offers declares no fragment NoSuchPicker',
    );
    expect(res.headers.get('server-timing')).toMatch(/fc-location-page;dur=.*fc-offers-search-page;dur=/);
  });

  it("keeps the page up (200) with that block's fallback when one remote's Worker is down, the others hydrated", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down: Fetcher = {
      fetch: () => Promise.reject(new Error('connect ECONNREFUSED')),
      connect: () => {
        throw new Error('not used');
      },
    } as unknown as Fetcher;
    const res = await hotelHome({ ...env, MFE_LOCATIONS: down });
    expect(res.status).toBe(200);
    expect(res.headers.get('retry-after')).toBeNull();
    const html = await res.text();
    expect(islandsOf(html)).toEqual(['fc-offers-search-page mfe_offers/OffersSearchPage load']);
    expect(html).toContain('<section id="fc-location-page"');
    expect(html).toContain(FRAGMENT_FALLBACK_TEXT.replace("'", '&#x27;'));
    expect(html).toContain('Latest arrivals');
    expect(html).toContain('Our Locations');
    expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toContain('ECONNREFUSED');
  });
});
