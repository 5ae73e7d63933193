import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSoldRuns } from './sold-runs';

const STATUS: Record<string, string> = { I: 'in_stock', C: 'coming_soon', S: 'sold', X: 'delivered' };
/** Cars from a line of letters: I in stock, C coming soon, S sold, X an unknown status (counts as sold). */
const cars = (statuses: string) => statuses.split(' ').map((letter, id) => ({ id, status: STATUS[letter] ?? letter }));
const ids = (list: { id: number }[]) => list.map((car) => car.id);

describe('collapseSoldRuns (spec: 000 §4)', () => {
  it('keeps only the first car of each run of sold cars', () => {
    expect(ids(collapseSoldRuns(cars('I S S I S')))).toEqual([0, 1, 3, 4]);
    expect(ids(collapseSoldRuns(cars('S S S I I S X')))).toEqual([0, 3, 4, 5]);
  });
  it('counts coming_soon as in stock and any unknown status as sold', () => {
    expect(ids(collapseSoldRuns(cars('C S X C')))).toEqual([0, 1, 3]);
  });
  it('shows every car when all are sold', () => {
    expect(ids(collapseSoldRuns(cars('S S X')))).toEqual([0, 1, 2]);
    expect(collapseSoldRuns([])).toEqual([]);
  });
  it('keeps all in-stock cars, in order, and never shows two sold cars side by side (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('I', 'C', 'S', 'X'), { maxLength: 30 }), (statuses) => {
        const list = statuses.length ? cars(statuses.join(' ')) : [];
        const shown = collapseSoldRuns(list);
        const sold = (car: { status: string }) => car.status !== 'in_stock' && car.status !== 'coming_soon';
        if (list.every(sold)) {
          expect(shown).toEqual(list);
          return;
        }
        expect(shown.filter((car) => !sold(car))).toEqual(list.filter((car) => !sold(car)));
        expect(ids(shown)).toEqual([...ids(shown)].sort((a, b) => a - b));
        shown.forEach((car, index) => {
          if (index > 0 && sold(car)) expect(sold(shown[index - 1] as (typeof shown)[number])).toBe(false);
        });
      }),
    );
  });
});
