import type { FragmentResponse } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { buildStylesheets, composePage, hydrationOf, RETRY_AFTER_SECONDS, type SlotOutcome } from './compose';
import type { FragmentSlot, PageRoute } from './route-table';

const primarySlot: FragmentSlot = { remote: 'mfe_vehicle', fragment: 'VehiclePage', primary: true };
const secondarySlot: FragmentSlot = { remote: 'mfe_vehicle', fragment: 'SimilarCars', primary: false };
const route = { path: '/cars/:slug', title: 'Car details', fragments: [primarySlot, secondarySlot] } as PageRoute;
const remote = { name: 'mfe_vehicle', version: '1.0.0', manifestUrl: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json' };

function fragment(overrides: Partial<FragmentResponse> = {}): FragmentResponse {
  return {
    html: '<p>car</p>',
    data: { slug: 'x' },
    module: 'mfe_vehicle/VehiclePage',
    remote,
    stylesheets: ['/_mf/mfe_vehicle/1.0.0/styles.1a2b3c4d.css'],
    status: 200,
    head: { title: '2021 Toyota Hilux', description: 'A ute', preloadImages: ['/media/hero.svg'] },
    redirect: null,
    ...overrides,
  };
}

function ok(slot: FragmentSlot, response = fragment()): Extract<SlotOutcome, { kind: 'fragment' }> {
  return {
    kind: 'fragment',
    slot,
    islandId: `fc-${slot.fragment.toLowerCase()}`,
    fragment: response,
    channel: 'stable',
    durationMs: 12.34,
  };
}

function failed(slot: FragmentSlot): SlotOutcome {
  return {
    kind: 'fallback',
    slot,
    islandId: `fc-${slot.fragment.toLowerCase()}`,
    reason: 'timed out',
    durationMs: 500,
  };
}

describe('composePage', () => {
  it("takes the status and head from the primary fragment, and gathers every fragment's preloads once", () => {
    const page = composePage(route, [
      ok(primarySlot),
      ok(secondarySlot, fragment({ head: { title: 'Similar', preloadImages: ['/media/2.svg', '//evil.example/x'] } })),
    ]);
    expect(page).toMatchObject({ status: 200, notFound: false, retryAfterSeconds: null, title: '2021 Toyota Hilux' });
    expect(page.description).toBe('A ute');
    expect(page.preloads).toEqual([
      { href: '/media/hero.svg', as: 'image', fetchPriority: 'high' },
      { href: '/media/2.svg', as: 'image' },
    ]);
    expect(page.serverTiming).toBe(
      'fc-vehiclepage;dur=12.3;desc="mfe_vehicle 1.0.0 (stable)", fc-similarcars;dur=12.3;desc="mfe_vehicle 1.0.0 (stable)"',
    );
  });

  it("passes on each fragment's own Server-Timing metrics after its duration", () => {
    const withTiming: SlotOutcome = { ...ok(primarySlot), serverTiming: 'd1;dur=0.4;desc="1 query"' };
    const page = composePage(route, [withTiming, ok(secondarySlot)]);
    expect(page.serverTiming).toBe(
      'fc-vehiclepage;dur=12.3;desc="mfe_vehicle 1.0.0 (stable)", d1;dur=0.4;desc="1 query", fc-similarcars;dur=12.3;desc="mfe_vehicle 1.0.0 (stable)"',
    );
  });

  it("gives only the primary fragment's first image high priority, and puts it first", () => {
    const page = composePage(route, [
      ok(secondarySlot, fragment({ head: { title: 'Similar', preloadImages: ['/media/2.svg'] } })),
      ok(primarySlot, fragment({ head: { title: 'Hilux', preloadImages: ['/media/hero.svg', '/media/3.svg'] } })),
    ]);
    expect(page.preloads.filter((preload) => preload.as === 'image')).toEqual([
      { href: '/media/hero.svg', as: 'image', fetchPriority: 'high' },
      { href: '/media/2.svg', as: 'image' },
      { href: '/media/3.svg', as: 'image' },
    ]);
  });

  it("preloads a responsive image with its <img>'s srcset and sizes, and none that names another origin", () => {
    const srcSet = '/media/hero.svg?w=320 320w, /media/hero.svg 600w';
    const page = composePage(route, [
      ok(
        primarySlot,
        fragment({
          head: {
            title: 'Used cars',
            preloadImages: [
              { href: '/media/hero.svg', srcSet, sizes: '100vw' },
              { href: '/media/2.svg', srcSet: '//evil.example/x 320w', sizes: '100vw' },
            ],
          },
        }),
      ),
    ]);
    expect(page.preloads).toEqual([
      { href: '/media/hero.svg', as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: '100vw' },
    ]);
  });

  it("announces nothing of an island's build: its loader fetches the remoteEntry when its trigger fires", () => {
    const page = composePage(route, [ok(primarySlot), ok(secondarySlot)]);
    expect(page.preloads.every((preload) => preload.as === 'image')).toBe(true);
  });

  it('preloads no script when no island hydrates', () => {
    const page = composePage(route, [ok(primarySlot, fragment({ data: null, module: null })), failed(secondarySlot)]);
    expect(page.preloads).toEqual([{ href: '/media/hero.svg', as: 'image', fetchPriority: 'high' }]);
  });

  it('is a 404 page when the primary fragment says 404, without preloads', () => {
    const page = composePage(route, [
      ok(primarySlot, fragment({ status: 404, data: null, module: null })),
      ok(secondarySlot),
    ]);
    expect(page).toMatchObject({ status: 404, notFound: true, retryAfterSeconds: null });
    expect(page.preloads).toEqual([]);
  });

  it("answers the primary fragment's redirect as the page, and ignores a secondary's", () => {
    const moved = fragment({
      html: '',
      data: null,
      module: null,
      status: 302,
      head: null,
      redirect: { location: '/search/gwm', status: 302 },
    });
    const page = composePage(route, [ok(primarySlot, moved), ok(secondarySlot)]);
    expect(page).toMatchObject({ status: 302, notFound: false, redirect: { location: '/search/gwm', status: 302 } });
    expect(page.preloads).toEqual([]);
    expect(page.stylesheets).toEqual([]);
    const secondary = composePage(route, [ok(primarySlot), ok(secondarySlot, moved)]);
    expect(secondary).toMatchObject({ status: 200, redirect: null });
    expect(composePage(route, [ok(primarySlot), ok(secondarySlot)]).redirect).toBeNull();
  });

  it('never redirects off the site, whatever a fragment says', () => {
    for (const location of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const moved = fragment({
        data: null,
        module: null,
        status: 301,
        head: null,
        redirect: { location, status: 301 },
      });
      expect(composePage(route, [ok(primarySlot, moved)]), location).toMatchObject({ status: 503, redirect: null });
    }
  });

  it('is a 200 without Retry-After when a page without a primary slot (the home page) has a block failed', () => {
    const page = composePage({ title: 'Home' }, [failed(secondarySlot), ok({ ...secondarySlot, fragment: 'Other' })]);
    expect(page.status).toBe(200);
    expect(page.notFound).toBe(false);
    expect(page.retryAfterSeconds).toBeNull();
    expect(page.title).toBe('Home');
  });

  it('is a 503 with Retry-After and the route title when the primary fragment failed', () => {
    const page = composePage(route, [failed(primarySlot), ok(secondarySlot)]);
    expect(page).toMatchObject({
      status: 503,
      notFound: false,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      title: 'Car details',
    });
    expect(page.serverTiming).toContain('fc-vehiclepage;dur=500;desc="fallback"');
  });

  it("links every fragment's own stylesheets once, even a fragment that does not hydrate", () => {
    const search = {
      name: 'mfe_search',
      version: '2.0.0-canary',
      manifestUrl: '/_mf/mfe_search/2.0.0-canary/mf-manifest.json',
    };
    const page = composePage(route, [
      ok(primarySlot, fragment({ data: null, module: null })),
      ok(
        secondarySlot,
        fragment({ remote: search, stylesheets: ['/_mf/mfe_search/2.0.0-canary/styles.9f8e7d6c.css'] }),
      ),
      ok(secondarySlot),
    ]);
    expect(page.stylesheets).toEqual([
      '/_mf/mfe_vehicle/1.0.0/styles.1a2b3c4d.css',
      '/_mf/mfe_search/2.0.0-canary/styles.9f8e7d6c.css',
    ]);
  });

  it("drops a stylesheet outside the fragment's own build", () => {
    const stylesheets = [
      '/_mf/mfe_vehicle/1.0.0/styles.1a2b3c4d.css',
      '/_mf/mfe_vehicle/0.9.0/styles.00000000.css',
      '/_mf/mfe_search/1.0.0/styles.11111111.css',
    ];
    expect(buildStylesheets(fragment({ stylesheets }))).toEqual(['/_mf/mfe_vehicle/1.0.0/styles.1a2b3c4d.css']);
  });

  it('links no remote stylesheet on a 404 page', () => {
    const page = composePage(route, [ok(primarySlot, fragment({ status: 404, data: null, module: null }))]);
    expect(page.stylesheets).toEqual([]);
  });

  it('stays 200 when only a secondary fragment failed', () => {
    const page = composePage(route, [ok(primarySlot), failed(secondarySlot)]);
    expect(page).toMatchObject({ status: 200, retryAfterSeconds: null, title: '2021 Toyota Hilux' });
    expect(page.slots.map((slot) => slot.kind)).toEqual(['fragment', 'fallback']);
  });
});

describe('hydrationOf', () => {
  it('hydrates a rendered fragment that names its module and data, and nothing else', () => {
    expect(hydrationOf(fragment(), 'idle')).toEqual({
      module: 'mfe_vehicle/VehiclePage',
      remote,
      data: { slug: 'x' },
      trigger: 'idle',
    });
    expect(hydrationOf(fragment({ data: null }), 'load')).toBeNull();
    expect(hydrationOf(fragment({ module: null }), 'load')).toBeNull();
    expect(hydrationOf(fragment({ status: 404 }), 'load')).toBeNull();
  });
});
