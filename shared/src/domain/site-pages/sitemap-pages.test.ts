import { describe, expect, it } from 'vitest';
import { sitePathOf } from './feature-routes';
import { chromePagePaths } from './sitemap-pages';

const features = {
  tradeIn: false,
  finance: true,
  watchlist: false,
  reserve: false,
  buyOnline: false,
  favouritesStorage: true,
  compareStorage: true,
  spinToWin: false,
};

describe("the site's own pages its chrome links to (for the sitemap)", () => {
  it('reads a same-site path without its query, fragment or trailing slash, and nothing else', () => {
    expect(sitePathOf('/finance?car_id=4#finance-form')).toBe('/finance');
    expect(sitePathOf('/about-us/')).toBe('/about-us');
    expect(sitePathOf('/')).toBe('/');
    for (const href of ['https://example.com/x', '//cdn.example.com/x', 'tel:0255500100', 'mailto:a@b.c', '#top']) {
      expect(sitePathOf(href)).toBeNull();
    }
  });

  it('lists header entries, their submenus and footer links once each, in menu order, without home or switched-off pages', () => {
    const tenant = {
      features,
      menus: {
        header: [
          { label: 'Home', href: '/', children: [] },
          {
            label: 'Our Stock',
            href: '/search',
            children: [
              { label: 'Used', href: '/search/used-cars' },
              { label: 'Sell', href: '/sell-my-car' },
            ],
          },
          { label: 'Finance', href: '/finance', children: [{ label: 'Apply', href: '/apply-for-finance' }] },
        ],
        footerGroups: [
          {
            title: 'Buyer Tools',
            links: [
              { label: 'Finance', href: '/finance#form' },
              { label: 'Trade-in Valuation', href: '/trade-in' },
              { label: 'Call us', href: 'tel:0255500100' },
              { label: 'Privacy', href: '/privacy-policy' },
            ],
          },
        ],
      },
    };
    expect(chromePagePaths(tenant)).toEqual([
      '/search',
      '/search/used-cars',
      '/finance',
      '/apply-for-finance',
      '/privacy-policy',
    ]);
  });
});
