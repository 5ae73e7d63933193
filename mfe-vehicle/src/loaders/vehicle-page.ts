import type { BlogCard, Car, FinanceQuote, TenantConfig } from '@forecourt/shared';
import { isInStock, isQuoteEligible } from '@forecourt/shared';
import { withinTimeout } from '@forecourt/shared/remote-kit';
import { fragmentCar } from '@forecourt/shared/remote-kit/fragment-car';
import { ANSWER_TTL_MS, type AnswerCache } from '@forecourt/shared/server-kit/answer-cache';
import { siteBlogPosts } from '@forecourt/shared/server-kit/blogs';
import { dealershipOverrides } from '@forecourt/shared/server-kit/dealerships';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import {
  type DeliveryEstimate,
  DeliveryPostcodeSchema,
  type PriceComparison,
  type SimilarCars,
} from '@forecourt/shared/vehicle/api';
import { blogsForMake, VEHICLE_PAGE_BLOG_COUNT } from '@forecourt/shared/vehicle/blogs';
import type { VehicleBindings } from '../bindings';
import { carPriceHistory } from '../db/price-history';
import type { VehiclePageLoader } from '../fragments/vehicle-page';
import type { VehicleIsolate } from '../isolate';
import { deliveryClientFor } from '../partners/delivery';
import { priceGuideClientFor, toPriceComparison } from '../partners/price-guide';
import type { VehiclePageLoad } from './vehicle-page-load';

export type { VehiclePageLoad } from './vehicle-page-load';

// The vehicle page's loader (spec: 000 §2), in mfe-vehicle's own Worker: the car, read once from D1
// through the server kit's stock rule (critical: without it the page is a 404) and shown on sale as soon as
// its reservation has ended (issue 24 item 2; mfe-finance's RPC, asked only for a car flagged reserved), then what else the page
// shows, from that car and in parallel — the price guide's comparison, the similar cars (mfe-search's
// RPC), a delivery estimate for the JavaScript-off calculator's `?postcode=`, the site's blog cards for
// the make, the finance teaser's quote (mfe-finance's RPC), the car's dealership's config_overrides
// (read now, so a change to the dealership shows at once). Each deferred part waits at most its timeout
// and never fails the page: a failure or a timeout is logged and leaves it out (spec: 000 §4 "Hidden on
// fetch error", §8 "Price comparison failure: logged", "Similar-cars failure: logged only"; 001 §7 "on
// the car page failure is silent").

/** The longest the price guide's comparison may take: the page has 2.5 s in all, and the panel is optional. */
export const AUTOGAUGE_TIMEOUT_MS = 800;
/** The longest the similar cars may take; without them in time, the browser fetches them after mount. */
export const SIMILAR_CARS_TIMEOUT_MS = 800;
/** The longest a delivery estimate may take: the visitor asked for this one, so it may take a little longer. */
export const DELIVERY_TIMEOUT_MS = 1500;
/** The longest the blog cards may take: not worth a slow page. */
export const BLOGS_TIMEOUT_MS = 500;
/** The longest the finance teaser's quote may take: the teaser is optional. */
export const FINANCE_QUOTE_TIMEOUT_MS = 800;

/** The longest the finance slice may take to say whether a reserved car's reservation has ended: else it stays reserved. */
export const RESERVATION_END_TIMEOUT_MS = 800;

/** What the loader reads from: the request's site, bindings and clock, the other slices' RPC and the isolate's cache. */
export interface VehiclePageSources {
  env: Pick<VehicleBindings, 'DB' | 'TENANTS' | 'PRICE_GUIDE_API_URL' | 'DELIVERY_API_URL'>;
  tenant: TenantConfig;
  now: Date;
  /** The car with this slug the site shows (read once per request: the kept page's version check read it). */
  visibleCar: (slug: string) => Promise<Car | null>;
  /** The site's similar cars (the stock search's RPC), asked for only when they are not kept. */
  similarCars: (car: Car) => Promise<SimilarCars>;
  /** The finance partner's quote for the car (the finance slice's RPC), asked for only when it is not kept. */
  carQuote: (car: Car) => Promise<FinanceQuote | null>;
  /** Whether the reservation holding the car has ended (the finance slice's RPC, which owns the reservations). */
  reservationEnded: (car: Car) => Promise<boolean>;
  cache: AnswerCache;
}

function priceComparisonOf(sources: VehiclePageSources, car: Car, carKey: string): Promise<PriceComparison | null> {
  return withinTimeout('the price comparison', AUTOGAUGE_TIMEOUT_MS, () =>
    sources.cache.get(`autogauge:${carKey}`, ANSWER_TTL_MS.priceComparison, async () => {
      const result = await priceGuideClientFor(sources.env).valuate(car);
      if (result.kind === 'failed') throw new Error(`the price guide failed: ${result.error}`);
      return toPriceComparison(car.price, result.kind === 'valued' ? result.figures : null);
    }),
  );
}

function similarCarsOf(sources: VehiclePageSources, car: Car, carKey: string): Promise<SimilarCars | null> {
  return withinTimeout('the similar cars', SIMILAR_CARS_TIMEOUT_MS, () =>
    sources.cache.get(`similar:${carKey}`, ANSWER_TTL_MS.similarCars, () => sources.similarCars(car)),
  );
}

async function deliveryOf(sources: VehiclePageSources, car: Car, postcode: string | undefined) {
  const checked = DeliveryPostcodeSchema.safeParse(postcode);
  // No postcode, or not one: the page's calculator says so itself, without asking the carrier.
  if (!checked.success) return null;
  const estimate = await withinTimeout('the delivery estimate', DELIVERY_TIMEOUT_MS, async () => {
    const result = await deliveryClientFor(sources.env).quote(car.location.address.postcode, checked.data);
    if (result.kind === 'failed') throw new Error(`the delivery partner failed: ${result.error}`);
    return result.kind === 'quoted' ? result.estimate : null;
  });
  return estimate satisfies DeliveryEstimate | null;
}

async function blogCardsOf(sources: VehiclePageSources, make: string): Promise<BlogCard[]> {
  const { slug } = sources.tenant;
  const cards = await withinTimeout(
    'blog cards',
    BLOGS_TIMEOUT_MS,
    () =>
      sources.cache.get(`blogs:${slug}:${make}`, ANSWER_TTL_MS.blogCards, async () =>
        blogsForMake(await siteBlogPosts(sources.env.TENANTS, slug), make, VEHICLE_PAGE_BLOG_COUNT),
      ),
    'them',
  );
  return cards ?? [];
}

function financeQuoteOf(sources: VehiclePageSources, car: Car, carKey: string): Promise<FinanceQuote | null> {
  // The spec's rule for which cars get a quote at all (001 §5): no call for a sold, reserved or unpriced car.
  if (!isQuoteEligible(car)) return Promise.resolve(null);
  return withinTimeout('the finance quote', FINANCE_QUOTE_TIMEOUT_MS, () =>
    sources.cache.get(`finance-quote:${carKey}`, ANSWER_TTL_MS.financeQuote, () => sources.carQuote(car)),
  );
}

async function reservationEndedOf(sources: VehiclePageSources, car: Car): Promise<boolean> {
  // Without the answer in time the car is shown as stored (reserved): never on sale while it may be held.
  const ended = await withinTimeout("the reservation's end", RESERVATION_END_TIMEOUT_MS, () =>
    sources.reservationEnded(car),
  );
  return ended === true;
}

/**
 * The vehicle page's data for a car the site shows, or null when it does not (the page's 404). A sold
 * car's page shows only similar cars (spec: 000 §2), so nothing else is asked for it.
 * @example const load = await loadVehiclePage(sources, '2021-toyota-hilux-sr5-42', '4000');
 */
export async function loadVehiclePage(
  sources: VehiclePageSources,
  slug: string,
  postcode: string | undefined,
): Promise<VehiclePageLoad | null> {
  const found = await sources.visibleCar(slug);
  if (!found) return null;
  const car = found.reserved && (await reservationEndedOf(sources, found)) ? { ...found, reserved: false } : found;
  const inStock = isInStock(car);
  // Kept answers are keyed by what they depend on, so a price change or an edit is never served stale.
  const carKey = `${sources.tenant.slug}:${car.slug}:${car.price}:${car.updated_at}`;
  const [priceComparison, similarCars, delivery, blogs, quote, dealership, priceHistory] = await Promise.all([
    inStock ? priceComparisonOf(sources, car, carKey) : null,
    similarCarsOf(sources, car, carKey),
    inStock ? deliveryOf(sources, car, postcode) : null,
    inStock ? blogCardsOf(sources, car.make) : [],
    // The sidebar teaser shows the finance partner's quote, not a stored figure (spec: 001 §2); a site
    // without finance shows no teaser, so the finance slice is not asked.
    isSwitchedOn('finance', sources.tenant.features) ? financeQuoteOf(sources, car, carKey) : null,
    // Only a coming_soon car's page depends on them (its test drive button), so only it pays the read.
    car.status === 'coming_soon' ? dealershipOverrides(sources.env.DB, car.dealership_slug) : {},
    inStock ? carPriceHistory(sources.env.DB, car.id) : [],
  ]);
  return { car: { ...car, quote }, priceComparison, similarCars, delivery, blogs, dealership, priceHistory };
}

/**
 * The vehicle page's loader for the fragment: the site read by the slug the gateway sent, the similar cars
 * and the finance quote asked of their slices' RPC, the slow-changing parts kept in the isolate's cache.
 * @example vehiclePageFragment(vehiclePageLoader(isolate))
 */
export function vehiclePageLoader(isolate: VehicleIsolate): VehiclePageLoader {
  return async (context, slug, postcode) => {
    const tenant = await context.site();
    const { env } = context;
    const sources: VehiclePageSources = {
      env,
      tenant,
      now: new Date(),
      cache: isolate.cache,
      visibleCar: async (carSlug) => (await fragmentCar(context, carSlug))?.car ?? null,
      similarCars: (car) => env.MFE_SEARCH.similarCars(tenant.slug, car),
      carQuote: (car) => env.MFE_FINANCE.carQuote(tenant.slug, car),
      reservationEnded: (car) => env.MFE_FINANCE.carReservationEnded(tenant.slug, car.id),
    };
    return loadVehiclePage(sources, slug, postcode);
  };
}
