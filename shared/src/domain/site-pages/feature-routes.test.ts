import { describe, expect, it } from 'vitest';
import { BROWSER_EVENTS } from '../leads/browser-event-ids';
import { LEAD_FORMS } from '../leads/forms';
import { FeatureFlagsSchema, MenuItemSchema } from '../schemas/tenant';
import {
  FLAGS_WITHOUT_ENTRY_POINTS,
  featureOf,
  isSwitchedOffLink,
  isSwitchedOn,
  SWITCHABLE_FEATURES,
  type SwitchFlags,
  switchedOffFeatureOf,
  switchedOffRedirect,
  switchedOnLinks,
  switchedOnMenu,
} from './feature-routes';

const allOn: SwitchFlags = {
  tradeIn: true,
  finance: true,
  watchlist: true,
  reserve: true,
  buyOnline: false,
  favouritesStorage: true,
  compareStorage: true,
  spinToWin: true,
};
const tradeInOff: SwitchFlags = { ...allOn, tradeIn: false, watchlist: false };
const allOff: SwitchFlags = {
  tradeIn: false,
  finance: false,
  watchlist: false,
  reserve: false,
  buyOnline: false,
  favouritesStorage: false,
  compareStorage: false,
  spinToWin: false,
};

describe('the switchable features table', () => {
  it('decides every feature flag: it switches a feature in the table, or it opens no way in', () => {
    const inTable = new Set(Object.values(SWITCHABLE_FEATURES).flatMap((feature) => feature.flags));
    const decided = [...inTable, ...FLAGS_WITHOUT_ENTRY_POINTS];
    expect([...decided].sort()).toEqual(Object.keys(FeatureFlagsSchema.shape).sort());
    expect(new Set(decided).size).toBe(decided.length);
  });

  it('names lead forms and browser events that exist, each for one feature only', () => {
    const forms = Object.values(SWITCHABLE_FEATURES).flatMap((feature) => feature.leadForms);
    const events = Object.values(SWITCHABLE_FEATURES).flatMap((feature) => feature.browserEvents);
    for (const form of forms) expect(LEAD_FORMS).toContain(form);
    for (const event of events) expect(Object.values(BROWSER_EVENTS)).toContain(event);
    expect(new Set(forms).size).toBe(forms.length);
    expect(new Set(events).size).toBe(events.length);
  });

  it('keeps checkout on while either reserve or buy online is', () => {
    expect(isSwitchedOn('checkout', { ...allOff, reserve: true })).toBe(true);
    expect(isSwitchedOn('checkout', { ...allOff, buyOnline: true })).toBe(true);
    expect(isSwitchedOn('checkout', allOff)).toBe(false);
  });
});

describe('the one check, on every way in', () => {
  it('knows an API call by its feature prefix and what is under it, not by a look-alike', () => {
    expect(featureOf({ api: '/api/trade-in' })).toBe('tradeIn');
    expect(featureOf({ api: '/api/trade-in/1f0c/accept' })).toBe('tradeIn');
    expect(featureOf({ api: '/api/youx/quote' })).toBe('finance');
    expect(featureOf({ api: '/api/watchlist' })).toBe('watchlist');
    expect(featureOf({ api: '/api/checkout/reservations/9/confirm' })).toBe('checkout');
    expect(featureOf({ api: '/api/trade-inn' })).toBeNull();
    expect(featureOf({ api: '/api/pages/vehicle/a-car' })).toBeNull();
    expect(featureOf({ api: '/api/webhooks/payments' })).toBeNull();
    expect(featureOf({ api: '/api/dealer/reservations/9/release' })).toBeNull();
  });

  it('refuses a switched-off feature’s API, lead form and browser event, and lets the rest through', () => {
    expect(switchedOffFeatureOf({ api: '/api/trade-in' }, tradeInOff)).toBe('tradeIn');
    expect(switchedOffFeatureOf({ api: '/api/trade-in' }, allOn)).toBeNull();
    expect(switchedOffFeatureOf({ leadForm: 'trade-in' }, tradeInOff)).toBe('tradeIn');
    expect(switchedOffFeatureOf({ leadForm: 'finance' }, { ...allOn, finance: false })).toBe('finance');
    expect(switchedOffFeatureOf({ leadForm: 'enquiry' }, allOff)).toBeNull();
    expect(switchedOffFeatureOf({ browserEvent: BROWSER_EVENTS.financeCalculator }, allOff)).toBe('finance');
    expect(switchedOffFeatureOf({ browserEvent: BROWSER_EVENTS.favourite }, allOff)).toBe('favourites');
    expect(switchedOffFeatureOf({ browserEvent: BROWSER_EVENTS.print }, allOff)).toBeNull();
    expect(switchedOffFeatureOf({ api: '/api/checkout/a-car/reservations' }, allOff)).toBe('checkout');
  });
});

describe('links to pages of switched-off features', () => {
  it('knows each feature page by its path, whatever query, fragment or trailing slash it carries', () => {
    expect(featureOf({ page: '/trade-in' })).toBe('tradeIn');
    expect(featureOf({ page: '/sell-my-car/?ref=home#form' })).toBe('tradeIn');
    expect(featureOf({ page: '/cars/trade-in?car_id=4' })).toBe('tradeIn');
    expect(featureOf({ page: '/apply-for-finance' })).toBe('finance');
    expect(featureOf({ page: '/my-garage/watchlist' })).toBe('watchlist');
    expect(featureOf({ page: '/cars/2021-toyota-hilux-42/buy-online' })).toBe('checkout');
    expect(featureOf({ page: '/compare' })).toBe('compare');
    // Pages that merely start alike belong to no feature.
    expect(featureOf({ page: '/finance-calculator-guide' })).toBeNull();
    expect(featureOf({ page: '/cars/trade-in-special-2024' })).toBeNull();
    expect(featureOf({ page: '/cars//checkout' })).toBeNull();
    expect(featureOf({ page: '/' })).toBeNull();
  });

  it('redirects a page of a switched-off feature to a page the site has, and leaves every other page be', () => {
    for (const path of ['/trade-in', '/sell-my-car', '/sell-your-car', '/cars/trade-in']) {
      expect(switchedOffRedirect(path, tradeInOff)).toBe('/contact-us');
    }
    expect(switchedOffRedirect('/my-garage/watchlist', tradeInOff)).toBe('/my-garage');
    expect(switchedOffRedirect('/finance', tradeInOff)).toBeNull();
    expect(switchedOffRedirect('/finance', { ...tradeInOff, finance: false })).toBe('/contact-us');
    expect(switchedOffRedirect('/trade-in', { ...tradeInOff, tradeIn: true })).toBeNull();
    expect(switchedOffRedirect('/contact-us', tradeInOff)).toBeNull();
    expect(switchedOffRedirect('/cars/2021-toyota-hilux-42/checkout?x=1', allOff)).toBe('/cars/2021-toyota-hilux-42');
    expect(switchedOffRedirect('/cars/2021-toyota-hilux-42/checkout', allOn)).toBeNull();
    expect(switchedOffRedirect('/favourites', allOff)).toBe('/search');
    // Spin to Win (spec: 001 §2): a promotion, so the site's other promotions.
    expect(switchedOffRedirect('/spin-to-win', allOff)).toBe('/special-offers');
    expect(switchedOffRedirect('/spin-to-win', allOn)).toBeNull();
    expect(switchedOffFeatureOf({ api: '/api/spin-to-win' }, allOff)).toBe('spinToWin');
  });

  it('drops a link to a feature the site has off and keeps the rest', () => {
    expect(isSwitchedOffLink('/trade-in', tradeInOff)).toBe(true);
    expect(isSwitchedOffLink('/finance', tradeInOff)).toBe(false);
    expect(isSwitchedOffLink('/warranty', tradeInOff)).toBe(false);
    const links = [
      { label: 'Finance', href: '/finance' },
      { label: 'Trade-in Valuation', href: '/trade-in' },
      { label: 'Special Offers', href: '/special-offers' },
    ];
    expect(switchedOnLinks(links, tradeInOff).map((link) => link.label)).toEqual(['Finance', 'Special Offers']);
    expect(switchedOnLinks(links, { ...tradeInOff, tradeIn: true })).toEqual(links);
  });

  it('drops a menu item whose own page is off with its submenu, and switched-off entries of other submenus', () => {
    const menu = [
      { label: 'Finance', href: '/finance', children: [{ label: 'Apply', href: '/apply-for-finance' }] },
      {
        label: 'Buyer Tools',
        href: '/special-offers',
        children: [
          { label: 'Offers', href: '/special-offers' },
          { label: 'Sell your car', href: '/sell-your-car' },
        ],
      },
    ].map((item) => MenuItemSchema.parse(item));
    const shown = switchedOnMenu(menu, allOff);
    expect(shown.map((item) => item.label)).toEqual(['Buyer Tools']);
    expect(shown[0]?.children.map((link) => link.label)).toEqual(['Offers']);
  });
});
