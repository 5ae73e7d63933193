import { formatPrice } from '../format/money';
import { ENQUIRE_FOR_FINANCE, financePriceOutOfBounds } from '../messages/catalogue';
import type { RepaymentFrequency } from './repayment';

// The car page's finance calculator: its inputs' bounds and steps, how a typed value is clamped, the
// price message and the low-repayment rule (spec: 001 §5 "Finance calculator", §9). Which provider and
// which dealership get the narrower bounds is the site's finance configuration: the provider is
// `taurus` (the one whose establishment fee is fixed, spec: 001 §9), the dealership is the one flagged
// with the fixed fee list.

/** The provider with its own price, interest and frequency rules (spec: 001 §5, §9 "one provider"). */
export const SPECIAL_PROVIDER = 'taurus';
/** spec: 001 §9 "Establishment fee 1360.5 for one provider". */
export const SPECIAL_PROVIDER_ESTABLISHMENT_FEE = 1360.5;
/** spec: 001 §5 "maximum 250,000". */
export const CALCULATOR_MAX_PRICE = 250_000;
/** spec: 001 §9 "amount slider step 500". */
export const CALCULATOR_PRICE_STEP = 500;
/** spec: 001 §9 "default amount 30000 and term 5 years when the car has no price or lender data". */
export const CALCULATOR_DEFAULT_PRICE = 30_000;
export const CALCULATOR_DEFAULT_TERM_YEARS = 5;
/** spec: 001 §5 "Repayment of 25 or less shows 'Enquire for Finance'". */
export const ENQUIRE_AT_OR_BELOW = 25;

/** One numeric input's range and step. */
export interface Bound {
  min: number;
  max: number;
  step: number;
}

/** Every input's bounds for one site and provider. */
export interface CalculatorBounds {
  price: Bound;
  deposit: Bound;
  residual: Bound;
  termYears: Bound;
  ratePercent: Bound;
  /** Whether the frequency choice is shown (spec: 001 §5 "hidden for one provider"). */
  showFrequency: boolean;
}

/** Who the calculator is for: the site's finance provider, and whether it is the fixed-fee dealership. */
export interface CalculatorSite {
  provider: string;
  fixedFees: boolean;
}

/**
 * The bounds of spec: 001 §5: price 1,000 (5,000 for the provider and the dealership) to 250,000 in steps
 * of 500; term 1–7 years by 0.5; interest 0.5–15 % (7.5–14.5 for the provider, 4–20 for the dealership)
 * by 0.5; deposit and residual 0–250,000 by 0.5.
 * @example calculatorBounds({ provider: 'youx', fixedFees: false }).price // { min: 1000, max: 250000, step: 500 }
 */
export function calculatorBounds(site: CalculatorSite): CalculatorBounds {
  const special = site.provider === SPECIAL_PROVIDER;
  const ratePercent = site.fixedFees
    ? { min: 4, max: 20, step: 0.5 }
    : special
      ? { min: 7.5, max: 14.5, step: 0.5 }
      : { min: 0.5, max: 15, step: 0.5 };
  return {
    price: { min: special || site.fixedFees ? 5_000 : 1_000, max: CALCULATOR_MAX_PRICE, step: CALCULATOR_PRICE_STEP },
    deposit: { min: 0, max: CALCULATOR_MAX_PRICE, step: 0.5 },
    residual: { min: 0, max: CALCULATOR_MAX_PRICE, step: 0.5 },
    termYears: { min: 1, max: 7, step: 0.5 },
    ratePercent,
    showFrequency: !special,
  };
}

/**
 * A typed value kept within its bound: not a number or negative → 0, then clamped to min..max
 * (spec: 001 §5 "negative becomes 0. Other numeric inputs clamp to their limits").
 * @example clampTo({ min: 0.5, max: 15, step: 0.5 }, 22) // 15
 * @example clampTo({ min: 1, max: 7, step: 0.5 }, -3) // 1
 */
export function clampTo(bound: Bound, value: number): number {
  const sane = Number.isFinite(value) && value > 0 ? value : 0;
  return Math.min(bound.max, Math.max(bound.min, sane));
}

/**
 * The purchase price's message when it is outside its bounds, else null; the price itself is not
 * clamped while typed so the message can say why (spec: 001 §5, §8).
 * @example priceMessage({ min: 1000, max: 250000, step: 500 }, 500) // 'Cannot be less than $1,000 or more than $250,000'
 */
export function priceMessage(bound: Bound, price: number): string | null {
  return price >= bound.min && price <= bound.max ? null : financePriceOutOfBounds(formatPrice(bound.min));
}

/** What the calculator shows for a repayment: the figure and total, or the enquiry prompt and no total. */
export type RepaymentDisplay =
  | { kind: 'figure'; repayment: string; total: string }
  | { kind: 'enquire'; repayment: typeof ENQUIRE_FOR_FINANCE; total: '' };

/**
 * The repayment and total as shown: 'Enquire for Finance' with the total blank at 25 or less (spec: 001 §5).
 * @example repaymentDisplay(120.4, 37_000) // { kind: 'figure', repayment: '$120', total: '$37,000' }
 * @example repaymentDisplay(20, 2_000) // { kind: 'enquire', repayment: 'Enquire for Finance', total: '' }
 */
export function repaymentDisplay(repayment: number, total: number): RepaymentDisplay {
  if (!(repayment > ENQUIRE_AT_OR_BELOW)) return { kind: 'enquire', repayment: ENQUIRE_FOR_FINANCE, total: '' };
  return { kind: 'figure', repayment: formatPrice(repayment), total: formatPrice(total) };
}

/** The frequency the calculator starts on: monthly where the choice is hidden, else weekly. */
export function defaultFrequency(bounds: CalculatorBounds): RepaymentFrequency {
  return bounds.showFrequency ? 'weekly' : 'monthly';
}
