import { describe, expect, it } from 'vitest';
import { INVALID_AUSTRALIAN_MOBILE } from '../messages/catalogue';
import { WatchlistRequestSchema, watchlistSaveOutcome } from './watchlist';

describe('WatchlistRequestSchema (spec: 000 §7)', () => {
  it('normalises the phone and accepts the id as a number or digits', () => {
    expect(WatchlistRequestSchema.parse({ phone_number: '+61 412 345 678', car_id: 9101 })).toEqual({
      phone_number: '0412345678',
      car_id: 9101,
    });
    expect(WatchlistRequestSchema.parse({ phone_number: '0412345678', car_id: '42' }).car_id).toBe(42);
  });

  it.each([
    [{ phone_number: '02 9876 5432', car_id: 1 }, 'phone_number', INVALID_AUSTRALIAN_MOBILE],
    [{ phone_number: '0412345678', car_id: -1 }, 'car_id', 'Expected a numeric id.'],
    [{ phone_number: '0412345678', car_id: '1e3' }, 'car_id', 'Expected a numeric id.'],
    [{ phone_number: '0412345678' }, 'car_id', 'Expected a numeric id.'],
  ])('refuses %j naming %s', (body, field, message) => {
    const issue = WatchlistRequestSchema.safeParse(body).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});

describe('watchlistSaveOutcome (spec: 000 §4)', () => {
  it('adds an in-stock car the site shows', () => {
    expect(watchlistSaveOutcome({ inStock: true }, false)).toBe('added');
  });

  it('refuses a sold car unless it is already saved', () => {
    expect(watchlistSaveOutcome({ inStock: false }, false)).toBe('sold');
    expect(watchlistSaveOutcome({ inStock: false }, true)).toBe('already-saved');
  });

  it('refuses a car the site does not show, unless already saved', () => {
    expect(watchlistSaveOutcome(null, false)).toBe('not-found');
    expect(watchlistSaveOutcome(null, true)).toBe('already-saved');
  });
});
