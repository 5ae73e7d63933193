import { describe, expect, it } from 'vitest';
import { TRADE_IN_SELLER } from '../testing/sample-trade-in';
import { TradeInRequestSchema } from './api';

// The trade-in request's kilometres (issue 24 item 12): whole decimal numbers only.

const REQUEST = { form: 'trade-in', ...TRADE_IN_SELLER, condition: 'good' };

const kmOf = (km: unknown) => TradeInRequestSchema.safeParse({ ...REQUEST, km });

describe('TradeInRequestSchema km', () => {
  it('takes whole kilometres as a JSON number or as the decimal digits an HTML form posts', () => {
    expect(kmOf(45_000).data?.km).toBe(45_000);
    expect(kmOf('45000').data?.km).toBe(45_000);
    expect(kmOf(' 0 ').data?.km).toBe(0);
  });

  it('refuses anything else a number could be read from, naming km', () => {
    for (const km of [
      '0x10',
      '1e5',
      '1E5',
      '0b11',
      '0o17',
      '45000.0',
      '4.5',
      '-1',
      '+5',
      '',
      ' ',
      '45,000',
      'Infinity',
      true,
      null,
      [],
      2.5,
      -3,
    ]) {
      const result = kmOf(km);
      expect(result.success, JSON.stringify(km)).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.path.join('.')),
        JSON.stringify(km),
      ).toEqual(['km']);
    }
  });

  it('keeps the upper bound', () => {
    expect(kmOf('2000000').success).toBe(true);
    expect(kmOf('2000001').success).toBe(false);
    expect(kmOf('99999999999999999999').success).toBe(false);
  });
});
