import { isTestDriveOnly } from '../search/card-actions';

// The quick estimate and the partner's quote (spec: 001 §5 "Purchase price (quick estimate)", "A finance
// quote is offered for a car only when …"; §9 "Quick quote defaults", "Monthly repayment shown = weekly
// repayment × 4.33", "OTP sending time-out 15000 ms").

export const CREDIT_HISTORY_OPTIONS = [
  { id: 'GREAT', label: 'Great' },
  { id: 'DECENT', label: 'Decent' },
  { id: 'POOR', label: 'Poor' },
] as const;
export type CreditHistory = (typeof CREDIT_HISTORY_OPTIONS)[number]['id'];

/** spec: 001 §9 "Quick quote defaults: price 30000, term 5 years, credit GREAT". */
export const QUICK_QUOTE_DEFAULTS = { price: 30_000, termYears: 5, credit: 'GREAT' as CreditHistory } as const;
/** spec: 001 §5, §9 "Price bounds 10000 to 200000. Term 1 to 7", step 1. */
export const QUICK_QUOTE_BOUNDS = {
  price: { min: 10_000, max: 200_000 },
  termYears: { min: 1, max: 7, step: 1 },
} as const;
/**
 * The loan the partner's quote describes (spec: 001 §9 "Quote disclaimer: 5 year term, 10% deposit, 30% final
 * payment (balloon), monthly repayments"): the car page's calculator opens on it, so its first figure is the quote's.
 */
export const QUOTE_LOAN = { termYears: 5, depositShare: 0.1, balloonShare: 0.3 } as const;
/**
 * The quick estimate's disclaimer (spec: 001 §9 "Quote disclaimer: 5 year term, 10% deposit, 30% final payment
 * (balloon), monthly repayments. A finance-enquiry contact phone is shown in it"), on the term asked.
 * @example quoteDisclaimer(5, '1300 000 000') // '*Estimate on a 5 year term, … For finance enquiries call 1300 000 000.'
 */
export function quoteDisclaimer(termYears: number, enquiryPhone: string | null): string {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const terms = `*Estimate on a ${termYears} year term, ${percent(QUOTE_LOAN.depositShare)} deposit, ${percent(QUOTE_LOAN.balloonShare)} final payment (balloon), monthly repayments.`;
  const warning =
    'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges.';
  return enquiryPhone ? `${terms} ${warning} For finance enquiries call ${enquiryPhone}.` : `${terms} ${warning}`;
}

/** spec: 001 §7, §9 "Debounce 500 ms". */
export const QUOTE_DEBOUNCE_MS = 500;
/** spec: 001 §9 "OTP sending time-out 15000 ms". */
export const CODE_SEND_TIMEOUT_MS = 15_000;
/** spec: 001 §9 "Monthly repayment shown = weekly repayment × 4.33". */
export const WEEKS_PER_MONTH = 4.33;
/** spec: 001 §5, §9 "Cars with price ≤ 200 get no quote". */
export const QUOTE_MIN_PRICE = 200;

/**
 * The price field as typed: digits only (spec: 001 §5 "digits only").
 * @example digitsOnly('$32,500') // '32500'
 */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * The price clamped on blur to 10,000..200,000; nothing typed → the default.
 * @example clampQuickQuotePrice('5000') // 10000
 * @example clampQuickQuotePrice('') // 30000
 */
export function clampQuickQuotePrice(text: string): number {
  const digits = digitsOnly(text);
  if (digits === '') return QUICK_QUOTE_DEFAULTS.price;
  const { min, max } = QUICK_QUOTE_BOUNDS.price;
  return Math.min(max, Math.max(min, Number(digits)));
}

/**
 * The term in whole years within 1..7.
 * @example clampQuickQuoteTerm(9) // 7
 */
export function clampQuickQuoteTerm(years: number): number {
  const { min, max } = QUICK_QUOTE_BOUNDS.termYears;
  if (!Number.isFinite(years)) return QUICK_QUOTE_DEFAULTS.termYears;
  return Math.min(max, Math.max(min, Math.round(years)));
}

/**
 * The monthly figure shown beside a weekly quote.
 * @example monthlyFromWeekly(100) // 433
 */
export function monthlyFromWeekly(weekly: number): number {
  return Math.round(weekly * WEEKS_PER_MONTH * 100) / 100;
}

/** The car fields quote eligibility reads. */
export interface QuoteCar {
  status: string;
  /** Set once the car is sold, whatever its status says. */
  sold_at: string | null;
  reserved: boolean;
  price: number;
  /** The dealer's tag: a Test Drive Only car is offered a test drive, not finance. */
  tag?: string | null;
}

/**
 * Whether the partner is asked to quote for the car: in stock, not sold, not reserved, priced above 200,
 * and not Test Drive Only (the stock-search document: such a car offers Book a Test Drive instead of finance).
 * @example isQuoteEligible({ status: 'in_stock', sold_at: null, reserved: false, price: 20_000 }) // true
 */
export function isQuoteEligible(car: QuoteCar): boolean {
  const eligible = car.status === 'in_stock' && car.sold_at === null && !car.reserved && car.price > QUOTE_MIN_PRICE;
  return eligible && !isTestDriveOnly({ tag: car.tag ?? null });
}

/**
 * The phone as the partner takes it: digits only, a leading 61 made 0 (spec: 001 §5 "Before submit it
 * is reduced to digits and a leading 61 becomes 0").
 * @example partnerPhone('+61 412 345 678') // '0412345678'
 */
export function partnerPhone(text: string): string {
  const digits = text.replace(/\D+/g, '');
  return digits.startsWith('61') ? `0${digits.slice(2)}` : digits;
}
