/** A shopper selling their car, as every trade-in form and the valuation lead send them (spec: 001 §2 "Trade-in"). */
export const TRADE_IN_SELLER = {
  name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  Rego: 'ABC123',
  regoState: 'QLD',
} as const;

/** The valuation partner's answer as a valuation lead carries it (spec: 000 §7 "column_name valuation"). */
export const SAMPLE_VALUATION = { year: 2019, make: 'Toyota', model: 'Corolla', km: 42_000, low: 14_000, high: 16_500 };
