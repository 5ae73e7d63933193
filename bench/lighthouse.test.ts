import { describe, expect, it } from 'vitest';
import { type LighthouseFigures, lighthouseLine, median, medianFigures } from './lighthouse.ts';

const run = (performance: number, totalBlockingTimeMs: number): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  totalBlockingTimeMs,
  firstContentfulPaintMs: 900,
  largestContentfulPaintMs: 1200,
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([100, 90, 98])).toBe(98);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
  it('refuses no values', () => {
    expect(() => median([])).toThrow('no values');
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own', () => {
    const figures = medianFigures([run(100, 90), run(90, 10), run(98, 30)]);
    expect(figures.performance).toBe(98);
    expect(figures.totalBlockingTimeMs).toBe(30);
  });
});

describe('lighthouseLine', () => {
  it('says within when every figure meets its budget', () => {
    expect(lighthouseLine(run(98, 60))).toMatch(/performance 98, .*TBT 60 ms.*\(within the budgets\)$/);
  });
  it('says OVER when the score is below 98 or TBT above 60 ms', () => {
    expect(lighthouseLine(run(97, 0))).toMatch(/OVER/);
    expect(lighthouseLine(run(100, 61))).toMatch(/OVER/);
    expect(lighthouseLine({ ...run(100, 0), seo: 92 })).toMatch(/OVER/);
  });
});
