import { SpinToWinConfigSchema } from '@forecourt/shared/offers/spin-to-win';
import { describe, expect, it } from 'vitest';
import { toSpinToWinPageView, wheelSegments } from './view';

const config = SpinToWinConfigSchema.parse({
  prizes: [{ label: '$100 fuel card' }, { label: 'Free window tint' }, { label: 'Free detail' }, { label: 'Cap' }],
});
const dealerships = [
  { slug: 'harbour-city-toyota', name: 'Harbour City Toyota' },
  { slug: 'harbour-city-used', name: 'Harbour City Used' },
];

describe('the Spin to Win page (spec: 001 §2 /spin-to-win)', () => {
  it('draws one segment per prize, from the top, clockwise', () => {
    const [first, second] = wheelSegments(['Tint', 'Detail']);
    expect(first?.d).toBe('M100 100 L100 5 A95 95 0 0 1 100 195 Z');
    expect(second?.d).toBe('M100 100 L100 195 A95 95 0 0 1 100 5 Z');
    expect(wheelSegments(['a', 'b', 'c', 'd']).map((segment) => segment.labelTransform)).toEqual([
      'rotate(45 100 100)',
      'rotate(135 100 100)',
      'rotate(225 100 100)',
      'rotate(315 100 100)',
    ]);
  });

  it('offers the spin with a dealership choice on a site of several, none on a site of one', () => {
    const view = toSpinToWinPageView({ config, dealerships, spin: null });
    expect(view).toMatchObject({ result: null, turn: 0, heading: 'Spin to Win' });
    expect(view.form?.action).toBe('/api/spin-to-win');
    expect(view.form?.dealerships.map((choice) => choice.value)).toEqual(dealerships.map((d) => d.slug));
    expect(toSpinToWinPageView({ config, dealerships: dealerships.slice(0, 1), spin: null }).form?.dealerships).toEqual(
      [],
    );
  });

  it('shows the prize won, the wheel turned to it, and no second spin', () => {
    const spin = { lead_id: '0f8c5d1e-0000-4000-8000-000000000000', prize: 'Free window tint', created_at: '' };
    const view = toSpinToWinPageView({ config, dealerships, spin });
    expect(view.result).toEqual({ prize: 'Free window tint' });
    expect(view.form).toBeNull();
    expect(view.turn).toBe(3 * 360 + 225);
  });
});
