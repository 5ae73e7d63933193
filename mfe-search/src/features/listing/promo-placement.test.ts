import { PromoCardsSchema } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { promoPlacement, withPromo } from './promo-placement';

const grid = PromoCardsSchema.parse({ positions: [8], title: ' Get pre-approved ', href: '/finance' });

describe('promoPlacement', () => {
  it('places a grid card at its positions', () => {
    expect(promoPlacement(grid, () => 0.99)).toEqual({
      variant: 'grid',
      title: 'Get pre-approved',
      href: '/finance',
      slides: [],
      positions: [8],
    });
  });

  it('moves every position on by 0 or 1 on a site with a random offset (position 8 or 9)', () => {
    const random = { ...grid, randomOffset: true, positions: [8, 16] };
    expect(promoPlacement(random, () => 0)?.positions).toEqual([8, 16]);
    expect(promoPlacement(random, () => 0.49)?.positions).toEqual([8, 16]);
    expect(promoPlacement(random, () => 0.5)?.positions).toEqual([9, 17]);
    expect(promoPlacement(random, () => 0.999)?.positions).toEqual([9, 17]);
  });

  it('is null without positions, a grid card without a title, or a carousel without slides', () => {
    expect(promoPlacement({ ...grid, positions: [] }, Math.random)).toBeNull();
    expect(promoPlacement({ ...grid, title: ' ' }, Math.random)).toBeNull();
    expect(promoPlacement({ ...grid, variant: 'carousel' }, Math.random)).toBeNull();
  });

  it('carries the carousel variant with its slides', () => {
    const slides = [{ id: 1, name: 'Finance', description: null, url: '/finance', hide_overlay: true }];
    expect(promoPlacement({ ...grid, variant: 'carousel', title: '', slides }, Math.random)).toMatchObject({
      variant: 'carousel',
      slides: [{ id: 1, name: 'Finance', description: null, url: '/finance', hideOverlay: true }],
    });
  });
});

describe('withPromo', () => {
  const cells = (items: ReturnType<typeof withPromo<string>>) =>
    items.map((item) => (item.kind === 'car' ? item.card : `promo@${item.position}`));

  it('inserts the promo so it takes its 1-based cell', () => {
    expect(cells(withPromo(['a', 'b', 'c'], [2]))).toEqual(['a', 'promo@2', 'b', 'c']);
    expect(cells(withPromo(['a', 'b', 'c'], [1]))).toEqual(['promo@1', 'a', 'b', 'c']);
  });

  it('counts earlier promos among the cells', () => {
    expect(cells(withPromo(['a', 'b', 'c', 'd'], [4, 2]))).toEqual(['a', 'promo@2', 'b', 'promo@4', 'c', 'd']);
  });

  it('may end the grid, but skips a position further out and an empty listing', () => {
    expect(cells(withPromo(['a', 'b'], [3]))).toEqual(['a', 'b', 'promo@3']);
    expect(cells(withPromo(['a', 'b'], [4]))).toEqual(['a', 'b']);
    expect(withPromo([], [1])).toEqual([]);
  });
});
