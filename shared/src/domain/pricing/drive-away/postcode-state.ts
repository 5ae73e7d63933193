// Which state or territory an Australian postcode belongs to, by Australia Post's postcode ranges (the
// delivery ranges and the large-volume-receiver ranges beside them). The ACT's ranges sit inside NSW's:
// 2600–2618 and 2900–2920 are Canberra, 2619 (Jerrabomberra) and 2921 on are NSW again. Postcodes that
// cross a border for a few localities (Albury's 3691, Tweed's 4385 …) follow their range: a drive-away
// estimate is an estimate.

/** Australia's states and territories by their usual abbreviation. */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** Each state's name as a shopper reads it. */
export const STATE_NAMES: Record<AustralianState, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

/** [first, last, state]: the ranges, inclusive, the narrow ACT ones before the NSW ones around them. */
const POSTCODE_RANGES: ReadonlyArray<readonly [number, number, AustralianState]> = [
  [200, 299, 'ACT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2599, 'NSW'],
  [2619, 2899, 'NSW'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

const FOUR_DIGITS = /^\d{4}$/;

/**
 * The state or territory of a four-digit postcode; null for anything else or a postcode in no range.
 * @example stateForPostcode('2600') // 'ACT'
 * @example stateForPostcode('0800') // 'NT'
 * @example stateForPostcode('0100') // null
 */
export function stateForPostcode(postcode: string): AustralianState | null {
  if (!FOUR_DIGITS.test(postcode)) return null;
  const code = Number(postcode);
  return POSTCODE_RANGES.find(([first, last]) => code >= first && code <= last)?.[2] ?? null;
}
