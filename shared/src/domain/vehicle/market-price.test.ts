import { describe, expect, it } from 'vitest';
import { marketPriceBadge } from './market-price';

describe('marketPriceBadge', () => {
  it('shows when the price is 500 or more below the average market price', () => {
    expect(marketPriceBadge(52990, { average_market_price: 53490 })).toEqual({
      averageMarketPrice: 53490,
      saving: 500,
    });
    expect(marketPriceBadge(40000, { average_market_price: 45000 })?.saving).toBe(5000);
  });

  it('hides when the saving is under 500, or the car costs more than the average', () => {
    expect(marketPriceBadge(52990, { average_market_price: 53489 })).toBeNull();
    expect(marketPriceBadge(60000, { average_market_price: 50000 })).toBeNull();
  });

  it('hides without an average, or for a price of 10 or less', () => {
    expect(marketPriceBadge(52990, null)).toBeNull();
    expect(marketPriceBadge(52990, { average_market_price: null })).toBeNull();
    expect(marketPriceBadge(10, { average_market_price: 50000 })).toBeNull();
    expect(marketPriceBadge(0, { average_market_price: 50000 })).toBeNull();
    expect(marketPriceBadge(11, { average_market_price: 50000 })).not.toBeNull();
  });
});
