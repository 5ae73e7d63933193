import { describe, expect, it } from 'vitest';
import { ReservationStatusSchema } from './api';
import { releaseActionFor } from './release';

describe('releaseActionFor', () => {
  it('refunds a paid deposit, and releases a held car with no partner call', () => {
    expect(releaseActionFor('paid')).toBe('refund');
    expect(releaseActionFor('held')).toBe('release');
  });

  it('changes nothing on a reservation already released, refunded or ended', () => {
    expect(releaseActionFor('refunded')).toBe('done');
    expect(releaseActionFor('released')).toBe('done');
    expect(releaseActionFor('expired')).toBe('done');
  });

  it('refuses one still awaiting its payment, or one that failed', () => {
    expect(releaseActionFor('pending')).toBe('refused');
    expect(releaseActionFor('failed')).toBe('refused');
  });

  it('knows every status', () => {
    for (const status of ReservationStatusSchema.options) expect(releaseActionFor(status)).toBeTypeOf('string');
  });
});
