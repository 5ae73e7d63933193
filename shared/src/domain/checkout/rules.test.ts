import { describe, expect, it } from 'vitest';
import {
  checkoutPath,
  DEFAULT_RESERVE_AMOUNT,
  needsPayment,
  openLimitMessage,
  reserveAmountOf,
  reserveLabel,
} from './rules';

describe('reserve amount (spec: 001 §9)', () => {
  it('defaults to $200 and labels the amount', () => {
    expect(reserveAmountOf({ reserveAmount: null })).toBe(DEFAULT_RESERVE_AMOUNT);
    expect(reserveLabel(reserveAmountOf({ reserveAmount: null }))).toBe('$200');
    expect(reserveLabel(1000)).toBe('$1,000');
  });
  it('leaves the label blank at $0, where reserving takes no payment', () => {
    expect(reserveLabel(reserveAmountOf({ reserveAmount: 0 }))).toBe('');
    expect(needsPayment(reserveAmountOf({ reserveAmount: 0 }))).toBe(false);
    expect(needsPayment(reserveAmountOf({ reserveAmount: null }))).toBe(true);
  });
});

describe('checkoutPath (spec: 000 §2)', () => {
  it('is /cars/{slug}/checkout, or /buy-online on a site using that variant', () => {
    expect(checkoutPath('2021-toyota-hilux-42', false)).toBe('/cars/2021-toyota-hilux-42/checkout');
    expect(checkoutPath('2021-toyota-hilux-42', true)).toBe('/cars/2021-toyota-hilux-42/buy-online');
  });
});

describe('openLimitMessage (issue 24 item 2)', () => {
  it('says how many cars the shopper holds and how many the site allows', () => {
    expect(openLimitMessage(1)).toMatch(/^You already have a car on hold on this site, and it allows one at a time\./);
    expect(openLimitMessage(3)).toMatch(/^You already have 3 cars on hold on this site, and it allows 3 at a time\./);
  });
});
