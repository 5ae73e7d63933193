import { describe, expect, it } from 'vitest';
import { sampleCar, sampleSearchCard } from '../../test-fixtures';
import { similarCarCardOf, similarCarCardsOf, similarCarsOf } from './card-view';

describe('similarCarCardOf', () => {
  it('shows the title, badge and series, photo, price and facts of a card', () => {
    expect(similarCarCardOf(sampleSearchCard({ series: 'MY21' }))).toEqual({
      id: 4021,
      href: '/cars/2021-toyota-hilux-sr5-4021',
      title: '2021 Toyota HiLux',
      variant: 'SR5 MY21',
      image: { src: '/media/v1/car/ute/white/ext-1.svg', alt: '2021 Toyota HiLux' },
      price: { amount: '$52,990', type: 'Drive Away', was: '$55,990', subscription: null },
      facts: ['48,213 km', 'Automatic', 'Diesel'],
    });
  });

  it('leaves out what the card lacks, and says Enquire for a price of 0', () => {
    const card = similarCarCardOf(
      sampleSearchCard({ badge: null, primary_image_url: ' ', transmission: null, fuel: '', price: 0 }),
    );
    expect(card.variant).toBeNull();
    expect(card.image).toBeNull();
    expect(card.facts).toEqual(['48,213 km']);
    expect(card.price.amount).toBe('Enquire');
  });
});

describe('similarCarCardsOf', () => {
  it('keeps the answer’s order (same model first) and at most 6 cards', () => {
    const hits = Array.from({ length: 6 }, (_, index) => sampleSearchCard({ id: index + 1 }));
    expect(similarCarCardsOf({ hits, count: 40 }).map((card) => card.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(similarCarCardsOf({ hits: [], count: 0 })).toEqual([]);
  });
});

describe('similarCarsOf', () => {
  it('leaves the cards to the browser (null) when the fragment had no answer', () => {
    expect(similarCarsOf(sampleCar(), null)).toEqual({ slug: '2021-toyota-hilux-sr5-4021', cards: null });
    expect(similarCarsOf(sampleCar(), undefined).cards).toBeNull();
    expect(similarCarsOf(sampleCar(), { hits: [], count: 0 }).cards).toEqual([]);
  });
});
