import { FragmentSiteSettingsSchema } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { sidebarViewOf } from './sidebar-view';

const NOW = new Date('2026-11-22T00:00:00.000Z');
const LOCATION = { phone: '(07) 3391 4400', phoneHref: 'tel:0733914400' };

function settings(features: Record<string, unknown> = {}, finance: unknown = null) {
  return FragmentSiteSettingsSchema.parse({ features, finance });
}

const FINANCE = { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 };

describe('sidebarViewOf', () => {
  it("names the sticky bar's message control Instant Message where the site offers it (spec: 001 §2)", () => {
    const view = (features: Record<string, unknown>) =>
      sidebarViewOf(sampleCar(), { settings: settings(features), now: NOW, location: LOCATION });
    expect(view({ instantMessage: true }).stickyMessageLabel).toBe('Instant Message');
    expect(view({}).stickyMessageLabel).toBe('Enquire Now');
  });

  it('masks the dealer phone, and starts revealed where the site says so', () => {
    const view = sidebarViewOf(sampleCar(), { settings: settings(), now: NOW, location: LOCATION, websiteId: 101 });
    expect(view.phone).toEqual({
      number: '(07) 3391 4400',
      masked: '(07) XXXX XXXX',
      href: 'tel:0733914400',
      startsRevealed: false,
    });
    expect(view.websiteId).toBe(101);
    const revealed = sidebarViewOf(sampleCar(), {
      settings: settings({ phoneStartsRevealed: true }),
      now: NOW,
      location: LOCATION,
    });
    expect(revealed.phone?.startsRevealed).toBe(true);
    expect(sidebarViewOf(sampleCar(), { now: NOW, location: { phone: null, phoneHref: null } }).phone).toBeNull();
  });

  it('shows the market-price badge 500 or more below the average', () => {
    const badge = (average: number) =>
      sidebarViewOf(
        sampleCar({ price: 52990, autograb_data: { average_market_price: average, state_average_market_price: null } }),
        {
          now: NOW,
          location: LOCATION,
        },
      ).marketPrice;
    expect(badge(56000)).toEqual({ saving: '$3,010', average: '$56,000' });
    expect(badge(53400)).toBeNull();
  });

  it('teases finance only where the site offers it, never for a Test Drive Only car', () => {
    const withFinance = settings({ finance: true }, FINANCE);
    const quoted = sidebarViewOf(
      sampleCar({ quote: { weeklyRepaymentAmount: 131, advertisedRate: 8, comparisonRate: 9 } }),
      {
        settings: withFinance,
        now: NOW,
        location: LOCATION,
      },
    );
    expect(quoted.finance?.weekly).toBe('$131 /wk');
    expect(quoted.finance?.basis).toContain("finance partner's quote");
    const estimated = sidebarViewOf(sampleCar({ price: 30000 }), {
      settings: withFinance,
      now: NOW,
      location: LOCATION,
    });
    expect(estimated.finance?.weekly).toBe('$143 /wk');
    expect(estimated.finance?.basis).toContain('over 5 years at 8.99% p.a.');
    expect(
      sidebarViewOf(sampleCar(), { settings: settings({ finance: false }, FINANCE), now: NOW, location: LOCATION })
        .finance,
    ).toBeNull();
    const testDriveOnly = sidebarViewOf(sampleCar({ tag: 'Test Drive Only' }), {
      settings: withFinance,
      now: NOW,
      location: LOCATION,
    });
    expect(testDriveOnly.finance).toBeNull();
    expect(testDriveOnly.testDriveOnly).toBe(true);
  });

  it('offers Reserve Car Now or Buy Online only where checkout is enabled for the car', () => {
    const payable = sampleCar({ payment_processors: ['stripe'] });
    expect(
      sidebarViewOf(payable, { settings: settings({ reserve: true }), now: NOW, location: LOCATION }).checkout,
    ).toEqual({
      label: 'Reserve Car Now',
      href: '/cars/2021-toyota-hilux-sr5-4021/checkout',
    });
    expect(
      sidebarViewOf(payable, { settings: settings({ buyOnline: true }), now: NOW, location: LOCATION }).checkout,
    ).toEqual({
      label: 'Buy Online',
      href: '/cars/2021-toyota-hilux-sr5-4021/buy-online',
    });
    expect(
      sidebarViewOf(sampleCar(), { settings: settings({ reserve: true }), now: NOW, location: LOCATION }).checkout,
    ).toBeNull();
    const reserved = sampleCar({ payment_processors: ['stripe'], reserved: true });
    expect(
      sidebarViewOf(reserved, { settings: settings({ reserve: true }), now: NOW, location: LOCATION }).checkout,
    ).toBeNull();
  });

  it('offers trade-in where the site and the car allow it', () => {
    const view = (tradeIn: boolean, enabled: boolean) =>
      sidebarViewOf(sampleCar({ trade_in_enabled: enabled }), {
        settings: settings({ tradeIn }),
        now: NOW,
        location: LOCATION,
      }).tradeInHref;
    expect(view(true, true)).toBe('/cars/trade-in?car_id=4021');
    expect(view(true, false)).toBeNull();
    expect(view(false, true)).toBeNull();
  });

  it('links print, the PDF, the history report (only with a file) and the watchlist sign-in', () => {
    const view = sidebarViewOf(sampleCar({ file: '/reports/4021.pdf' }), {
      settings: settings({ watchlist: true }),
      now: NOW,
      location: LOCATION,
    });
    expect(view.printHref).toBe('/print?car_id=2021-toyota-hilux-sr5-4021');
    expect(view.pdf).toEqual({
      href: '/api/cars/2021-toyota-hilux-sr5-4021/pdf',
      fileName: '2021-toyota-hilux-sr5-4021.pdf',
    });
    expect(view.historyReportHref).toBe('/reports/4021.pdf');
    const signIn = new URL(view.watchlist?.signInHref ?? '', 'https://site.example');
    expect(signIn.pathname).toBe('/sign-in');
    expect(signIn.searchParams.get('type')).toBe('watchlist');
    expect(signIn.searchParams.get('redirect')).toBe('/cars/2021-toyota-hilux-sr5-4021?watchlist=save');
    expect(signIn.searchParams.get('back')).toBe('/cars/2021-toyota-hilux-sr5-4021');
    const plain = sidebarViewOf(sampleCar({ file: null }), { settings: settings(), now: NOW, location: LOCATION });
    expect(plain.historyReportHref).toBeNull();
    expect(plain.watchlist).toBeNull();
  });

  // spec: 000 §4 "a certified pre-owned image for certain used cars of one make".
  it("shows the certified pre-owned tag as the site's image, named by its text", () => {
    const image = '/media/v1/logo/certified-pre-owned-toyota.svg?text=Toyota+Certified+Pre-Owned';
    const certified = sampleCar({ certified: true, car_type: 'used', make: 'Toyota' });
    const view = (features: Record<string, unknown>, car = certified) =>
      sidebarViewOf(car, { settings: settings(features), now: NOW, location: LOCATION });
    expect(view({ cpoBadgeMake: 'Toyota', cpoBadgeImage: image }).tag).toEqual({
      label: 'Certified Pre-Owned',
      tone: 'primary',
      image,
    });
    // Without an image the text tag stays; another tag never takes the image.
    expect(view({ cpoBadgeMake: 'Toyota' }).tag).toEqual({
      label: 'Certified Pre-Owned',
      tone: 'primary',
      image: null,
    });
    const reserved = sampleCar({ certified: true, reserved: true });
    expect(view({ cpoBadgeMake: 'Toyota', cpoBadgeImage: image }, reserved).tag?.image).toBeNull();
  });

  it('takes the tag from the shared priority rule, and the favourite/compare rules from the card rules', () => {
    const view = sidebarViewOf(sampleCar({ reserved: true, tag: 'Runout' }), {
      settings: settings(),
      now: NOW,
      location: LOCATION,
    });
    expect(view.tag).toEqual({ label: 'Reserved', tone: 'neutral', image: null });
    expect(view.favourite).toBe(true);
    const usedOnly = sidebarViewOf(sampleCar({ car_type: 'new' }), {
      settings: settings({ favouritesUsedOnly: true }),
      now: NOW,
      location: LOCATION,
    });
    expect(usedOnly.favourite).toBe(false);
    expect(usedOnly.compare).toBe(false);
  });
});
