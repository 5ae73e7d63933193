import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandOf, isBandValue, PRICE_RANGE_BANDS, WEEKLY_PRICE_RANGE_BANDS } from './price-bands';
import { readRangeText } from './search-state';

describe('price bands', () => {
  it('are consecutive min:max texts, the last one open', () => {
    expect(PRICE_RANGE_BANDS.map((band) => band.value)).toEqual([
      '0:10000',
      '10000:20000',
      '20000:30000',
      '30000:40000',
      '40000:50000',
      '50000:75000',
      '75000:100000',
      '100000:',
    ]);
    for (const bands of [PRICE_RANGE_BANDS, WEEKLY_PRICE_RANGE_BANDS]) {
      for (const band of bands) expect(readRangeText(band.value)).toEqual({ min: band.min, max: band.max });
    }
  });

  it('put every positive price in exactly one band', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 5_000_000, noNaN: true }), (price) => {
        const holding = PRICE_RANGE_BANDS.filter(
          (band) => price >= band.min && (band.max === null || price < band.max),
        );
        expect(holding).toHaveLength(1);
        expect(bandOf(price, PRICE_RANGE_BANDS)).toBe(holding[0]?.value);
      }),
    );
  });

  it('count a bound in the band it starts', () => {
    expect(bandOf(9_999.99, PRICE_RANGE_BANDS)).toBe('0:10000');
    expect(bandOf(10_000, PRICE_RANGE_BANDS)).toBe('10000:20000');
    expect(bandOf(2_000_000, PRICE_RANGE_BANDS)).toBe('100000:');
    expect(bandOf(149.5, WEEKLY_PRICE_RANGE_BANDS)).toBe('100:150');
  });

  it('leave out a car without a price', () => {
    expect(bandOf(0, PRICE_RANGE_BANDS)).toBeNull();
    expect(bandOf(null, WEEKLY_PRICE_RANGE_BANDS)).toBeNull();
    expect(bandOf(Number.NaN, PRICE_RANGE_BANDS)).toBeNull();
  });

  it('recognise their own values only', () => {
    expect(isBandValue('20000:30000', PRICE_RANGE_BANDS)).toBe(true);
    expect(isBandValue('20000:30000', WEEKLY_PRICE_RANGE_BANDS)).toBe(false);
    expect(isBandValue('0:10000 ', PRICE_RANGE_BANDS)).toBe(false);
  });
});
