// The compare list's rows that differ (issue 17 "Account": the compare list side by side, "with the rows
// that differ highlighted"). Pure and zod-free: the shell's client, which ships no zod, marks the rows.

/** The word a differing row's header carries, so the mark is read and seen, not shown by colour alone. */
export const COMPARE_DIFFERS_LABEL = 'differs';

/** A value as compared: case, and spaces around or between words, are not a difference. */
function comparable(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');
}

/**
 * Whether a compare row's values (one per car, side by side) differ: at least two cars, and not all of
 * them the same. One car alone differs from nothing.
 *
 * @example rowDiffers(['Toyota', 'Mazda']); // true
 * @example rowDiffers(['Toyota', ' toyota ']); // false
 */
export function rowDiffers(values: readonly string[]): boolean {
  return new Set(values.map(comparable)).size > 1;
}
