// Which lenders' panels the car page shows (spec: 001 §7 "Finance lender availability on the car page").
// Each lender's figures are the car's finance data keyed by provider; the summary shows only when the
// figures exist with both rates, the panel is not switched off for the site, and the provider's own
// rule holds for the car.

/** The lender fields the rules read (spec: 001 §3 "Finance lender"). */
export interface LenderFigures {
  financeProvider: string;
  interestRate: number | null;
  comparisonRate: number | null;
  weeklyPayment: number | null;
  monthlyPayment: number | null;
}

/** The car fields the rules read. */
export interface LenderCar {
  year: number;
  price: number;
  /** in_stock (coming_soon is not stock a lender finances). */
  status: string;
}

/** spec: 001 §7 "price above 500". */
const LENDER_MIN_PRICE = 500;
/** spec: 001 §7 Taurus: "year newer than current year minus 12". */
const TAURUS_MAX_AGE_YEARS = 12;

/** A provider name as a key: lower case, spaces as dashes ('360 Finance' → '360-finance'). */
export function providerKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The provider's own rule of spec: 001 §7, or false for a provider the spec does not name.
 * @example lenderRuleHolds({ year: 2020, price: 30000, status: 'in_stock' }, { financeProvider: 'AusLoans', … }, 2026) // true
 */
export function lenderRuleHolds(car: LenderCar, lender: LenderFigures, currentYear: number): boolean {
  const inStock = car.status === 'in_stock';
  const priced = car.price > LENDER_MIN_PRICE;
  switch (providerKey(lender.financeProvider)) {
    case 'taurus':
      return car.year > currentYear - TAURUS_MAX_AGE_YEARS && priced && inStock && lender.comparisonRate !== null;
    case '360-finance':
    case 'ausloans':
      return inStock;
    case 'manual':
    case 'angle':
    case 'powertorque':
      return priced && inStock && lender.weeklyPayment !== null;
    case 'nissan-finance':
      return priced && inStock && lender.monthlyPayment !== null;
    default:
      return false;
  }
}

/** Where the panel is switched off (spec: 001 §7 "not disabled for one manufacturer, certain flagged sites or a dealer group"). */
export interface LenderPanelSwitches {
  /** The site (or its dealer group) turned the panel off. */
  disabled: boolean;
  /** Makes whose cars never show it. */
  excludedMakes: readonly string[];
  /**
   * The site's provider shows the comparison rate's fallback range where a lender has none (spec: 001 §9
   * "Comparison rate fallback range 8.38% to 19.42% for one provider"), so such a lender is kept, not removed.
   */
  comparisonRateFallback?: boolean;
}

/**
 * The lenders whose summary the car page shows.
 * @example availableLenders(car, 'Toyota', car.finance_lenders, { disabled: false, excludedMakes: [] }, 2026)
 */
export function availableLenders<T extends LenderFigures>(
  car: LenderCar,
  make: string,
  lenders: readonly T[],
  switches: LenderPanelSwitches,
  currentYear: number,
): T[] {
  if (switches.disabled || switches.excludedMakes.some((excluded) => excluded.toLowerCase() === make.toLowerCase())) {
    return [];
  }
  const comparisonShown = (lender: T) => lender.comparisonRate !== null || switches.comparisonRateFallback === true;
  return lenders.filter((lender) =>
    lender.interestRate !== null && comparisonShown(lender) ? lenderRuleHolds(car, lender, currentYear) : false,
  );
}
