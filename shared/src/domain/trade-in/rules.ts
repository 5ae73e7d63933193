// The trade-in rules of the spec (001 §2 "Trade-in FAQ", §9 sales counter, warranty), pure: the clock is
// passed in. The wording of refusals and the FAQ answers is ours where the spec gives none.

/** No online estimate for a car older than this many years (spec: 001 §2 "Trade-in FAQ"). */
export const TRADE_IN_MAX_AGE_YEARS = 7;
/** No online estimate for a car over this many kilometres (spec: 001 §2 "Trade-in FAQ"). */
export const TRADE_IN_MAX_KM = 100_000;

/** Why an online estimate is not given. */
export type TradeInRefusalReason = 'age' | 'km';

/** What the visitor reads for each refusal (spec: 001 §2 FAQ cases; wording ours). */
export const TRADE_IN_REFUSALS: Record<TradeInRefusalReason, string> = {
  age: `We can't give an online estimate for a car more than ${TRADE_IN_MAX_AGE_YEARS} years old. Your details are saved and our team will call you with a valuation.`,
  km: `We can't give an online estimate for a car with more than ${TRADE_IN_MAX_KM.toLocaleString('en-AU')} km. Your details are saved and our team will call you with a valuation.`,
};

/** Shown when the valuation partner does not answer: the lead is kept (issue 17 "a partner failure loses nothing"). */
export const TRADE_IN_UNAVAILABLE =
  'Our valuation service is not answering right now. Your details are saved and our team will call you with a valuation.';

/** The vehicle's condition as the visitor rates it; the partner adjusts the value for it. */
export const TRADE_IN_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];
export const TRADE_IN_CONDITION_LABELS: Record<TradeInCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

/**
 * Why no online estimate is given for this car, or null when one is (spec: 001 §2 "online estimates are
 * not given for cars over 7 years or 100,000 km"). The age counts model years: a car built in
 * `currentYear - 7` is 7 years old and still estimated.
 *
 * @example onlineEstimateRefusal({ km: 120_000 }, 2026); // 'km'
 * @example onlineEstimateRefusal({ km: 50_000, year: 2018 }, 2026); // 'age'
 */
export function onlineEstimateRefusal(
  vehicle: { km: number; year?: number },
  currentYear: number,
): TradeInRefusalReason | null {
  if (vehicle.km > TRADE_IN_MAX_KM) return 'km';
  if (vehicle.year !== undefined && currentYear - vehicle.year > TRADE_IN_MAX_AGE_YEARS) return 'age';
  return null;
}

/** The FAQ (spec: 001 §2 "Trade-in FAQ"; answers worded here). */
export const TRADE_IN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I get an online estimate for any car?',
    answer: `Online estimates are not given for cars over ${TRADE_IN_MAX_AGE_YEARS} years old or over ${TRADE_IN_MAX_KM.toLocaleString('en-AU')} km. Send us your details anyway and our team will value it in person.`,
  },
  {
    question: 'My car is still under finance. Can I trade it in?',
    answer:
      'Yes. Bring a letter from your finance institution showing the amount owing (the payout figure), and we will settle it as part of the trade.',
  },
  {
    question: 'How is the estimate worked out?',
    answer:
      'Our valuation partner looks your car up by its registration and state, then adjusts the market value for its condition and kilometres. The offer stands until our team has inspected the car.',
  },
];

/** Standard warranty in years (spec: 001 §9 "Warranty claims: 3 year standard"). */
export const STANDARD_WARRANTY_YEARS = 3;

/** The "Why Buy From Us?" block (spec: 001 §2 "Trade-in"; the points are ours). */
export const WHY_BUY_FROM_US: readonly { title: string; body: string }[] = [
  { title: 'A fair offer, fast', body: 'An estimate in a minute online, a firm offer once we have seen the car.' },
  {
    title: `${STANDARD_WARRANTY_YEARS} year warranty`,
    body: `Every car we sell comes with a ${STANDARD_WARRANTY_YEARS} year warranty as standard.`,
  },
  { title: 'Finance paid out for you', body: 'Still owe money on it? We settle the payout with your financier.' },
  { title: 'Local and accountable', body: 'Real people at a real dealership, here before and after the sale.' },
];
