import type { PartsPageLoad } from '@forecourt/shared/parts/api';
import { describe, expect, it } from 'vitest';
import { buildPartsLandingView, buildPartsSearchView } from './view';

const part = (id: number) => ({
  id,
  name: `Floor mats ${id}`,
  part_number: `INT-${id}`,
  category: 'Interior',
  fits: ['Toyota HiLux'],
  price: 149,
  description: 'Mats.',
  image: { url: `/m/${id}.svg`, alt: 'Interior' },
});

const load = (dealerships: PartsPageLoad['dealerships']): PartsPageLoad => ({
  search: {
    hits: [part(1), part(2)],
    nbHits: 30,
    offset: 21,
    hitsPerPage: 21,
    facets: {
      category: [
        { value: 'Interior', count: 30 },
        { value: 'Towing', count: 4 },
      ],
    },
  },
  dealerships,
});

describe('the parts search view', () => {
  const state = { query: 'mats', category: 'Interior', page: 2 };

  it('links categories from their first page, pages and each part’s enquiry', () => {
    const view = buildPartsSearchView(state, load([]), null);
    expect(view.title).toBe('Interior parts');
    expect(view.categories[1]).toEqual({
      label: 'Towing',
      count: 4,
      href: '/parts/search?query=mats&category=Towing',
      current: false,
    });
    expect(view.pages.map((page) => page.current)).toEqual([false, true]);
    expect(view.cards[0]?.enquireHref).toBe('/parts/search?query=mats&category=Interior&page=2&enquire=1#part-enquiry');
    expect(view.cards[0]?.price).toBe('$149');
    expect(view.enquiry).toBeNull();
  });

  it('names its own page URL, the one the island pushes when it searches in place', () => {
    expect(buildPartsSearchView(state, load([]), null).href).toBe('/parts/search?query=mats&category=Interior&page=2');
    expect(buildPartsSearchView({ query: '', category: null, page: 1 }, load([]), null).href).toBe('/parts/search');
  });

  it('builds the same page from the public API’s answer alone (the search, no dealerships)', () => {
    const { search } = load([]);
    const fromApi = buildPartsSearchView(state, { search }, 2);
    expect(fromApi).toEqual({ ...buildPartsSearchView(state, load([]), null), enquiry: fromApi.enquiry });
    expect(fromApi.enquiry?.category).toBe('General Enquiry');
    expect(fromApi.enquiry?.dealerships).toEqual([]);
  });

  it('opens the enquiry of a part on the page only, with the dealership choice where the site has several', () => {
    const one = buildPartsSearchView(state, load([{ slug: 'a', name: 'A' }]), 2);
    expect(one.enquiry?.message).toBe('I would like to ask about Floor mats 2 (part number INT-2, $149).');
    expect(one.enquiry?.dealerships).toEqual([]);
    // It says which page it was sent from (spec: 000 §3 "Enquiry form fields … page_id").
    expect(one.enquiry?.pageId).toBe('/parts/search');
    const two = buildPartsSearchView(
      state,
      load([
        { slug: 'a', name: 'A' },
        { slug: 'b', name: 'B' },
      ]),
      2,
    );
    expect(two.enquiry?.dealerships.map((choice) => choice.value)).toEqual(['a', 'b']);
    expect(buildPartsSearchView(state, load([]), 99).enquiry).toBeNull();
  });

  it('gives the landing page every category into the search', () => {
    const view = buildPartsLandingView(load([]));
    expect(view.countText).toBe('30 parts and accessories');
    expect(view.categories.map((category) => category.href)).toEqual([
      '/parts/search?category=Interior',
      '/parts/search?category=Towing',
    ]);
  });
});
