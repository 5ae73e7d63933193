import { type ApiBinding, type Car, callApi, type FragmentTenant, isInStock } from '@forecourt/shared';
import { withinTimeout } from '@forecourt/shared/fragment/within-timeout';
import {
  DeliveryEstimateSchema,
  type PriceComparison,
  PriceComparisonSchema,
  type SimilarCars,
  SimilarCarsSchema,
} from '@forecourt/shared/vehicle/api';
import {
  checkedPostcode,
  type DeliveryState,
  IDLE_DELIVERY,
  nextDeliveryState,
} from '@forecourt/shared/vehicle/delivery';
import { vehicleApiPaths } from '@forecourt/shared/vehicle/paths';
import { ANSWER_TTL_MS, answerCacheFor } from './answer-cache';

// The vehicle page's non-critical data, loaded by the fragment Worker after the car (the critical data)
// and all at once: the price guide's comparison, the similar cars and — when the page was asked for
// one with the plain form (no JavaScript, `?postcode=NNNN`) — a delivery estimate. Each waits at most
// its timeout and never fails the page: a failure or a timeout is logged and leaves its part out
// (spec: 000 §4 "Hidden on fetch error", §8 "Price comparison failure: logged", "Similar-cars failure:
// logged only").

/**
 * The longest the price guide's comparison may take. The gateway gives the whole fragment 2.5 s
 * (FRAGMENT_TIMEOUT_MS) and the car comes first; a panel is not worth a slow page.
 */
export const AUTOGAUGE_TIMEOUT_MS = 800;
/** The longest the similar cars may take; without them in time, the browser fetches them after mount. */
export const SIMILAR_CARS_TIMEOUT_MS = 800;
/** The longest a delivery estimate may take: the visitor asked for this one, so it may take a little longer. */
export const DELIVERY_TIMEOUT_MS = 1500;

/** What the page shows beyond the car; null where it could not be loaded. */
export interface VehicleInsight {
  priceComparison: PriceComparison | null;
  /** Null: not loaded in time (the island tries again in the browser). */
  similarCars: SimilarCars | null;
  delivery: DeliveryState;
}

/** Where the calls go: the gateway's API as the tenant's site, traced with the page's request id. */
export interface InsightSource {
  api: ApiBinding;
  tenant: Pick<FragmentTenant, 'host'>;
  requestId?: string | undefined;
}

/**
 * The delivery calculator's state for the page's `postcode` query: idle without one, else the same
 * state machine the browser runs, fed with the API's answer (a 404 or a failure: the unknown-location message).
 */
async function deliveryFor(source: InsightSource, slug: string, postcode: string | undefined): Promise<DeliveryState> {
  if (postcode === undefined) return IDLE_DELIVERY;
  const submitted = nextDeliveryState(IDLE_DELIVERY, { type: 'submit', postcode });
  const checked = checkedPostcode(postcode);
  if ('status' in checked) return submitted;
  const path = vehicleApiPaths.delivery(slug, checked.postcode);
  const estimate = await withinTimeout(`delivery estimate for ${checked.postcode}`, DELIVERY_TIMEOUT_MS, () =>
    callApi(source.api, source.tenant, { method: 'GET', path }, DeliveryEstimateSchema, source),
  );
  return nextDeliveryState(
    submitted,
    estimate
      ? { type: 'answer', postcode: checked.postcode, status: 200, body: estimate }
      : { type: 'failed', postcode: checked.postcode },
  );
}

/**
 * Loads what the page shows beyond the car, in parallel. A sold car's page shows only similar cars
 * (spec: 000 §2), so it asks for nothing else. The price comparison and the similar cars are kept per
 * isolate for as long as the gateway says they may be cached (answer-cache.ts), keyed by the car's
 * price and last change, so a hot car's views do not each ask the price guide again.
 * @example const insight = await loadVehicleInsight({ api: env.API, tenant, requestId }, car, request.query);
 */
export async function loadVehicleInsight(
  source: InsightSource,
  car: Pick<Car, 'slug' | 'status' | 'price' | 'updated_at'>,
  query: Readonly<Record<string, string>>,
): Promise<VehicleInsight> {
  const inStock = isInStock(car);
  const cache = answerCacheFor(source.api);
  const carKey = `${source.tenant.host}:${car.slug}:${car.price}:${car.updated_at}`;
  const [priceComparison, similarCars, delivery] = await Promise.all([
    inStock
      ? withinTimeout('the price comparison', AUTOGAUGE_TIMEOUT_MS, () =>
          cache.get(`autogauge:${carKey}`, ANSWER_TTL_MS.priceComparison, () =>
            callApi(
              source.api,
              source.tenant,
              { method: 'GET', path: vehicleApiPaths.autogauge(car.slug) },
              PriceComparisonSchema,
              source,
            ),
          ),
        )
      : null,
    withinTimeout('the similar cars', SIMILAR_CARS_TIMEOUT_MS, () =>
      cache.get(`similar:${carKey}`, ANSWER_TTL_MS.similarCars, async () => {
        const answer = await callApi(
          source.api,
          source.tenant,
          { method: 'GET', path: vehicleApiPaths.similar(car.slug) },
          SimilarCarsSchema,
          source,
        );
        // 404: the API knows no similar cars for this one; nothing to try again in the browser.
        return answer ?? { hits: [], count: 0 };
      }),
    ),
    inStock ? deliveryFor(source, car.slug, query.postcode) : IDLE_DELIVERY,
  ]);
  return { priceComparison, similarCars, delivery };
}
