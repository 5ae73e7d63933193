import { describe, expect, it } from 'vitest';
import { MenuItemSchema } from '../schemas/tenant';
import {
  isSwitchedOffLink,
  pageFeatureOf,
  switchedOffRedirect,
  switchedOnLinks,
  switchedOnMenu,
} from './feature-routes';

const tradeInOff = { tradeIn: false, finance: true, watchlist: false };

describe('links to pages of switched-off features', () => {
  it('knows each feature page by its path, whatever query, fragment or trailing slash it carries', () => {
    expect(pageFeatureOf('/trade-in')).toBe('tradeIn');
    expect(pageFeatureOf('/sell-my-car/?ref=home#form')).toBe('tradeIn');
    expect(pageFeatureOf('/cars/trade-in?car_id=4')).toBe('tradeIn');
    expect(pageFeatureOf('/apply-for-finance')).toBe('finance');
    expect(pageFeatureOf('/my-garage/watchlist')).toBe('watchlist');
    // Pages that merely start alike belong to no feature.
    expect(pageFeatureOf('/finance-calculator-guide')).toBeNull();
    expect(pageFeatureOf('/cars/trade-in-special-2024')).toBeNull();
    expect(pageFeatureOf('/')).toBeNull();
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
    const shown = switchedOnMenu(menu, { tradeIn: false, finance: false, watchlist: false });
    expect(shown.map((item) => item.label)).toEqual(['Buyer Tools']);
    expect(shown[0]?.children.map((link) => link.label)).toEqual(['Offers']);
  });
});
