import { SALES_COUNTER_REFRESH_MS } from '@forecourt/shared/home/sales-counter';
import { describe, expect, it } from 'vitest';
import { SALES_COUNT_ATTRIBUTE } from '../document/sales-counter-markup';
import { enhanceSalesCounters } from './sales-counter';

function page(period: string) {
  const figure = {
    textContent: '0',
    getAttribute: (name: string) => (name === SALES_COUNT_ATTRIBUTE ? period : null),
  };
  const doc = { querySelectorAll: () => [figure] } as unknown as Pick<Document, 'querySelectorAll'>;
  return { figure, doc };
}

describe('sales counter refresh', () => {
  it('recomputes the count at once and again on each period, until stopped', () => {
    const { figure, doc } = page(String(SALES_COUNTER_REFRESH_MS));
    let clock = new Date('2026-11-26T00:00:00Z');
    const scheduled: { tick: () => void; every: number }[] = [];
    let cleared = false;
    const timers = {
      setInterval: ((tick: () => void, every: number) =>
        scheduled.push({ tick, every })) as unknown as Window['setInterval'],
      clearInterval: (() => {
        cleared = true;
      }) as Window['clearInterval'],
    };
    const stop = enhanceSalesCounters(doc, () => clock, timers);
    expect(figure.textContent).toBe('80');
    expect(scheduled.map((entry) => entry.every)).toEqual([150_000]);
    clock = new Date('2026-11-26T00:15:00Z');
    scheduled[0]?.tick();
    expect(figure.textContent).toBe('82');
    stop();
    expect(cleared).toBe(true);
  });
});
