import { describe, expect, it } from 'vitest';
import { carPriceText, ENQUIRE_PRICE } from './car-price';

const car = { price: 42990, before_price: 45990, price_type: ' Drive Away ', subscription_price: null };

describe('carPriceText', () => {
  it('formats the price, its type and a higher was-price', () => {
    expect(carPriceText(car)).toEqual({ amount: '$42,990', type: 'Drive Away', was: '$45,990', subscription: null });
  });

  it('leaves out a was-price that is not above the price, and an empty type', () => {
    expect(carPriceText({ ...car, before_price: 42990, price_type: ' ' })).toMatchObject({ was: null, type: null });
    expect(carPriceText({ ...car, before_price: 30000 }).was).toBeNull();
  });

  it('reads a price of 0 as Enquire, with no type or was-price', () => {
    expect(carPriceText({ ...car, price: 0 })).toEqual({
      amount: ENQUIRE_PRICE,
      type: null,
      was: null,
      subscription: null,
    });
  });

  it('adds a subscription price per week', () => {
    expect(carPriceText({ ...car, subscription_price: 189 }).subscription).toBe('$189 / week');
    expect(carPriceText({ ...car, subscription_price: 0 }).subscription).toBeNull();
  });
});
