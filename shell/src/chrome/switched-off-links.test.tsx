import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomeBody } from '../pages/HomeBody';
import { sampleHomeProps, sampleTenant } from '../test-fixtures';
import { Footer } from './Footer';
import { Header } from './Header';

// issue 19 "No dead links": the chrome never sends a shopper to a page of a feature the site has
// switched off (it would only redirect). The sample site has trade-in off and links to it anyway.

const slide = { description: null, hide_overlay: false };

function tenantWith(tradeIn: boolean) {
  return sampleTenant({
    features: { finance: true, tradeIn },
    menus: {
      ...sampleTenant().menus,
      header: [
        { label: 'Home', href: '/' },
        { label: 'Sell your car', href: '/sell-my-car' },
        {
          label: 'Buyer Tools',
          href: '/special-offers',
          children: [
            { label: 'Offers', href: '/special-offers' },
            { label: 'Trade-in', href: '/trade-in' },
          ],
        },
      ],
    },
    home: {
      slides: [
        { id: 1, name: 'Value your car', url: '/sell-your-car', ...slide },
        { id: 2, name: 'Our offers', url: '/special-offers', ...slide },
      ],
      featureBanner: { heading: 'Trade up', text: 'Bring your car.', href: '/trade-in', ctaLabel: 'Value it' },
    },
  });
}

function chromeAndHome(tradeIn: boolean): string {
  const tenant = tenantWith(tradeIn);
  return [
    renderToStaticMarkup(<Header tenant={tenant} currentPath="/" stockMenu={null} />),
    renderToStaticMarkup(<Footer tenant={tenant} year={2026} />),
    renderToStaticMarkup(<HomeBody {...sampleHomeProps(tenant)} />),
  ].join('');
}

const TRADE_IN_LINK = /href="\/(?:trade-in|sell-my-car|sell-your-car)"/;

describe('links to switched-off features', () => {
  it('leaves out every header, footer and home link to a page of trade-in when the site has it off', () => {
    const html = chromeAndHome(false);
    expect(html).not.toMatch(TRADE_IN_LINK);
    // The rest stays: the submenu's other entry, the other slide, the banner's text.
    expect(html).toContain('href="/special-offers"');
    expect(html).toContain('Our offers');
    expect(html).toContain('Bring your car.');
    expect(html).not.toContain('Value your car');
  });

  it('shows them all when the site has trade-in on', () => {
    const html = chromeAndHome(true);
    for (const path of ['/trade-in', '/sell-my-car', '/sell-your-car']) expect(html).toContain(`href="${path}"`);
  });
});
