import { type Car, type DealershipOverrides, FragmentSiteSettingsSchema } from '@forecourt/shared';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { StickyBars } from '../sticky-bars/StickyBars';
import type { InStockVehiclePageData } from '../vehicle-page/view-model';
import { toVehiclePageData } from '../vehicle-page/view-model';
import { Sidebar } from './Sidebar';

// The sidebar as the fragment Worker renders it: what works without JavaScript is there as links,
// what is the visitor's (device lists, session, scroll) is not.

const NOW = new Date('2026-11-22T00:00:00.000Z');

function pageData(
  overrides: Partial<Car> = {},
  features: Record<string, unknown> = {},
  dealership: DealershipOverrides = {},
  host?: string,
): InStockVehiclePageData {
  const settings = FragmentSiteSettingsSchema.parse({
    features: { finance: true, watchlist: true, reserve: true, tradeIn: true, ...features },
    finance: { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 },
  });
  const data = toVehiclePageData(sampleCar(overrides), {
    remoteVersion: '1.0.0',
    tenant: { slug: 'harbourcity', websiteId: 101, host },
    settings,
    now: NOW,
    dealership,
  });
  if (data.availability !== 'in-stock') throw new Error('expected an in-stock car');
  return data;
}

const render = (data: InStockVehiclePageData) => renderToStaticMarkup(<Sidebar data={data} />);

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('Sidebar', () => {
  it('shows the title as the h1, the price, the tag and the three facts with their names', () => {
    const html = render(pageData({ reserved: true }));
    expect(html).toMatch(/<h1[^>]*>2021 Toyota HiLux SR5<\/h1>/);
    const words = text(html);
    expect(words).toContain('$52,990 Drive Away');
    expect(words).toContain('Reserved');
    expect(words).toContain('Kilometres: 48,213 km');
    expect(words).toContain('Transmission: Automatic');
    expect(words).toContain('Body: Ute');
  });

  it('shows the market-price badge and the finance teaser linking to the calculator', () => {
    const html = render(
      pageData({
        price: 30000,
        before_price: null,
        autograb_data: { average_market_price: 32000, state_average_market_price: null },
      }),
    );
    expect(text(html)).toContain('$2,000 below the average market price of $32,000');
    expect(html).toMatch(/<a[^>]*href="#finance-calculator"[^>]*>Only \$143 \/wk\*<\/a>/);
  });

  it('masks the phone until it is revealed, and shows it where the site starts revealed', () => {
    const masked = render(pageData());
    expect(masked).toContain('(07) XXXX XXXX');
    expect(masked).not.toContain('3391 4400');
    expect(masked).not.toContain('tel:');
    const revealed = render(pageData({}, { phoneStartsRevealed: true }));
    expect(revealed).toMatch(/<a[^>]*href="tel:0733914400"[^>]*>.*\(07\) 3391 4400<\/a>/);
  });

  it('renders link actions as links: checkout, trade-in, print, PDF, history report, watchlist sign-in', () => {
    const html = render(
      pageData({ payment_processors: ['stripe'], trade_in_enabled: true, file: '/reports/4021.pdf' }),
    );
    expect(html).toMatch(/<a[^>]*href="\/cars\/2021-toyota-hilux-sr5-4021\/checkout"[^>]*>Reserve Car Now<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/cars\/trade-in\?car_id=4021"/);
    expect(html).toMatch(/<a[^>]*href="\/print\?car_id=2021-toyota-hilux-sr5-4021"/);
    expect(html).toMatch(
      /<a[^>]*href="\/api\/cars\/2021-toyota-hilux-sr5-4021\/pdf"[^>]*download="2021-toyota-hilux-sr5-4021.pdf"/,
    );
    expect(html).toMatch(/<a[^>]*href="\/reports\/4021.pdf"/);
    expect(html).toMatch(
      /<a[^>]*href="\/sign-in\?type=watchlist&amp;redirect=%2Fcars%2F2021-toyota-hilux-sr5-4021%3Fwatchlist%3Dsave&amp;back=/,
    );
  });

  it('hides what is not enabled for the car, and the device lists until mounted', () => {
    const html = render(pageData({ file: null, trade_in_enabled: false }, { watchlist: false }));
    expect(html).not.toContain('History Report');
    expect(html).not.toContain('trade-in');
    expect(html).not.toContain('Watchlist');
    expect(html).not.toContain('Reserve Car Now');
    expect(html).not.toContain('Favourite');
    expect(html).not.toContain('Compare');
  });

  it('leads with Book a Test Drive, without finance, for a Test Drive Only car', () => {
    const normal = text(render(pageData()));
    expect(normal.indexOf('Enquire Now')).toBeLessThan(normal.indexOf('Book a Test Drive'));
    const testDriveOnly = render(pageData({ tag: 'Test Drive Only' }));
    const words = text(testDriveOnly);
    expect(words.indexOf('Book a Test Drive')).toBeLessThan(words.indexOf('Enquire Now'));
    expect(testDriveOnly).not.toContain('#finance-calculator');
  });

  it('has no Book a Test Drive for a coming_soon car of the dealership whose overrides remove it (spec: 001 §4)', () => {
    const hides = { comingSoonHidesTestDrive: true };
    const comingSoon = text(render(pageData({ status: 'coming_soon' }, {}, hides)));
    expect(comingSoon).toContain('Enquire Now');
    expect(comingSoon).not.toContain('Book a Test Drive');
    expect(text(render(pageData({ status: 'coming_soon', tag: 'Test Drive Only' }, {}, hides)))).not.toContain(
      'Book a Test Drive',
    );
    expect(text(render(pageData({}, {}, hides)))).toContain('Book a Test Drive');
    expect(text(render(pageData({ status: 'coming_soon' })))).toContain('Book a Test Drive');
  });

  it('shows the certified pre-owned tag as its image with the tag as alt text (spec: 000 §4)', () => {
    const image = '/media/v1/logo/certified-pre-owned-toyota.svg?text=Toyota+Certified+Pre-Owned';
    const html = render(
      pageData(
        { certified: true, car_type: 'used', reserved: false },
        { cpoBadgeMake: 'Toyota', cpoBadgeImage: image },
      ),
    );
    expect(html).toMatch(
      /<img src="\/media\/v1\/logo\/certified-pre-owned-toyota\.svg\?text=Toyota\+Certified\+Pre-Owned" alt="Certified Pre-Owned" width="\d+" height="\d+"/,
    );
    expect(text(html)).not.toContain('Certified Pre-Owned');
  });

  it('shares the car to Facebook and X as links that open in a new window, at the site’s address (spec: 000 §9)', () => {
    const html = render(pageData({}, {}, {}, 'harbourcity.example'));
    const carUrl = encodeURIComponent('https://harbourcity.example/cars/2021-toyota-hilux-sr5-4021');
    expect(html).toContain(
      `<a href="https://www.facebook.com/sharer/sharer.php?u=${carUrl}" target="_blank" rel="noopener noreferrer"`,
    );
    expect(html).toContain(`href="https://twitter.com/intent/tweet?url=${carUrl}&amp;text=2021+Toyota+HiLux+SR5"`);
    expect(text(html)).toContain('Share on Facebook');
    expect(text(html)).toContain('Share on X');
    // Without the site's address there is no link to share, so no share links.
    expect(render(pageData())).not.toContain('Share on Facebook');
  });
});

describe('StickyBars', () => {
  it('renders no sticky bar on the server (they follow the scroll once mounted)', () => {
    expect(renderToStaticMarkup(<StickyBars data={pageData()} />)).toBe('');
  });
});
