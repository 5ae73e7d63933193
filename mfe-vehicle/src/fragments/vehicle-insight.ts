import { isInStock } from '@forecourt/shared';
import type { PriceComparison, SimilarCars } from '@forecourt/shared/vehicle/api';
import {
  checkedPostcode,
  type DeliveryState,
  IDLE_DELIVERY,
  nextDeliveryState,
} from '@forecourt/shared/vehicle/delivery';
import type { VehiclePageLoad } from '../loaders/vehicle-page-load';

// The vehicle page's non-critical data, as the page's loader answered it beside the car: the
// price guide's comparison, the similar cars and — when the page was asked for one with the plain form
// (no JavaScript, `?postcode=NNNN`) — a delivery estimate. The loader waited for each at most its
// timeout and left out what failed (logged there); here they become what the page shows.

/** What the page shows beyond the car; null where it could not be loaded. */
export interface VehicleInsight {
  priceComparison: PriceComparison | null;
  /** Null: not loaded in time (the island tries again in the browser). */
  similarCars: SimilarCars | null;
  delivery: DeliveryState;
}

/**
 * The delivery calculator's state for the page's `postcode` query: idle without one, else the same
 * state machine the browser runs, fed with the loader's estimate (none: the unknown-location message).
 */
function deliveryStateFor(postcode: string | undefined, estimate: VehiclePageLoad['delivery']): DeliveryState {
  if (postcode === undefined) return IDLE_DELIVERY;
  const submitted = nextDeliveryState(IDLE_DELIVERY, { type: 'submit', postcode });
  const checked = checkedPostcode(postcode);
  if ('status' in checked) return submitted;
  return nextDeliveryState(
    submitted,
    estimate
      ? { type: 'answer', postcode: checked.postcode, status: 200, body: estimate }
      : { type: 'failed', postcode: checked.postcode },
  );
}

/**
 * What the page shows beyond the car, from the loader's answer. A sold car's page shows only similar
 * cars (spec: 000 §2): the loader asked for nothing else, and its calculator stays idle.
 * @example const insight = vehicleInsightOf(load, request.query.postcode);
 */
export function vehicleInsightOf(load: VehiclePageLoad, postcode: string | undefined): VehicleInsight {
  return {
    priceComparison: load.priceComparison,
    similarCars: load.similarCars,
    delivery: isInStock(load.car) ? deliveryStateFor(postcode, load.delivery) : IDLE_DELIVERY,
  };
}
