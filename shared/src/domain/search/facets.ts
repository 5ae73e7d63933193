import type { FeatureFlags } from '../schemas/tenant';
import { MAKES_SHOWN_FIRST } from './constants';

// Small rules of the filters sidebar (spec: 000 §2 "Make lists show the first 7 makes until Show all
// makes is pressed"; §5 "The certified filter hides false values when certified-only is configured").

/**
 * The certified facet's values to offer: on a certified-only site the `false` value is hidden.
 * @example certifiedFacetValues([{ value: 'true', count: 8 }, { value: 'false', count: 30 }], { certifiedOnly: true })
 * // [{ value: 'true', count: 8 }]
 */
export function certifiedFacetValues<T extends { value: string }>(
  values: readonly T[],
  features: Pick<FeatureFlags, 'certifiedOnly'>,
): T[] {
  if (!features.certifiedOnly) return [...values];
  return values.filter((facet) => facet.value.trim().toLowerCase() !== 'false');
}

/**
 * The makes to list, in the order given: the first 7 until Show all makes is pressed, and how many
 * are left for that button (0: no button).
 * @example makesToShow(tenMakes, false) // { shown: first 7, hiddenCount: 3 }
 */
export function makesToShow<T>(makes: readonly T[], showAll: boolean): { shown: T[]; hiddenCount: number } {
  if (showAll) return { shown: [...makes], hiddenCount: 0 };
  return { shown: makes.slice(0, MAKES_SHOWN_FIRST), hiddenCount: Math.max(0, makes.length - MAKES_SHOWN_FIRST) };
}
