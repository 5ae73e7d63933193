import { type LoanTerms, levelPayment, REPAYMENT_FREQUENCIES, repaymentFor } from './repayment';

// The comparison rate beside every advertised rate (National Consumer Credit Protection Act, Schedule 1,
// Part 2: a rate in an advertisement needs its comparison rate and the warning), the fallback range one
// provider quotes (spec: 001 §9 "Comparison rate fallback range 8.38% to 19.42% for one provider").

/** The warning the National Credit Code requires beside a comparison rate, word for word. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** spec: 001 §9: the range shown when that provider's lender has no comparison rate. */
export const COMPARISON_RATE_FALLBACK = { min: 8.38, max: 19.42 } as const;

/** The provider whose lender panel falls back to the range (the same one whose establishment fee is fixed). */
export const COMPARISON_RATE_FALLBACK_PROVIDER = 'taurus';

/**
 * Whether the site's provider shows the fallback range for a lender without a comparison rate.
 * @example hasComparisonRateFallback('taurus') // true
 */
export function hasComparisonRateFallback(provider: string): boolean {
  return provider === COMPARISON_RATE_FALLBACK_PROVIDER;
}

/**
 * The comparison rate as text: the lender's own, else the fallback range for that provider, else null.
 * @example comparisonRateText(9.49, 'youx') // '9.49% p.a.'
 * @example comparisonRateText(null, 'taurus') // '8.38% - 19.42% p.a.'
 */
export function comparisonRateText(rate: number | null, provider: string): string | null {
  if (rate !== null && Number.isFinite(rate)) return `${rate.toFixed(2)}% p.a.`;
  if (!hasComparisonRateFallback(provider)) return null;
  return `${COMPARISON_RATE_FALLBACK.min.toFixed(2)}% - ${COMPARISON_RATE_FALLBACK.max.toFixed(2)}% p.a.`;
}

const MAX_RATE_PERCENT = 100;
const PRECISION = 1e-7;

/**
 * The comparison rate of the calculator's loan: the yearly rate at which the amount actually received
 * (price less deposit, fees not included) is repaid by the repayments the borrower makes (fees included)
 * and the residual. Equal to the interest rate when there are no fees; null when nothing is borrowed.
 * @example comparisonRateFor({ price: 30_000, deposit: 0, residual: 0, termYears: 5, ratePercent: 8,
 *   frequency: 'monthly', upfrontFees: 0, monthlyFees: 0 }) // 8
 */
export function comparisonRateFor(terms: LoanTerms): number | null {
  const perYear = REPAYMENT_FREQUENCIES[terms.frequency];
  const received = Math.max(0, terms.price - terms.deposit);
  const { repayment, payments, principal } = repaymentFor(terms);
  if (received <= 0 || payments <= 0) return null;
  const residual = Math.min(terms.residual, principal);
  // The repayment rises with the rate: bisect for the rate whose payment on `received` matches.
  let low = 0;
  let high = MAX_RATE_PERCENT;
  if (levelPayment(received, 0, payments, residual) >= repayment) return 0;
  while (high - low > PRECISION) {
    const mid = (low + high) / 2;
    if (levelPayment(received, mid / 100 / perYear, payments, residual) < repayment) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}
