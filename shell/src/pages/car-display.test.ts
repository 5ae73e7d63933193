import { describe, expect, it } from 'vitest';
import { carTypeLabel, formatCount, priceDisplay } from './car-display';

describe('priceDisplay', () => {
  it('formats the price with its type', () => {
    expect(priceDisplay({ price: 42990, before_price: null, price_type: 'Drive Away' })).toEqual({
      price: '$42,990',
      was: null,
      priceType: 'Drive Away',
    });
  });

  it('says "Enquire" for a price of 0, without a type or was-price', () => {
    expect(priceDisplay({ price: 0, before_price: 30000, price_type: 'Drive Away' })).toEqual({
      price: 'Enquire',
      was: null,
      priceType: null,
    });
  });

  it('shows the earlier price only when it was higher', () => {
    expect(priceDisplay({ price: 100, before_price: 120, price_type: null }).was).toBe('$120');
    expect(priceDisplay({ price: 100, before_price: 100, price_type: null }).was).toBeNull();
    expect(priceDisplay({ price: 100, before_price: 90, price_type: null }).was).toBeNull();
  });

  it('drops a blank price type', () => {
    expect(priceDisplay({ price: 100, before_price: null, price_type: '  ' }).priceType).toBeNull();
  });
});

describe('labels', () => {
  it('names car types and formats counts', () => {
    expect(carTypeLabel('demo')).toBe('Demo');
    expect(formatCount(12345)).toBe('12,345');
  });
});
