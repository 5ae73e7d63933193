import type { Car } from '@forecourt/shared';
import { type DeliveryState, IDLE_DELIVERY } from '@forecourt/shared/vehicle/delivery';
import {
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  type FuelCostText,
  fuelCostFor,
  fuelCostText,
  hasFuelCalculator,
  litresPer100KmOf,
} from '@forecourt/shared/vehicle/fuel-cost';

// Server side only (the island imports the types): the calculators' props, built once by the fragment
// Worker, so the first render — and the page without JavaScript — shows the default fuel estimate and
// any delivery estimate asked for with the plain form (spec: 000 §2, §4, §9).

/** The fuel calculator's starting point and the estimate for it. */
export interface FuelCalculatorView {
  /** Dollars per litre to start with (spec: 000 §9 $1.70). */
  pricePerLitre: number;
  /** Kilometres per week to start with (spec: 000 §9 250). */
  kmPerWeek: number;
  /** The car's combined consumption, or 10 L/100km when unknown. */
  litresPer100Km: number;
  /** Whether the consumption is the car's own figure (else the calculator says it is an estimate). */
  consumptionKnown: boolean;
  /** The estimate for the values above, formatted on the server: shown until the visitor changes one. */
  estimate: FuelCostText;
}

/** The delivery calculator: which car it quotes for and where it starts. */
export interface DeliveryCalculatorView {
  /** The car's slug: the API path names it. */
  slug: string;
  /** The car page's path: the plain form (no JavaScript) sends the postcode there. */
  carPath: string;
  /** Idle, or the outcome of a postcode the page was asked for (`?postcode=`, the plain form). */
  state: DeliveryState;
}

/**
 * The fuel calculator for a car, or null for a fully electric one (spec: 000 §4).
 * @example fuelCalculatorOf(hilux)?.estimate.weekly // "$43" (10 L/100km, 250 km at $1.70)
 */
export function fuelCalculatorOf(
  car: Pick<Car, 'simple_fuel' | 'fuel' | 'variant' | 'item_type'>,
): FuelCalculatorView | null {
  if (!hasFuelCalculator(car)) return null;
  const { litresPer100Km, known } = litresPer100KmOf(car.variant);
  const inputs = { pricePerLitre: DEFAULT_FUEL_PRICE_PER_LITRE, kmPerWeek: DEFAULT_KM_PER_WEEK, litresPer100Km };
  return { ...inputs, consumptionKnown: known, estimate: fuelCostText(fuelCostFor(inputs)) };
}

/**
 * The delivery calculator for a car, idle unless the page was asked for a postcode.
 * @example deliveryCalculatorOf(car).state // { status: 'idle' }
 */
export function deliveryCalculatorOf(
  car: Pick<Car, 'slug' | 'path'>,
  state: DeliveryState = IDLE_DELIVERY,
): DeliveryCalculatorView {
  return { slug: car.slug, carPath: car.path, state };
}
