import type { CarType, FinanceLender, FinanceQuote } from '@forecourt/shared';
import type { Random } from './random';

// The finance figures stored on demo cars: the partner's quick quote and a few lenders' panels.

/** spec: 001 §9 quote disclaimer: "5 year term, 10% deposit, 30% final payment (balloon), monthly repayments". */
export const QUOTE_TERM_MONTHS = 60;
export const QUOTE_DEPOSIT_SHARE = 0.1;
export const QUOTE_BALLOON_SHARE = 0.3;
const MONTHS_PER_YEAR = 12;
const WEEKS_PER_YEAR = 52;

/** spec: 001 §4 "A finance quote is offered for a car only when … priced above 200". */
export const MIN_QUOTE_PRICE = 200;

/** spec: 001 §9 "Establishment fee 1360.5 for one provider". */
const TAURUS_ESTABLISHMENT_FEE = 1360.5;

/**
 * The monthly repayment of an amortised loan with a final balloon payment.
 * @example monthlyRepayment(27_000, 8.99, 60, 9_000) // ≈ 440.99
 */
export function monthlyRepayment(
  principal: number,
  annualRatePercent: number,
  months: number,
  balloon: number,
): number {
  const rate = annualRatePercent / 100 / MONTHS_PER_YEAR;
  if (rate === 0) return (principal - balloon) / months;
  const growth = (1 + rate) ** months;
  return ((principal - balloon / growth) * rate) / (1 - 1 / growth);
}

/** A monthly amount as a weekly one (12 months = 52 weeks). */
export function weeklyFromMonthly(monthly: number): number {
  return (monthly * MONTHS_PER_YEAR) / WEEKS_PER_YEAR;
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A rate a lender might advertise for a car of this kind and age, in percent a year. */
function advertisedRate(rng: Random, carType: CarType, age: number): number {
  if (carType === 'new') return roundCents(rng.float(6.49, 7.99));
  if (carType === 'demo') return roundCents(rng.float(7.49, 8.99));
  return roundCents(age <= 5 ? rng.float(8.49, 10.99) : rng.float(10.99, 13.99));
}

/** The weekly repayment on the quote's terms (10% deposit, 30% balloon, 5 years). */
export function weeklyQuoteRepayment(price: number, ratePercent: number): number {
  const principal = price * (1 - QUOTE_DEPOSIT_SHARE);
  const monthly = monthlyRepayment(principal, ratePercent, QUOTE_TERM_MONTHS, price * QUOTE_BALLOON_SHARE);
  return roundCents(weeklyFromMonthly(monthly));
}

/** The finance partner's quick quote for a car (spec: 001 §3 "Quote response"). */
export function quoteFor(rng: Random, price: number, carType: CarType, age: number): FinanceQuote {
  const rate = advertisedRate(rng, carType, age);
  return {
    weeklyRepaymentAmount: weeklyQuoteRepayment(price, rate),
    advertisedRate: rate,
    comparisonRate: roundCents(rate + rng.float(0.25, 0.85)),
  };
}

const LENDERS: readonly { name: string; establishmentFee: number }[] = [
  { name: 'Taurus', establishmentFee: TAURUS_ESTABLISHMENT_FEE },
  { name: '360 Finance', establishmentFee: 495 },
  { name: 'AusLoans', establishmentFee: 395 },
  { name: 'Angle', establishmentFee: 450 },
  { name: 'Powertorque', establishmentFee: 0 },
];

function lenderDisclaimer(lender: string, rate: number, comparison: number): string {
  return `${lender}: ${rate.toFixed(2)}% p.a. interest rate, ${comparison.toFixed(2)}% p.a. comparison rate, based on a secured consumer loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Approval is subject to the lender's credit criteria.`;
}

/** One to two lender panels (spec: 001 §3 "Finance lender") on the quote's terms. */
export function lendersFor(rng: Random, price: number, carType: CarType, age: number): FinanceLender[] {
  return rng.sample(LENDERS, rng.int(1, 2)).map((lender) => {
    const rate = advertisedRate(rng, carType, age);
    const comparison = roundCents(rate + rng.float(0.3, 1.2));
    const deposit = Math.round(price * QUOTE_DEPOSIT_SHARE);
    const balloon = price * QUOTE_BALLOON_SHARE;
    const monthly = monthlyRepayment(price - deposit + lender.establishmentFee, rate, QUOTE_TERM_MONTHS, balloon);
    return {
      financeProvider: lender.name,
      establishmentFees: lender.establishmentFee,
      termYears: QUOTE_TERM_MONTHS / MONTHS_PER_YEAR,
      termMonths: QUOTE_TERM_MONTHS,
      termWeeks: (QUOTE_TERM_MONTHS / MONTHS_PER_YEAR) * WEEKS_PER_YEAR,
      interestRate: rate,
      comparisonRate: comparison,
      deposit,
      totalPayable: roundCents(monthly * QUOTE_TERM_MONTHS + balloon + deposit),
      weeklyPayment: roundCents(weeklyFromMonthly(monthly)),
      monthlyPayment: roundCents(monthly),
      disclaimer: lenderDisclaimer(lender.name, rate, comparison),
    };
  });
}
