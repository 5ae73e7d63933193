import type { Car, FinanceLender, FinanceQuote, FragmentSiteSettings } from '@forecourt/shared';
import {
  type Bound,
  CALCULATOR_DEFAULT_PRICE,
  type CalculatorBounds,
  calculatorBounds,
  clampTo,
  defaultFrequency,
} from '@forecourt/shared/finance/calculator';
import { comparisonRateText, hasComparisonRateFallback } from '@forecourt/shared/finance/comparison-rate';
import { type DisclaimerText, disclaimerText } from '@forecourt/shared/finance/disclaimer';
import { type Fee, loanFees } from '@forecourt/shared/finance/fees';
import { availableLenders } from '@forecourt/shared/finance/lenders';
import { isQuoteEligible, monthlyFromWeekly, QUOTE_LOAN } from '@forecourt/shared/finance/quick-quote';
import type { RepaymentFrequency } from '@forecourt/shared/finance/repayment';
import { formatPrice } from '@forecourt/shared/format/money';

// The car page calculator's props, made on the server from the car, the partner's quote and lenders
// (the car's stored figures when the partner failed) and the site's finance rules (spec: 001 §2 "Finance calculator", §5, §7 lender availability, §9): pure, so the island
// hydrates with exactly what the server rendered from. With a quote, the calculator opens on the quote's
// own loan (its deposit, balloon, term and rate, the quoting lender's fees), so its first figure is the
// teaser's "Only $X /wk" (issue 26: it opened on no deposit and no balloon, $168 beside a $119 teaser).

/** One lender's summary, as the panel shows it. */
export interface LenderSummary {
  provider: string;
  interestRate: string;
  comparisonRate: string | null;
  establishmentFee: string | null;
  term: string | null;
  deposit: string | null;
  repayment: string | null;
  totalPayable: string | null;
  disclaimer: DisclaimerText | null;
}

/** The calculator's starting inputs. */
export interface CalculatorInputs {
  price: number;
  deposit: number;
  residual: number;
  termYears: number;
  ratePercent: number;
  frequency: RepaymentFrequency;
}

/** The island's props; `enabled: false` renders nothing (a site without finance). */
export type FinanceCalculatorData =
  | { enabled: false }
  | {
      enabled: true;
      carId: number;
      carName: string;
      site: { provider: string; fixedFees: boolean };
      bounds: CalculatorBounds;
      initial: CalculatorInputs;
      fees: { upfront: number; monthly: number; list: readonly Fee[] };
      /** The partner's quote for the car (eligible cars only), as text. */
      quote: { weekly: string; monthly: string; rate: string; comparisonRate: string } | null;
      lenders: LenderSummary[];
      /** The personalised quote for this car; null for a car the partner quotes nothing for (Test Drive Only …). */
      financeHref: string | null;
    };

type FinanceDefaults = NonNullable<FragmentSiteSettings['finance']>;

const percent = (rate: number) => `${rate.toFixed(2)}% p.a.`;
const moneyOrNull = (amount: number | null) => (amount === null ? null : formatPrice(amount));

/** A starting value on its bound's step, within the bound. */
function startAt(bound: Bound, value: number): number {
  return clampTo(bound, Math.round(value / bound.step) * bound.step);
}

/** The lender whose offer the partner quoted (the quote is its best lender's), else the panel's first. */
function quotingLender(
  quote: FinanceQuote | null,
  lenders: readonly FinanceLender[],
  first: FinanceLender | null,
): FinanceLender | null {
  return (quote && lenders.find((lender) => lender.interestRate === quote.advertisedRate)) ?? first;
}

/** Where the calculator opens: on the quote's loan when there is a quote, else on the site's defaults. */
function openingInputs(
  price: number,
  quote: FinanceQuote | null,
  lender: FinanceLender | null,
  bounds: CalculatorBounds,
  defaults: FinanceDefaults,
): CalculatorInputs {
  const frequency = defaultFrequency(bounds);
  // The car's own price: the slider's 500 step is for moving it, not for where it starts.
  const start = clampTo(bounds.price, price);
  if (quote) {
    return {
      price: start,
      // As the partner reckons them: the deposit in whole dollars, the balloon as it falls.
      deposit: clampTo(bounds.deposit, Math.round(start * QUOTE_LOAN.depositShare)),
      residual: clampTo(bounds.residual, start * QUOTE_LOAN.balloonShare),
      termYears: QUOTE_LOAN.termYears,
      ratePercent: clampTo(bounds.ratePercent, quote.advertisedRate),
      frequency,
    };
  }
  return {
    price: start,
    deposit: clampTo(bounds.deposit, defaults.defaultDeposit),
    residual: 0,
    termYears: startAt(bounds.termYears, lender?.termYears ?? defaults.defaultTermYears),
    ratePercent: clampTo(bounds.ratePercent, lender?.interestRate ?? defaults.defaultInterestRate),
    frequency,
  };
}

/**
 * The calculator's props for a car.
 * @example toFinanceCalculatorData({ car, quote: null, lenders: [] }, settings, 2026).enabled // true on a site with finance
 */
export function toFinanceCalculatorData(
  load: { car: Car; quote: FinanceQuote | null; lenders: readonly FinanceLender[] },
  settings: Pick<FragmentSiteSettings, 'finance' | 'financeRules' | 'financeLink'>,
  currentYear: number,
): FinanceCalculatorData {
  const { car, quote } = load;
  if (!settings.finance || !settings.financeRules) return { enabled: false };
  const rules = settings.financeRules;
  const site = { provider: rules.provider, fixedFees: rules.fixedFees };
  const bounds = calculatorBounds(site);
  const lenders = availableLenders(
    car,
    car.make,
    load.lenders,
    {
      disabled: rules.lenderPanelDisabled,
      excludedMakes: rules.lenderPanelExcludedMakes,
      comparisonRateFallback: hasComparisonRateFallback(rules.provider),
    },
    currentYear,
  );
  const lender = quotingLender(quote, load.lenders, lenders[0] ?? null);
  // spec: 001 §9 "default amount 30000 and term 5 years when the car has no price or lender data".
  const price = car.price > 0 ? car.price : CALCULATOR_DEFAULT_PRICE;
  return {
    enabled: true,
    carId: car.id,
    carName: `${car.year} ${car.make} ${car.model}`,
    site,
    bounds,
    initial: openingInputs(price, quote, lender, bounds, settings.finance),
    fees: loanFees(site, lender?.establishmentFees ?? null, lender?.monthlyFees ?? null),
    quote: quote
      ? {
          weekly: formatPrice(quote.weeklyRepaymentAmount),
          monthly: formatPrice(monthlyFromWeekly(quote.weeklyRepaymentAmount)),
          rate: percent(quote.advertisedRate),
          comparisonRate: percent(quote.comparisonRate),
        }
      : null,
    lenders: lenders.map((lender) => ({
      provider: lender.financeProvider,
      interestRate: percent(lender.interestRate ?? 0),
      comparisonRate: comparisonRateText(lender.comparisonRate, rules.provider),
      establishmentFee: moneyOrNull(lender.establishmentFees),
      term: lender.termYears === null ? null : `${lender.termYears} years`,
      deposit: moneyOrNull(lender.deposit),
      repayment:
        lender.weeklyPayment !== null
          ? `${formatPrice(lender.weeklyPayment)} /wk`
          : lender.monthlyPayment !== null
            ? `${formatPrice(lender.monthlyPayment)} /month`
            : null,
      totalPayable: moneyOrNull(lender.totalPayable),
      disclaimer: lender.disclaimer ? disclaimerText(lender.disclaimer) : null,
    })),
    // spec: 001 §4 "Test-drive-only cars show Book a Test Drive instead of finance"; §5 which cars get a quote.
    financeHref: isQuoteEligible(car) ? `${settings.financeLink ?? '/finance'}?car_id=${car.id}#finance-form` : null,
  };
}
