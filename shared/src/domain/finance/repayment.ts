// The finance calculator's maths (spec: 001 §9 "Repayment is an amortised loan with residual"; §5
// "Frequency: Weekly (52), Fortnightly (26), Monthly (12)"). Pure: amounts in dollars, rates in percent
// a year. The residual (balloon) is owed on top of the last repayment, so it is discounted over the
// term rather than amortised.

/** Repayments a year by frequency (spec: 001 §5). */
export const REPAYMENT_FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type RepaymentFrequency = keyof typeof REPAYMENT_FREQUENCIES;
/** The frequencies in the order the calculator offers them, with their labels (spec: 001 §5). */
export const FREQUENCY_OPTIONS: readonly { id: RepaymentFrequency; label: string }[] = [
  { id: 'weekly', label: 'Weekly' },
  { id: 'fortnightly', label: 'Fortnightly' },
  { id: 'monthly', label: 'Monthly' },
];

const MONTHS_PER_YEAR = 12;

/** One loan as the calculator describes it. */
export interface LoanTerms {
  /** Purchase price. */
  price: number;
  /** Deposit or trade-in, paid up front. */
  deposit: number;
  /** Residual (balloon) owed with the last repayment. */
  residual: number;
  termYears: number;
  ratePercent: number;
  frequency: RepaymentFrequency;
  /** Fees financed with the loan (establishment and the like). */
  upfrontFees: number;
  /** Fees charged every month (account keeping), spread over the repayments. */
  monthlyFees: number;
}

/** A loan's repayment and what it costs in all. */
export interface Repayment {
  /** Each repayment, fees included. */
  repayment: number;
  /** How many repayments over the term. */
  payments: number;
  /** What is borrowed: price less deposit, plus financed fees. */
  principal: number;
  /** Every repayment plus the residual. */
  totalPayable: number;
  /** Interest over the term (total less principal; fees per month excluded). */
  totalInterest: number;
}

/**
 * The level payment that pays `principal` down to `residual` in `payments` periods at `periodRate`.
 * @example levelPayment(20_000, 0.005, 60, 0) // ≈ 386.66
 */
export function levelPayment(principal: number, periodRate: number, payments: number, residual: number): number {
  if (payments <= 0) return 0;
  if (periodRate === 0) return (principal - residual) / payments;
  const growth = (1 + periodRate) ** payments;
  return ((principal - residual / growth) * periodRate) / (1 - 1 / growth);
}

/**
 * The repayment of a loan: amortised at the rate per period of its frequency, the residual discounted
 * to the last repayment, monthly fees spread over the repayments. Nothing borrowed → all zeros.
 * @example repaymentFor({ price: 30_000, deposit: 3_000, residual: 9_000, termYears: 5, ratePercent: 8.99,
 *   frequency: 'monthly', upfrontFees: 0, monthlyFees: 0 }).repayment // ≈ 440.99
 */
export function repaymentFor(terms: LoanTerms): Repayment {
  const perYear = REPAYMENT_FREQUENCIES[terms.frequency];
  const payments = Math.round(terms.termYears * perYear);
  const principal = Math.max(0, terms.price - terms.deposit) + terms.upfrontFees;
  if (principal <= 0 || payments <= 0) {
    return { repayment: 0, payments: Math.max(0, payments), principal: 0, totalPayable: 0, totalInterest: 0 };
  }
  const residual = Math.min(terms.residual, principal);
  const base = levelPayment(principal, terms.ratePercent / 100 / perYear, payments, residual);
  const fees = (terms.monthlyFees * MONTHS_PER_YEAR) / perYear;
  const repayment = base + fees;
  const totalPayable = repayment * payments + residual;
  return { repayment, payments, principal, totalPayable, totalInterest: base * payments + residual - principal };
}

/** The balance owed at one point of the term: what is left of the principal and the interest paid so far. */
export interface BalancePoint {
  /** Years into the term. */
  year: number;
  balance: number;
  interestPaid: number;
  principalPaid: number;
}

/**
 * The balance at the start and at the end of each year of the term (the last point is the residual),
 * for the calculator's chart.
 * @example balanceOverTerm({ ...terms, termYears: 2 }).map((point) => point.year) // [0, 1, 2]
 */
export function balanceOverTerm(terms: LoanTerms): BalancePoint[] {
  const perYear = REPAYMENT_FREQUENCIES[terms.frequency];
  const { principal, payments } = repaymentFor(terms);
  const residual = Math.min(terms.residual, principal);
  const rate = terms.ratePercent / 100 / perYear;
  const payment = levelPayment(principal, rate, payments, residual);
  const points: BalancePoint[] = [{ year: 0, balance: principal, interestPaid: 0, principalPaid: 0 }];
  let balance = principal;
  let interestPaid = 0;
  for (let period = 1; period <= payments; period++) {
    const interest = balance * rate;
    interestPaid += interest;
    balance = balance + interest - payment;
    if (period % perYear === 0 || period === payments) {
      points.push({
        year: Math.round((period / perYear) * 100) / 100,
        balance: Math.max(0, balance),
        interestPaid,
        principalPaid: principal - Math.max(0, balance),
      });
    }
  }
  return points;
}
