import type { Car, FragmentSiteSettings } from '@forecourt/shared';
import {
  type CreditHistory,
  clampQuickQuotePrice,
  clampQuickQuoteTerm,
  QUICK_QUOTE_DEFAULTS,
} from '@forecourt/shared/finance/quick-quote';
import { DEFAULT_FINANCE_WORDING, type FinanceWording } from '@forecourt/shared/finance/wording';
import { formatPrice } from '@forecourt/shared/format/money';
import type { SearchCard } from '@forecourt/shared/search/api';
import { CARD_BUTTON_LABELS } from '@forecourt/shared/search/card-labels';

// The finance page's props, made on the server from the page's query, its car and the site's settings
// (spec: 001 §2 "Finance form views", "Finance query params"; §9 quick quote defaults): pure, so the
// island hydrates with exactly what the server rendered from.

/** The finance query parameters of spec: 001 §2 that prefill the form. */
export const FINANCE_QUERY_PARAMS = [
  'car_id',
  'vin',
  'nvic',
  'year',
  'preferredDealership',
  'car_type',
  'vehiclePriceBudget',
  'price',
  'loanTerm',
  'selfAssessedCreditScore',
  'credit_score',
  'whoIsHelping',
] as const;

/** The car in the sidebar (spec: 001 §2 "image, name, price, price type, or '/week' for subscriptions"). */
export interface FinanceCar {
  id: number;
  name: string;
  image: string | null;
  price: string;
  /** The price type, or '/week' for a subscription. */
  priceType: string | null;
  year: number;
  vin: string | null;
  nvic: string | null;
  carType: string;
  dealershipSlug: string;
  description: string;
}

/** A featured car of the Get Finance Now landing. */
export interface FeaturedCar {
  name: string;
  href: string;
  image: string | null;
  price: string;
}

/** What the form starts with. */
export interface FinancePrefill {
  price: number;
  termYears: number;
  credit: CreditHistory;
  whoIsHelping: string;
  year: number | null;
  vin: string | null;
  nvic: string | null;
  carType: string | null;
  dealershipSlug: string | null;
}

/** The island's props. */
export interface FinancePageData {
  /** The Get Finance Now landing (call-to-action sites without a car) or the form. */
  view: 'landing' | 'form';
  /** The popup (stepped) view rather than the single page (`?view=popup`). */
  stepped: boolean;
  car: FinanceCar | null;
  prefill: FinancePrefill;
  featured: FeaturedCar[];
  /** This page with the visitor's query, where the no-JavaScript code send comes back to. */
  returnPath: string;
  /** The query parameters passed through to the lead (spec: 001 §7 "linked_query_params"). */
  linkedQuery: Record<string, string>;
  siteName: string;
  /** The finance-enquiry phone the quote's disclaimer shows (spec: 001 §9): the site's, else its default phone. */
  enquiryPhone: string | null;
  /** The site's finance wording (the landing, the popup's title). */
  wording: FinanceWording;
  /** The sidebar's button that opens the popup: 'Get Finance' or the site's own text (spec: 001 §2, §5). */
  getFinanceLabel: string;
  /** The form asks for the postcode, and requires it (spec: 001 §3 "some sites only"). */
  askPostcode: boolean;
  /**
   * The dealerships the shopper chooses the application's from: a form without a car (or a preferred dealership)
   * on a site of several (spec: 000 §5 "dealership select required when the site has several"); else none.
   */
  dealerships: { value: string; label: string }[];
}

/** Where the form lives; the other finance pages show the same form. */
export const PERSONALISED_FINANCE_PATH = '/personalised/finance';

const CREDIT = new Set<string>(['GREAT', 'DECENT', 'POOR']);

function whole(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The car as the sidebar shows it. */
export function toFinanceCar(car: Car): FinanceCar {
  const subscription = car.subscription_price !== null && car.subscription_price > 0;
  return {
    id: car.id,
    name: `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`,
    image: car.images[0]?.image.url ?? null,
    price: formatPrice(subscription ? (car.subscription_price ?? 0) : car.price),
    priceType: subscription ? '/week' : car.price_type,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
    carType: car.car_type,
    dealershipSlug: car.dealership_slug,
    description: `${car.year} ${car.make} ${car.model}`,
  };
}

/**
 * The form's starting values: the query's, else the car's, else the quick quote's defaults, within bounds.
 * @example prefillOf({ vehiclePriceBudget: '45000', loanTerm: '3' }, null).price // 45000
 */
export function prefillOf(
  query: Record<string, string>,
  car: FinanceCar | null,
  carPrice: number | null,
): FinancePrefill {
  const price = whole(query.vehiclePriceBudget) ?? whole(query.price) ?? (carPrice && carPrice > 0 ? carPrice : null);
  const term = whole(query.loanTerm);
  const credit = query.selfAssessedCreditScore ?? query.credit_score ?? '';
  return {
    price: price === null ? QUICK_QUOTE_DEFAULTS.price : clampQuickQuotePrice(String(price)),
    termYears: term === null ? QUICK_QUOTE_DEFAULTS.termYears : clampQuickQuoteTerm(term),
    credit: CREDIT.has(credit.toUpperCase()) ? (credit.toUpperCase() as CreditHistory) : QUICK_QUOTE_DEFAULTS.credit,
    whoIsHelping: (query.whoIsHelping ?? '').slice(0, 100),
    year: car?.year ?? whole(query.year),
    vin: car?.vin ?? query.vin?.slice(0, 17) ?? null,
    nvic: car?.nvic ?? query.nvic?.slice(0, 40) ?? null,
    carType: car?.carType ?? query.car_type ?? null,
    dealershipSlug: car?.dealershipSlug ?? query.preferredDealership ?? null,
  };
}

function featuredOf(card: SearchCard): FeaturedCar {
  return { name: card.name, href: card.path, image: card.primary_image_url, price: formatPrice(card.price) };
}

/** The path and query the page was asked with (finance parameters only), for links back to it. */
function returnPathOf(path: string, query: Record<string, string>): string {
  const kept = new URLSearchParams();
  for (const name of [...FINANCE_QUERY_PARAMS, 'journey']) if (query[name]) kept.set(name, query[name]);
  return kept.size ? `${path}?${kept}` : path;
}

/**
 * The island's props.
 * @example toFinancePageData({ car: null, featured: [], dealerships: [] }, { car_id: '12' }, settings).view // 'form'
 */
export function toFinancePageData(
  load: { car: Car | null; featured: SearchCard[]; dealerships: { slug: string; name: string }[] },
  query: Record<string, string>,
  settings: Pick<FragmentSiteSettings, 'financeRules' | 'siteName' | 'phones'>,
): FinancePageData {
  const car = load.car ? toFinanceCar(load.car) : null;
  const landing = showsLanding(query, settings);
  const linkedQuery = Object.fromEntries(
    FINANCE_QUERY_PARAMS.filter((name) => query[name]).map((name) => [name, String(query[name]).slice(0, 300)]),
  );
  const prefill = prefillOf(query, car, load.car?.price ?? null);
  return {
    view: landing ? 'landing' : 'form',
    stepped: query.view === 'popup',
    car,
    prefill,
    featured: landing ? load.featured.map(featuredOf) : [],
    returnPath: returnPathOf(PERSONALISED_FINANCE_PATH, query),
    linkedQuery,
    siteName: settings.siteName,
    enquiryPhone: settings.financeRules?.enquiryPhone ?? (settings.phones.default || null),
    wording: settings.financeRules?.wording ?? DEFAULT_FINANCE_WORDING,
    getFinanceLabel: settings.financeRules?.cardButtonLabel ?? CARD_BUTTON_LABELS.finance,
    askPostcode: settings.financeRules?.askPostcode ?? true,
    dealerships:
      prefill.dealershipSlug === null
        ? load.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
        : [],
  };
}

/** spec: 001 §2: the landing without a car id on a site with the call-to-action flag; `journey` starts the form. */
export function showsLanding(
  query: Record<string, string>,
  settings: Pick<FragmentSiteSettings, 'financeRules'>,
): boolean {
  return Boolean(settings.financeRules?.callToAction) && !query.car_id && query.journey === undefined;
}
