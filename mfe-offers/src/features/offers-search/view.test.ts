import { EMPTY_OFFERS_STATE } from '@forecourt/shared/offers/url-state';
import { describe, expect, it } from 'vitest';
import { sampleOffer, sampleOffersResponse } from '../../test-fixtures';
import { exploreHref, toOfferCardView } from '../offer-card/view';
import { buildOffersView } from './view';

describe('buildOffersView', () => {
  it('links every category to the page with it toggled, back on the first page', () => {
    const response = {
      ...sampleOffersResponse(),
      facets: { categories: [{ value: 'Runout', count: 2 }] },
    };
    const view = buildOffersView({ ...EMPTY_OFFERS_STATE, categories: ['Service'], page: 2 }, response);
    expect(view.categories).toEqual([
      {
        value: 'Runout',
        count: 2,
        selected: false,
        href: '/special-offers?categories%5B0%5D=Service&categories%5B1%5D=Runout',
      },
      { value: 'Service', count: 0, selected: true, href: '/special-offers' },
    ]);
    expect(view.clearHref).toBe('/special-offers');
  });

  it('pages 21 at a time and says how many offers there are', () => {
    const response = { ...sampleOffersResponse(), nbHits: 43 };
    const view = buildOffersView({ ...EMPTY_OFFERS_STATE, page: 3 }, response);
    expect(view.pages.map((link) => [link.page, link.current])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(view.countText).toBe('43 offers');
    expect(view.clearHref).toBeNull();
  });

  it('names the dealership whose offers these are', () => {
    const response = {
      ...sampleOffersResponse(),
      dealership: { slug: 'sun-valley-motors', name: 'Sun Valley Motors' },
    };
    expect(buildOffersView(EMPTY_OFFERS_STATE, response).title).toBe('Special Offers at Sun Valley Motors');
  });
});

describe('toOfferCardView', () => {
  it('cuts a long description and disclaimer for the first view, and links to the offer page', () => {
    const card = toOfferCardView(sampleOffer());
    expect(card.description.short).not.toBeNull();
    expect(card.disclaimer.short?.length).toBeLessThanOrEqual(200);
    expect(card.href).toBe('/offers/toyota/12');
    expect(card.enquiry.formHref).toBe('/offers/toyota/12#enquire');
    expect(card.explore.label).toBe('Explore Hilux');
  });

  it('falls back to the model image, and explores the model’s override URL when it has one', () => {
    const offer = sampleOffer({ image_url: null, image_or_model_image: '/media/model.svg' });
    expect(toOfferCardView(offer).image?.src).toBe('/media/model.svg');
    expect(exploreHref({ ...offer, model: { ...offer.model, override_url: '/hilux' } })).toBe('/hilux');
    expect(exploreHref(offer)).toBe('/models/hilux?make=toyota');
  });
});
