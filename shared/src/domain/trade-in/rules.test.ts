import { describe, expect, it } from 'vitest';
import { tradeInReturnPath } from './paths';
import { onlineEstimateRefusal, TRADE_IN_MAX_KM } from './rules';
import { SALES_PER_DAY, salesCounterText, salesToday } from './sales-counter';

describe('onlineEstimateRefusal (spec: 001 §2 Trade-in FAQ)', () => {
  it('estimates a car of 7 years and 100,000 km', () => {
    expect(onlineEstimateRefusal({ km: TRADE_IN_MAX_KM, year: 2019 }, 2026)).toBeNull();
  });
  it('refuses over 100,000 km, whatever the age', () => {
    expect(onlineEstimateRefusal({ km: TRADE_IN_MAX_KM + 1 }, 2026)).toBe('km');
    expect(onlineEstimateRefusal({ km: 150_000, year: 2010 }, 2026)).toBe('km');
  });
  it('refuses a car over 7 years old', () => {
    expect(onlineEstimateRefusal({ km: 20_000, year: 2018 }, 2026)).toBe('age');
  });
});

describe('salesToday (spec: 001 §9 sales counter)', () => {
  it('starts at midnight in Brisbane (UTC+10, no daylight saving)', () => {
    expect(salesToday(Date.parse('2026-11-25T14:00:00Z'))).toBe(0);
    expect(salesToday(Date.parse('2026-06-25T14:00:00Z'))).toBe(0);
  });
  it('adds one sale per 450 seconds', () => {
    expect(salesToday(Date.parse('2026-11-25T14:07:29Z'))).toBe(0);
    expect(salesToday(Date.parse('2026-11-25T14:07:30Z'))).toBe(1);
    expect(salesToday(Date.parse('2026-11-25T15:00:00Z'))).toBe(8);
  });
  it('reaches 191 just before the next midnight', () => {
    expect(salesToday(Date.parse('2026-11-26T13:59:59Z'))).toBe(SALES_PER_DAY - 1);
  });
  it('words the count', () => {
    expect(salesCounterText(1)).toBe('1 car sold today');
    expect(salesCounterText(1200)).toBe('1,200 cars sold today');
  });
});

describe('tradeInReturnPath', () => {
  it('returns to the trade-in page the form came from, with the lead', () => {
    expect(tradeInReturnPath('/sell-my-car', { leadId: 'abc' })).toBe('/sell-my-car?lead_id=abc');
  });
  it('keeps the car being bought and drops an earlier answer', () => {
    expect(tradeInReturnPath('/cars/trade-in?car_id=7&lead_id=x', { errors: ['phone', 'Rego'] })).toBe(
      '/cars/trade-in?car_id=7&errors=phone%2CRego',
    );
  });
  it('sends any other page to /trade-in', () => {
    expect(tradeInReturnPath('/cars/some-car?x=1', { leadId: 'abc' })).toBe('/trade-in?lead_id=abc');
  });
});
