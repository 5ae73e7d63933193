import { describe, expect, it } from 'vitest';
import { SAMPLE_VALUATION, TRADE_IN_SELLER } from '../testing/sample-trade-in';
import { MiscellaneousRequestSchema, valuationMessage } from './miscellaneous';

const BODY = { column_name: 'valuation', ...TRADE_IN_SELLER, valuation: SAMPLE_VALUATION };

describe('POST /api/miscellaneous (spec: 000 §7, 001 §7 "column_name valuation")', () => {
  it('takes the trade-in lead fields with the valuation column and its data', () => {
    expect(MiscellaneousRequestSchema.parse(BODY)).toMatchObject({
      column_name: 'valuation',
      valuation: { low: 14_000 },
    });
  });

  it.each([
    [{ ...BODY, column_name: 'notes' }, 'column_name'],
    [{ ...BODY, valuation: { ...BODY.valuation, low: 20_000 } }, 'valuation.high'],
    [{ ...BODY, valuation: { ...BODY.valuation, price: 1 } }, 'valuation'],
    [{ ...BODY, form: 'trade-in' }, ''],
    [{ ...BODY, postcode: undefined }, 'postcode'],
  ])('refuses %j, naming %s', (body, path) => {
    const parsed = MiscellaneousRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('puts the valuation in words for the dealer, before what the shopper wrote', () => {
    expect(valuationMessage({ year: 2019, make: 'Toyota', model: 'Corolla', low: 14_000, high: 16_500 })).toBe(
      'Valuation: 2019 Toyota Corolla, $14,000–$16,500',
    );
    expect(valuationMessage({ low: 9_000, high: 9_500, offer: 9_000, km: 120_500 }, 'Call after 5')).toBe(
      'Valuation: $9,000–$9,500, offer $9,000, 120,500 km\n\nCall after 5',
    );
  });
});
