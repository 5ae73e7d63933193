import type { TenantConfig } from '@forecourt/shared';
import { TRADE_IN_PAGE_PATHS } from '@forecourt/shared/trade-in/paths';
import { describe, expect, it } from 'vitest';
import { media } from '../media/routes';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from './contrast';
import { tenantKvEntries } from './index';
import { demoData, TEST_TODAY } from './testing';

const data = demoData();

function tenant(slug: string): TenantConfig {
  const found = data.tenants.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no tenant ${slug}`);
  return found;
}

describe('tenants', () => {
  it('are the three demo sites with website ids 1, 2 and 3', () => {
    expect(data.tenants.map((t) => [t.slug, t.websiteId, t.template])).toEqual([
      ['harbourcity', 1, 'group'],
      ['sunvalley', 2, 'dealership'],
      ['redgum', 3, 'caravan'],
    ]);
  });

  it('list only dealerships that exist, each on exactly one site', () => {
    const slugs = data.tenants.flatMap((t) => t.dealerships);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(slugs)).toEqual(new Set(data.dealerships.map((dealership) => dealership.slug)));
  });

  it("carry each dealership's own sold-visible days to its site (spec: 001 §4 configurable per dealership)", () => {
    const overridden = data.dealerships.filter((dealership) => 'soldVisibleDays' in dealership.config_overrides);
    expect(overridden.length).toBeGreaterThan(0);
    for (const dealership of overridden) {
      const site = data.tenants.find((t) => t.dealerships.includes(dealership.slug));
      expect(site?.soldVisibleDaysByDealership[dealership.slug]).toBe(dealership.config_overrides.soldVisibleDays);
    }
  });

  it('give every site its canonical origin, its address under npm start', () => {
    expect(data.tenants.map((t) => t.canonicalOrigin)).toEqual([
      'http://harbourcity.localhost:8787',
      'http://sunvalley.localhost:8787',
      'http://redgum.localhost:8787',
    ]);
  });

  it('configure harbourcity as the full-featured group site', () => {
    const harbourcity = tenant('harbourcity');
    expect(harbourcity.name).toBe('Harbour City Motor Group');
    expect(harbourcity.hostnames).toEqual(['harbourcity.localhost', 'localhost', '127.0.0.1']);
    expect(harbourcity.features).toMatchObject({ finance: true, reserve: true, tradeIn: true, watchlist: true });
    expect(harbourcity.finance?.provider).toBeDefined();
    expect(harbourcity.promoCards.positions).toEqual([8]);
    expect(harbourcity.gatedRoutes).toEqual(['/my-garage', '/online-payment', '/spin-to-win']);
    expect(harbourcity.announcement).not.toBeNull();
    expect(harbourcity.popup?.expiresAt && harbourcity.popup.expiresAt > TEST_TODAY).toBe(true);
    expect(harbourcity.menus.header.map((item) => item.label)).toEqual([
      'Home',
      'Models',
      'Offers',
      'Our Stock',
      'Service and Parts',
      'Company',
      'Finance',
    ]);
    expect(harbourcity.menus.header.find((item) => item.label === 'Our Stock')?.children.length).toBeGreaterThan(1);
    // spec: 001 §2 the mega-menu of models by category, starting with All Vehicles, with Contact Us and Our Stock.
    const models = harbourcity.menus.header.find((item) => item.label === 'Models')?.children ?? [];
    expect(models.map((entry) => entry.label)).toEqual([
      'All Vehicles',
      'SUV',
      'Sedan',
      'Hatch',
      'Ute',
      'Van',
      'Contact Us',
      'Our Stock',
    ]);
    expect(models[1]?.href).toBe('/models?body=suv');
    expect(harbourcity.menus.footerGroups.map((group) => group.title)).toEqual(
      expect.arrayContaining(['Buyer Tools', 'Servicing and Parts']),
    );
    expect(harbourcity.menus.footerGroups).toHaveLength(3);
  });

  it('configure sunvalley as a used-only dealership site that starts with phones revealed', () => {
    const sunvalley = tenant('sunvalley');
    expect(sunvalley.hostnames).toEqual(['sunvalley.localhost']);
    expect(sunvalley.dealerships).toHaveLength(1);
    expect(sunvalley.stock.usedOnly).toBe(true);
    expect(sunvalley.features.phoneStartsRevealed).toBe(true);
    expect(sunvalley.features.instantMessage).toBe(true);
    expect(sunvalley.galleryDefaultView).toBe('gallery');
    expect(sunvalley.promoCards.randomOffset).toBe(true);
    // The spec's one dealership variant with its search under /used-car/… (spec: 001 §2); the others keep /search.
    expect(sunvalley.search).toMatchObject({ pathPrefix: '/used-car', clearFiltersPath: '/used-car' });
    expect(tenant('harbourcity').search.pathPrefix).toBe('/search');
  });

  it("give sunvalley its own Get Finance text on search cards and the others the spec's (spec: 001 §5 'or custom text')", () => {
    expect(tenant('sunvalley').finance?.cardButtonLabel).toBe('Get Pre-Approved');
    expect(tenant('harbourcity').finance?.cardButtonLabel).toBe('Get Finance');
  });

  it('give harbourcity the Spin to Win promotion, gated, and no other site (spec: 001 §2, §6)', () => {
    const harbourcity = tenant('harbourcity');
    expect(harbourcity.features.spinToWin).toBe(true);
    expect(harbourcity.gatedRoutes).toContain('/spin-to-win');
    expect(harbourcity.spinToWin?.prizes.length).toBeGreaterThanOrEqual(2);
    expect(['sunvalley', 'redgum'].map((slug) => tenant(slug).features.spinToWin)).toEqual([false, false]);
  });

  it("show harbourcity's certified pre-owned Toyotas with an image the demo media origin serves (spec: 000 §4)", async () => {
    const { cpoBadgeMake, cpoBadgeImage } = tenant('harbourcity').features;
    expect(cpoBadgeMake).toBe('Toyota');
    expect(cpoBadgeImage).toMatch(/^\/media\//);
    const res = await media.request((cpoBadgeImage ?? '').replace(/^\/media/, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).toContain('Toyota Certified Pre-Owned');
  });

  it('send no promotion to the trade-in pages of a site with trade-in off', () => {
    const promoted = (site: TenantConfig) => [
      ...(site.home.slides ?? []).map((slide) => slide.url),
      ...(site.promoCards?.slides ?? []).map((slide) => slide.url),
      site.promoCards?.href,
      site.popup?.href,
      site.announcement?.href,
    ];
    const offSites = data.tenants.filter((site) => !site.features.tradeIn);
    expect(offSites.map((site) => site.slug)).toContain('redgum');
    for (const site of offSites) {
      const paths = promoted(site).map((href) => href && new URL(href, 'http://site.test').pathname);
      expect(paths.filter((path) => TRADE_IN_PAGE_PATHS.some((page) => page === path))).toEqual([]);
    }
  });

  it('give every site its own theme and logo', () => {
    expect(new Set(data.tenants.map((t) => t.theme.colors.primary)).size).toBe(3);
    for (const t of data.tenants) {
      expect(t.theme.logo).toMatchObject({ width: 180, height: 48 });
      expect(t.theme.logo.url).toMatch(new RegExp(`^/media/v1/logo/tenant-${t.slug}\\.svg\\?text=\\w`));
      expect(t.phones.default).toMatch(/^\(0\d\) \d{4} \d{4}$/);
    }
  });

  it.each(['harbourcity', 'sunvalley', 'redgum'])('keep %s readable (WCAG AA 4.5:1)', (slug) => {
    const { colors } = tenant(slug).theme;
    expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(colors.text, colors.surface)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(colors.mutedText, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(colors.primaryContrast, colors.primary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });
});

describe('tenantKvEntries', () => {
  const entries = tenantKvEntries(data);

  it('stores each tenant under tenant:<slug> as its JSON', () => {
    for (const t of data.tenants) {
      const entry = entries.find((candidate) => candidate.key === `tenant:${t.slug}`);
      expect(JSON.parse(entry?.value ?? 'null')).toEqual(t);
    }
  });

  it('maps every hostname to its tenant, with no hostname taken twice', () => {
    const hosts = entries.filter((entry) => entry.key.startsWith('host:'));
    expect(new Set(hosts.map((entry) => entry.key)).size).toBe(hosts.length);
    expect(hosts).toContainEqual({ key: 'host:localhost', value: 'harbourcity' });
    expect(hosts).toContainEqual({ key: 'host:127.0.0.1', value: 'harbourcity' });
    expect(hosts).toContainEqual({ key: 'host:sunvalley.localhost', value: 'sunvalley' });
    expect(hosts).toContainEqual({ key: 'host:redgum.localhost', value: 'redgum' });
    expect(entries).toHaveLength(data.tenants.length + data.tenants.flatMap((t) => t.hostnames).length);
  });
});
