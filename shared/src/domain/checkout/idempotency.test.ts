import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_CONFLICTS, idempotencyKeyConflict } from './idempotency';

describe('idempotencyKeyConflict (issue 24 item 6: a key belongs to one site, shopper and car)', () => {
  const stored = { user_id: 7, car_slug: '2021-toyota-hilux-42' };

  it('replays the same shopper reserving the same car', () => {
    expect(idempotencyKeyConflict(stored, { userId: 7, carSlug: '2021-toyota-hilux-42' })).toBeNull();
  });

  it('names another shopper first, then another car', () => {
    expect(idempotencyKeyConflict(stored, { userId: 8, carSlug: '2021-toyota-hilux-42' })).toBe('otherShopper');
    expect(idempotencyKeyConflict(stored, { userId: 8, carSlug: 'another-car' })).toBe('otherShopper');
    expect(idempotencyKeyConflict(stored, { userId: 7, carSlug: 'another-car' })).toBe('otherCar');
  });

  it('has a message naming each problem and the header', () => {
    for (const message of Object.values(IDEMPOTENCY_KEY_CONFLICTS)) expect(message).toMatch(/^Idempotency-Key: /);
  });
});
