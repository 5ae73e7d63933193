import { describe, expect, it } from 'vitest';
import { drawPrize, SpinRequestSchema, SpinToWinConfigSchema, spinLeadMessage, wheelTurnFor } from './spin-to-win';

const PRIZES = SpinToWinConfigSchema.parse({
  prizes: [{ label: '$100 fuel card', weight: 3 }, { label: 'Free window tint' }],
}).prizes;

describe('Spin to Win (spec: 001 §2 /spin-to-win, §6 gated)', () => {
  it('draws each prize in its share of the weights', () => {
    expect(drawPrize(PRIZES, 0).label).toBe('$100 fuel card');
    expect(drawPrize(PRIZES, 0.74).label).toBe('$100 fuel card');
    expect(drawPrize(PRIZES, 0.75).label).toBe('Free window tint');
    expect(drawPrize(PRIZES, 0.999_999).label).toBe('Free window tint');
    expect(drawPrize(PRIZES, 1).label).toBe('Free window tint');
  });

  it('turns the wheel whole turns, then brings the prize segment under the top pointer', () => {
    expect(wheelTurnFor(4, 0)).toBe(3 * 360 + 315);
    expect(wheelTurnFor(4, 1)).toBe(1305);
    expect(wheelTurnFor(2, 1, 1)).toBe(360 + 90);
  });

  it('needs at least two prizes, each named once, and no more than the wheel holds', () => {
    expect(SpinToWinConfigSchema.safeParse({ prizes: [{ label: 'Only one' }] }).success).toBe(false);
    expect(SpinToWinConfigSchema.safeParse({ prizes: [{ label: 'Tint' }, { label: 'Tint' }] }).success).toBe(false);
    const many = Array.from({ length: 13 }, (_, i) => ({ label: `Prize ${i}` }));
    expect(SpinToWinConfigSchema.safeParse({ prizes: many }).success).toBe(false);
  });

  it('takes who wins and where, never the prize', () => {
    const who = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com' };
    expect(SpinRequestSchema.safeParse({ ...who, dealership_slug: 'harbour-city-toyota' }).success).toBe(true);
    expect(SpinRequestSchema.safeParse(who).success).toBe(true);
    expect(SpinRequestSchema.safeParse({ ...who, prize: 'Car' }).success).toBe(false);
    expect(SpinRequestSchema.safeParse({ ...who, dealership_slug: '<b>' }).success).toBe(false);
    expect(SpinRequestSchema.safeParse({ ...who, name: '' }).success).toBe(false);
  });

  it("names the prize in the dealer's enquiry", () => {
    expect(spinLeadMessage('$100 fuel card')).toBe('Spin to Win prize: $100 fuel card');
  });
});
