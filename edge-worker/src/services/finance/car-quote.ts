import {
  type Car,
  type FinanceQuote,
  isQuoteEligible,
  QUICK_QUOTE_DEFAULTS,
  type QuoteRequest,
} from '@forecourt/shared';
import { withinTimeout } from '@forecourt/shared/remote-kit';
import { ANSWER_TTL_MS, type AnswerCache } from '@forecourt/shared/server-kit/answer-cache';
import type { Env } from '../../env';
import { financeClientFor } from '.';

// The partner's quote for a car, as the car page's teaser "Only $X /wk*" and its calculator show it
// (spec: 001 §2, §5 "A finance quote is offered for a car only when in stock, not sold, not reserved,
// and priced above 200"; §7 "on the car page failure is silent"): asked on the quick quote's defaults
// (credit GREAT, 5 years), null for a car that gets none, or when the partner fails or is slow.

/** The longest a page waits for the quote: the teaser is optional. */
export const CAR_QUOTE_TIMEOUT_MS = 800;

/** The price bounds the partner quotes within (the finance form's widest, spec: 001 §5). */
const PARTNER_MIN_PRICE = 1_000;
const PARTNER_MAX_PRICE = 250_000;

/** What the gateway reads the partner's figures for a car with. */
export interface CarFinanceSources {
  env: Pick<Env, 'FINANCE_API_URL'>;
  cache: AnswerCache;
}

/**
 * The loan the partner is asked about for a car (the quick quote's defaults), or null for a car it
 * quotes nothing for.
 * @example carLoanRequest(car)?.purchasePrice // 30000
 */
export function carLoanRequest(car: Car): QuoteRequest | null {
  const price = Math.round(car.price);
  if (!isQuoteEligible(car) || price < PARTNER_MIN_PRICE || price > PARTNER_MAX_PRICE) return null;
  return {
    selfAssessedCreditScore: QUICK_QUOTE_DEFAULTS.credit,
    purchasePrice: price,
    loanTerm: QUICK_QUOTE_DEFAULTS.termYears,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
  };
}

/**
 * The partner's quote for a car, or null (never throws).
 *
 * @example const quote = await carQuoteOf({ env, cache }, car, `${tenant.slug}:${car.slug}:${car.price}`);
 */
export async function carQuoteOf(sources: CarFinanceSources, car: Car, carKey: string): Promise<FinanceQuote | null> {
  const loan = carLoanRequest(car);
  if (!loan) return null;
  return withinTimeout('the finance quote', CAR_QUOTE_TIMEOUT_MS, () =>
    sources.cache.get(`finance-quote:${carKey}`, ANSWER_TTL_MS.financeQuote, async () => {
      const result = await financeClientFor(sources.env).quote(loan);
      if (result.kind === 'failed') throw new Error(`the finance partner failed: ${result.error}`);
      return result.quote;
    }),
  );
}
