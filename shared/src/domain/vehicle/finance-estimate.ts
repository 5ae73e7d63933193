// The finance estimate teaser in the vehicle page's sidebar, "Only $X /wk*" (spec: 000 §2 "Sidebar …
// finance estimate"; 001 §5 "A finance quote is offered for a car only when in stock, not sold, not
// reserved, and priced above 200"; 001 §5 "Repayment of 25 or less shows 'Enquire for Finance'"; 001 §9
// "Repayment is an amortised loan"). Zod-free and pure.

/** A car priced at or below this gets no finance figure (spec: 001 §5, §9 "Cars with price ≤ 200 get no quote"). */
export const FINANCE_MIN_PRICE = 200;
/** A weekly repayment at or below this is no estimate (spec: 001 §5: the calculator reads "Enquire for Finance"). */
export const FINANCE_MIN_WEEKLY_REPAYMENT = 25;
/** Weeks in a year, for a weekly repayment (spec: 001 §5 "Weekly (52)"). */
export const WEEKS_PER_YEAR = 52;

/** The site's finance defaults (its finance settings): annual rate in percent, term in years, deposit in dollars. */
export interface FinanceDefaults {
  defaultInterestRate: number;
  defaultTermYears: number;
  defaultDeposit: number;
}

/** The car fields the estimate reads. */
export interface FinanceEstimateCar {
  price: number;
  reserved: boolean;
  quote: { weeklyRepaymentAmount: number } | null;
}

/** Where the weekly figure comes from: the finance partner's quote for the car, or the site's defaults. */
export type FinanceEstimate =
  | { basis: 'quote'; weekly: number }
  | { basis: 'defaults'; weekly: number; ratePercent: number; termYears: number; deposit: number };

/**
 * The weekly repayment of an amortised loan: `principal` over `termYears` at `ratePercent` a year,
 * compounded weekly; 0 for nothing borrowed.
 * @example weeklyRepayment(30000, 8.99, 5) // ≈ 143.2
 */
export function weeklyRepayment(principal: number, ratePercent: number, termYears: number): number {
  const payments = Math.round(termYears * WEEKS_PER_YEAR);
  if (principal <= 0 || payments <= 0) return 0;
  const rate = ratePercent / 100 / WEEKS_PER_YEAR;
  if (rate === 0) return principal / payments;
  return (principal * rate) / (1 - (1 + rate) ** -payments);
}

/**
 * The car's weekly finance estimate, or null when the sidebar shows no teaser: the site offers no
 * finance, the car is reserved or priced at 200 or less, or the figure is 25 or less. The partner's
 * quote wins; otherwise the price less the site's default deposit, amortised at its default rate and term.
 * @example financeEstimate({ price: 30000, reserved: false, quote: null }, { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 })
 * // { basis: 'defaults', weekly: 143.2…, ratePercent: 8.99, termYears: 5, deposit: 0 }
 */
export function financeEstimate(car: FinanceEstimateCar, defaults: FinanceDefaults | null): FinanceEstimate | null {
  if (defaults === null || car.reserved || !(car.price > FINANCE_MIN_PRICE)) return null;
  const estimate: FinanceEstimate =
    car.quote && Number.isFinite(car.quote.weeklyRepaymentAmount)
      ? { basis: 'quote', weekly: car.quote.weeklyRepaymentAmount }
      : {
          basis: 'defaults',
          weekly: weeklyRepayment(
            car.price - defaults.defaultDeposit,
            defaults.defaultInterestRate,
            defaults.defaultTermYears,
          ),
          ratePercent: defaults.defaultInterestRate,
          termYears: defaults.defaultTermYears,
          deposit: defaults.defaultDeposit,
        };
  return estimate.weekly > FINANCE_MIN_WEEKLY_REPAYMENT ? estimate : null;
}
