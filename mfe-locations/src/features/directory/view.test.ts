import { describe, expect, it } from 'vitest';
import { sampleListing } from '../../test-fixtures';
import { brandsView } from '../brands/view';
import { carouselData, gridData, reviewsSummaryData } from '../carousel/view';
import { locatorView } from '../locator/view';
import { directoryView } from './view';

const NOW = new Date('2026-12-24T01:00:00Z');

describe('the listings', () => {
  it('groups the locations by dealership with the grid’s columns', () => {
    const view = directoryView(sampleListing(), 'contact-us', null, NOW);
    expect(view?.title).toBe('Contact Us');
    expect(view?.groups.map((group) => [group.name, group.columns, group.cards.length])).toEqual([
      ['Harbour City Toyota', 2, 2],
    ]);
    // The form sends the page it is on as its page_id (spec: 000 §3 "Enquiry form fields … page_id").
    expect(view?.enquiry).toEqual({ pageId: '/contact-us', dealerships: [] });
  });

  it('asks for the dealership on a site of several (issue 26: harbourcity /contact could never be sent)', () => {
    const group = sampleListing({
      dealerships: [
        { slug: 'harbour-city-toyota', name: 'Harbour City Toyota', make: 'Toyota', logo: null },
        { slug: 'harbour-city-kia', name: 'Harbour City Kia', make: 'Kia', logo: null },
      ],
      dealershipSelect: true,
    });
    expect(directoryView(group, 'contact', null, NOW)?.enquiry).toEqual({
      pageId: '/contact',
      dealerships: [
        { value: 'harbour-city-toyota', label: 'Harbour City Toyota' },
        { value: 'harbour-city-kia', label: 'Harbour City Kia' },
      ],
    });
    expect(directoryView({ ...group, dealershipSelect: false }, 'contact', null, NOW)?.enquiry).toEqual({
      pageId: '/contact',
      dealerships: [],
    });
    expect(directoryView(group, 'dealerships', null, NOW)?.enquiry).toBeNull();
  });

  it('keeps a brand’s dealerships, and none for a brand the site does not sell', () => {
    expect(directoryView(sampleListing(), 'dealerships', 'toyota', NOW)?.title).toBe('Toyota Dealerships');
    expect(directoryView(sampleListing(), 'dealerships', 'kia', NOW)).toBeNull();
  });
});

describe('the dealer locator view', () => {
  it('lists the nearest with their distances, or the message', () => {
    const found = sampleListing({
      locator: {
        ok: true,
        postcode: '2000',
        place: { locality: 'SYDNEY', state: 'NSW', lat: -33.87, long: 151.21 },
        nearest: [{ slug: 'harbour-city-toyota-parramatta', distanceKm: 19.4 }],
      },
    });
    const view = locatorView(found, NOW);
    expect(view.heading).toBe('Nearest to 2000 (SYDNEY, NSW)');
    expect(view.results.map((result) => result.distance)).toEqual(['19 km away']);
    const refused = locatorView(
      sampleListing({ locator: { ok: false, postcode: 'x', message: 'Invalid postcode' } }),
      NOW,
    );
    expect(refused).toMatchObject({ message: 'Invalid postcode', results: [] });
  });
});

describe('the home page fragments and the brand page', () => {
  it('start the carousel on card 1, hint Swipe only above 3 cards', () => {
    expect(carouselData(sampleListing(), NOW)).toMatchObject({ startIndex: 1, swipeHint: false });
    expect(gridData(sampleListing(), NOW).columns).toBe(2);
  });

  it('summarises the most reviewed location', () => {
    expect(reviewsSummaryData(sampleListing())).toMatchObject({
      name: 'Harbour City Toyota Parramatta',
      rating: { count: 238 },
    });
    const none = sampleListing();
    expect(reviewsSummaryData({ ...none, locations: none.locations.map((l) => ({ ...l, reviews: null })) })).toBeNull();
  });

  it('groups the brands by kind, then the group’s dealerships', () => {
    expect(brandsView(sampleListing()).sections.map((section) => section.title)).toEqual([
      'Car Brands',
      'Our Dealerships',
    ]);
  });
});
