import type { z } from 'zod';
import { isBandValue, PRICE_RANGE_BANDS, WEEKLY_PRICE_RANGE_BANDS } from './price-bands';
import type { RefinementList, RefinementListAttribute } from './search-state';

// Most refinement lists take free text (a make, a colour: a value the index does not hold simply matches
// nothing). A few are typed: seats is a count, certified a yes/no, and the two price bands are a closed
// list. A request with anything else there is refused, naming the value, before any search runs.

interface TypedRefinement {
  accepts: (value: string) => boolean;
  expected: string;
}

const bandsText = (bands: readonly { value: string }[]) => bands.map((band) => band.value).join(', ');

const TYPED_REFINEMENTS: Partial<Record<RefinementListAttribute, TypedRefinement>> = {
  seats: { accepts: (value) => /^[1-9]\d?$/.test(value), expected: 'a whole number of seats from 1 to 99' },
  certified: { accepts: (value) => value === 'true' || value === 'false', expected: 'true or false' },
  price_range: {
    accepts: (value) => isBandValue(value, PRICE_RANGE_BANDS),
    expected: `one of ${bandsText(PRICE_RANGE_BANDS)}`,
  },
  weekly_price_range: {
    accepts: (value) => isBandValue(value, WEEKLY_PRICE_RANGE_BANDS),
    expected: `one of ${bandsText(WEEKLY_PRICE_RANGE_BANDS)}`,
  },
};

/**
 * What is wrong with a refinement value, or null when the attribute accepts it.
 * @example refinementValueProblem('seats', 'seven') // 'seats: "seven" is not a whole number of seats from 1 to 99'
 * @example refinementValueProblem('make', 'Toyota') // null
 */
export function refinementValueProblem(attribute: RefinementListAttribute, value: string): string | null {
  const typed = TYPED_REFINEMENTS[attribute];
  if (typed === undefined || typed.accepts(value)) return null;
  return `${attribute}: "${value}" is not ${typed.expected}`;
}

/**
 * Adds an issue (at `refinementList.<attribute>.<index>`) for every value a typed refinement does not
 * accept; for a schema's `superRefine`.
 * @example SearchStateSchema.superRefine((state, ctx) => addRefinementValueIssues(state.refinementList, ctx))
 */
export function addRefinementValueIssues(list: RefinementList, ctx: z.RefinementCtx): void {
  for (const [attribute, values] of Object.entries(list) as [RefinementListAttribute, string[]][]) {
    values.forEach((value, index) => {
      const problem = refinementValueProblem(attribute, value);
      if (problem === null) return;
      ctx.addIssue({ code: 'custom', message: problem, path: ['refinementList', attribute, index] });
    });
  }
}
