// The lenders the finance partner brokers to, with their rates by credit history and their disclaimers
// (what a real broker's panel answers). Deterministic: the same request always gets the same figures.

/** A self-assessed credit history, as the partner's API names it. */
export type CreditScore = 'GREAT' | 'DECENT' | 'POOR';

/** One lender on the partner's panel. */
export interface Lender {
  financeProvider: string;
  /** Rate in percent a year for a car up to 5 years old, by credit history. */
  baseRate: Record<CreditScore, number>;
  establishmentFee: number;
  monthlyFee: number;
}

export const LENDERS: readonly Lender[] = [
  {
    financeProvider: 'AusLoans',
    baseRate: { GREAT: 7.49, DECENT: 10.99, POOR: 15.99 },
    establishmentFee: 395,
    monthlyFee: 8,
  },
  {
    financeProvider: '360 Finance',
    baseRate: { GREAT: 7.99, DECENT: 11.49, POOR: 16.49 },
    establishmentFee: 495,
    monthlyFee: 10,
  },
  {
    financeProvider: 'Angle',
    baseRate: { GREAT: 8.29, DECENT: 11.99, POOR: 17.49 },
    establishmentFee: 450,
    monthlyFee: 0,
  },
];

/** Quote terms the partner advertises on: 10% deposit, 30% balloon, monthly repayments. */
export const QUOTE_DEPOSIT_SHARE = 0.1;
export const QUOTE_BALLOON_SHARE = 0.3;

/** Older cars cost more to finance: +0.5 % a year beyond five years old, at most +4 %. */
export function ageLoading(year: number | null, currentYear: number): number {
  if (year === null) return 0;
  return Math.min(4, Math.max(0, currentYear - year - 5) * 0.5);
}

/** The monthly payment that pays `principal` down to `balloon` over `months` at `ratePercent` a year. */
export function monthlyPayment(principal: number, ratePercent: number, months: number, balloon: number): number {
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return (principal - balloon) / months;
  const growth = (1 + rate) ** months;
  return ((principal - balloon / growth) * rate) / (1 - 1 / growth);
}

/** The rate that repays `received` with `payment` a month and the balloon: the lender's comparison rate. */
export function effectiveRate(received: number, payment: number, months: number, balloon: number): number {
  let low = 0;
  let high = 100;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (monthlyPayment(received, mid, months, balloon) < payment) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

/** What one lender offers on the advertised terms. */
export interface LenderOffer {
  financeProvider: string;
  interestRate: number;
  comparisonRate: number;
  establishmentFees: number;
  monthlyFees: number;
  deposit: number;
  termYears: number;
  termMonths: number;
  termWeeks: number;
  monthlyPayment: number;
  weeklyPayment: number;
  totalPayable: number;
  disclaimer: string;
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** The lender's offer for a price, term, age and credit history. */
export function offerOf(
  lender: Lender,
  input: { price: number; termYears: number; year: number | null; credit: CreditScore },
  currentYear: number,
): LenderOffer {
  const rate = round2(lender.baseRate[input.credit] + ageLoading(input.year, currentYear));
  const months = input.termYears * 12;
  const deposit = Math.round(input.price * QUOTE_DEPOSIT_SHARE);
  const balloon = input.price * QUOTE_BALLOON_SHARE;
  const received = input.price - deposit;
  const payment = monthlyPayment(received + lender.establishmentFee, rate, months, balloon) + lender.monthlyFee;
  const comparison = effectiveRate(received, payment, months, balloon);
  return {
    financeProvider: lender.financeProvider,
    interestRate: rate,
    comparisonRate: comparison,
    establishmentFees: lender.establishmentFee,
    monthlyFees: lender.monthlyFee,
    deposit,
    termYears: input.termYears,
    termMonths: months,
    termWeeks: input.termYears * 52,
    monthlyPayment: round2(payment),
    weeklyPayment: round2((payment * 12) / 52),
    totalPayable: round2(payment * months + balloon + deposit),
    disclaimer: `${lender.financeProvider}: ${rate.toFixed(2)}% p.a. interest rate, ${comparison.toFixed(2)}% p.a. comparison rate, on a secured consumer loan of $${received.toLocaleString('en-AU')} over ${input.termYears} years with a ${Math.round(QUOTE_BALLOON_SHARE * 100)}% final payment and monthly repayments, establishment fee $${lender.establishmentFee} and $${lender.monthlyFee} a month included. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Approval is subject to the lender's credit criteria.`,
  };
}

/** The partner's quick quote: the best offer on its panel. */
export function bestOffer(
  input: { price: number; termYears: number; year: number | null; credit: CreditScore },
  currentYear: number,
): { best: LenderOffer; offers: LenderOffer[] } {
  const offers = LENDERS.map((lender) => offerOf(lender, input, currentYear));
  const best = offers.reduce((a, b) => (b.monthlyPayment < a.monthlyPayment ? b : a));
  return { best, offers };
}
