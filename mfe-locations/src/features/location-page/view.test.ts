import { describe, expect, it } from 'vitest';
import { SAMPLE_PAGE_PATH, SERVICE_CENTRE, sampleLocation, samplePageLoad } from '../../test-fixtures';
import { holidayRowsOf, hoursTabsOf, toLocationPageData } from './view';

const CHRISTMAS_EVE = new Date('2026-12-24T01:00:00Z'); // 12 pm in Sydney

describe('the location page view', () => {
  it('puts the page’s own type first in the hours tabs, one per other type', () => {
    const tabs = hoursTabsOf(
      sampleLocation(),
      [SERVICE_CENTRE, sampleLocation({ slug: 'second-yard' })],
      'Harbour City Toyota',
    );
    expect(tabs.map((tab) => tab.label)).toEqual(['Sales', 'Service']);
    expect(tabs[0]?.rows[0]).toEqual({ days: 'Monday – Friday', hours: '8:30 am - 5:30 pm' });
  });

  it('names the tabs shortened under the dealership and suffixed by type (spec: 001 §2)', () => {
    const tabs = hoursTabsOf(sampleLocation(), [SERVICE_CENTRE], 'Harbour City Toyota');
    expect(tabs.map((tab) => tab.name)).toEqual(['Parramatta', 'Service Centre']);
  });

  it('lists holiday hours from the location’s today on', () => {
    expect(holidayRowsOf(sampleLocation(), CHRISTMAS_EVE)).toEqual([
      { date: '25/12/2026', name: 'Christmas Day', hours: 'Closed' },
      { date: '26/12/2026', name: 'Boxing Day', hours: '10:00 am - 4:00 pm' },
    ]);
    expect(holidayRowsOf(sampleLocation(), new Date('2026-12-27T01:00:00Z'))).toEqual([]);
  });

  it('shows licences only when the site flags them, and reviews only when it shows them', () => {
    const shown = toLocationPageData(samplePageLoad(), CHRISTMAS_EVE, SAMPLE_PAGE_PATH);
    expect(shown.licences).toEqual([{ label: 'Dealer licence', value: 'MD 123456' }]);
    expect(shown.rating?.stars).toEqual({ full: 4, partial: 0.2, empty: 0 });
    const hidden = toLocationPageData(
      samplePageLoad({ showLicences: false, reviewSummary: null, reviews: [] }),
      CHRISTMAS_EVE,
      SAMPLE_PAGE_PATH,
    );
    expect(hidden.licences).toEqual([]);
    expect(hidden.showReviews).toBe(false);
  });

  it('links the stock search and the dealership’s offers, with both phones', () => {
    const data = toLocationPageData(samplePageLoad(), CHRISTMAS_EVE, SAMPLE_PAGE_PATH);
    expect(data.offersHref).toBe('/special-offers?dealership=harbour-city-toyota');
    expect(data.stock.href).toBe(
      '/search/harbour-city-toyota?refinementList%5Blocation_name%5D%5B0%5D=Harbour+City+Toyota+Parramatta',
    );
    expect(data.phones).toEqual([
      { label: 'Phone', number: '(02) 5550 0101' },
      { label: 'Mobile', number: '0491 570 156' },
    ]);
    expect(JSON.parse(data.structuredData)).toMatchObject({ '@type': 'AutoDealer', address: { postalCode: '2150' } });
  });
});
