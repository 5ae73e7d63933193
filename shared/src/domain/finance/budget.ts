import { budgetTooLow, noneFoundButton } from '../messages/catalogue';
import { SEARCH_INDEX } from '../search/constants';

// The budget finder (spec: 001 §2 "Budget finder", §4 "Budget button", §5 "Budget repayment and
// deposit", §7 "navigates to the search URL with range[price]=:{budget}", §9 "Budget estimate").

export type BudgetPeriod = 'monthly' | 'weekly';
/** spec: 001 §9 "repayment × 12 (monthly) or × 52 (weekly) × 5 years". */
const PAYMENTS_PER_YEAR: Record<BudgetPeriod, number> = { monthly: 12, weekly: 52 };
export const BUDGET_YEARS = 5;
/** spec: 001 §9 "Default repayment 600 monthly or 200 weekly; default deposit 2000". */
export const BUDGET_DEFAULT_REPAYMENT: Record<BudgetPeriod, number> = { monthly: 600, weekly: 200 };
export const BUDGET_DEFAULT_DEPOSIT = 2_000;
/** spec: 001 §5, §9 "bounds 0..1,000,000". */
export const BUDGET_MAX_INPUT = 1_000_000;
/** spec: 001 §9 "fallback max price 100,000". */
export const BUDGET_FALLBACK_MAX_PRICE = 100_000;
/** spec: 001 §7 "filter … price>1000": the cheapest car the finder counts is dearer than this. */
export const BUDGET_MIN_LISTED_PRICE = 1_000;
/**
 * The money input's quick-pick values by variant (spec: 001 §2 "quick-pick values ($5,000 to $70,000, or
 * $300,000 to $800,000 in one variant)"); a site picks its variant (tenant `budgetFinder.quickPicks`).
 */
export const BUDGET_QUICK_PICKS = {
  standard: [5_000, 10_000, 20_000, 30_000, 50_000, 70_000],
  high: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
} as const satisfies Record<string, readonly number[]>;
export type BudgetQuickPicksVariant = keyof typeof BUDGET_QUICK_PICKS;
/** The variants' names, for the site settings' schema. */
export const BUDGET_QUICK_PICKS_VARIANTS = ['standard', 'high'] as const satisfies readonly BudgetQuickPicksVariant[];

/**
 * A repayment or deposit as typed: not a number → 0, clamped to 0..1,000,000.
 * @example clampBudgetInput('abc') // 0
 * @example clampBudgetInput(2_000_000) // 1000000
 */
export function clampBudgetInput(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(number)) return 0;
  return Math.min(BUDGET_MAX_INPUT, Math.max(0, number));
}

/**
 * The budget: repayment × payments a year × 5 years, plus the deposit, rounded.
 * @example budgetEstimate(600, 2000, 'monthly') // 38000
 * @example budgetEstimate(200, 2000, 'weekly') // 54000
 */
export function budgetEstimate(repayment: number, deposit: number, period: BudgetPeriod): number {
  return Math.round(clampBudgetInput(repayment) * PAYMENTS_PER_YEAR[period] * BUDGET_YEARS + clampBudgetInput(deposit));
}

/** The price range of the stock the finder searches (null bounds: no stock). */
export interface BudgetStock {
  minPrice: number | null;
  maxPrice: number | null;
}

/** What the finder reads of its stock search, sorted by price ascending. */
export interface BudgetStockAnswer {
  count: number;
  hits: readonly { price: number }[];
  facetStats: Readonly<Record<string, { min: number; max: number }>>;
}

/**
 * The price range of the stock the finder searches: the cheapest car is the first hit of its ascending sort,
 * since the price statistics leave the search's own price filter out (a range slider shows the whole range),
 * so cars priced $0 would make the minimum 0 and the button could never read '0 Cars Found' (issue 26); the
 * dearest is the statistics' maximum, which those cheap cars do not move.
 * @example budgetStockOf({ count: 2, hits: [{ price: 12990 }], facetStats: { price: { min: 0, max: 89990 } } }) // { minPrice: 12990, maxPrice: 89990 }
 */
export function budgetStockOf(answer: BudgetStockAnswer): BudgetStock {
  const cheapest = answer.count > 0 ? answer.hits[0] : undefined;
  if (!cheapest) return { minPrice: null, maxPrice: null };
  return { minPrice: cheapest.price, maxPrice: answer.facetStats.price?.max ?? null };
}

/** The finder's button: a link to the stock in range, or the disabled state with its message. */
export type BudgetOutcome =
  | { kind: 'search'; label: string; budget: number }
  | { kind: 'too-low'; label: string; message: string };

/**
 * What the button does for a budget: below the cheapest car it is disabled, reading '0 {carType}s
 * Found', with the 'Budget too low' message (spec: 001 §4, §8); else 'View {carType}s In This Range'
 * with the budget capped at the dearest car (else 100,000).
 * @example budgetOutcome(38000, { minPrice: 9000, maxPrice: 90000 }, 'Car') // { kind: 'search', label: 'View Cars In This Range', budget: 38000 }
 */
export function budgetOutcome(budget: number, stock: BudgetStock, carType: string): BudgetOutcome {
  if (stock.minPrice === null || budget < stock.minPrice) {
    return { kind: 'too-low', label: noneFoundButton(carType), message: budgetTooLow(carType) };
  }
  const cap = stock.maxPrice ?? BUDGET_FALLBACK_MAX_PRICE;
  return { kind: 'search', label: `View ${carType}s In This Range`, budget: Math.min(budget, cap) };
}

/**
 * The stock search for a budget: `range[price]=:{budget}` on the search path (spec: 001 §7).
 * @example budgetSearchHref('/search/used-cars', 38000) // '/search/used-cars?range[price]=:38000'
 */
export function budgetSearchHref(searchPath: string, budget: number, bodyType: string | null = null): string {
  const body = bodyType ? `refinementList[body][0]=${encodeURIComponent(bodyType)}&` : '';
  return `${searchPath}?${body}range[price]=:${Math.round(budget)}`;
}

/** spec: 001 §9 "Budget estimate: … Slider step 500, default min 5,000, max 250,000": the budget slider's range. */
export const BUDGET_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const;

/** spec: 001 §7 "slider navigation goes to the search URL with sortBy=Car_production:price:desc". */
export const BUDGET_SLIDER_SORT_BY = `${SEARCH_INDEX}:price:desc` as const;

/**
 * Where the budget slider goes: the finder's search for the budget (the same path, body and
 * `range[price]=:{budget}`), sorted by price, dearest first, so the cars nearest the budget lead (spec: 001 §7).
 * @example budgetSliderSearchHref('/search', 120500) // '/search?range[price]=:120500&sortBy=Car_production:price:desc'
 */
export function budgetSliderSearchHref(searchPath: string, budget: number, bodyType: string | null = null): string {
  return `${budgetSearchHref(searchPath, budget, bodyType)}&sortBy=${BUDGET_SLIDER_SORT_BY}`;
}
