import { describe, expect, it } from 'vitest';
import { PRICE_CHART, priceHistoryViewOf } from './view';

const NOW = new Date('2026-11-28T00:00:00Z');
const history = [
  { price: 38_990, changed_at: '2026-10-01T02:00:00Z' },
  { price: 37_990, changed_at: '2026-10-20T02:00:00Z' },
  { price: 35_990, changed_at: '2026-11-10T02:00:00Z' },
];

describe('priceHistoryViewOf', () => {
  it('tells the story in a sentence and lists each change, oldest first, whatever order they came in', () => {
    const view = priceHistoryViewOf([...history].reverse(), NOW);
    expect(view?.summary).toBe(
      'Down $3,000 since it was listed on 1 Oct 2026 at $38,990: $35,990 now, after 2 price changes.',
    );
    expect(view?.rows).toEqual([
      { date: '1 Oct 2026', price: '$38,990', change: 'Listed' },
      { date: '20 Oct 2026', price: '$37,990', change: '−$1,000' },
      { date: '10 Nov 2026', price: '$35,990', change: '−$2,000' },
    ]);
  });

  it('draws a step line from the listing to today inside the box: dearest at the top, cheapest at the bottom', () => {
    const view = priceHistoryViewOf(history, NOW);
    const { left, right, top, bottom, width, height } = PRICE_CHART;
    expect(view?.dots[0]).toEqual({ x: left, y: top });
    expect(view?.dots.at(-1)?.y).toBe(height - bottom);
    for (const dot of view?.dots ?? []) expect(dot.x).toBeLessThanOrEqual(width - right);
    expect(view?.path).toMatch(
      new RegExp(`^M${left} ${top}H[\\d.]+V[\\d.]+H[\\d.]+V${height - bottom}H${width - right}$`),
    );
    expect(view?.axis.map((tick) => tick.label)).toEqual(['$38,990', '$35,990']);
  });

  it('says up for a price that went up', () => {
    const view = priceHistoryViewOf(
      history
        .slice(0, 2)
        .reverse()
        .map((point, i) => ({ ...point, changed_at: history[i]?.changed_at ?? '' })),
      NOW,
    );
    expect(view?.summary).toMatch(
      /^Up \$1,000 since it was listed on 1 Oct 2026 at \$37,990: \$38,990 now, after 1 price change\.$/,
    );
    expect(view?.rows[1]?.change).toBe('+$1,000');
  });

  it('is nothing to show for one price, or several that never changed', () => {
    expect(priceHistoryViewOf(history.slice(0, 1), NOW)).toBeNull();
    expect(
      priceHistoryViewOf(
        history.map((point) => ({ ...point, price: 30_000 })),
        NOW,
      ),
    ).toBeNull();
    expect(priceHistoryViewOf([], NOW)).toBeNull();
  });
});
