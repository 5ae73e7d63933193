import type { Car } from '../../schemas/car';
import { type AustralianState, STATE_NAMES } from './postcode-state';
import { ON_ROAD_CHARGES, type RateSource, STAMP_DUTY_SOURCES, type YearlyCharge } from './rates';
import { type DutiableCar, type Powertrain, stampDutyFor } from './stamp-duty';

// The drive-away estimate for a car priced without government charges (issue 31): the price, the site's
// dealer delivery, the state's stamp duty on both (every state counts dealer delivery in the dutiable
// value), and a year's registration and CTP. Zod-free and pure: the API and the car page's fragment
// both build it; the island formats the API's answer with ./view.ts.

/** The price type of a car whose price leaves out the government charges (stamp duty, registration, CTP). */
export const EXCLUDING_GOVERNMENT_CHARGES = 'Excl. Government Charges';

/** The car fields an estimate reads. */
export type DriveAwayCar = Pick<
  Car,
  'price' | 'price_type' | 'car_type' | 'simple_fuel' | 'simple_body' | 'item_type' | 'variant'
>;

/** One line of the breakdown. */
export interface DriveAwayLine {
  key: 'price' | 'dealerDelivery' | 'stampDuty' | 'registration' | 'ctp';
  label: string;
  /** Dollars; null when the line has no figure of its own (`note` says why). */
  amount: number | null;
  /** A round or secondary-source figure, not the authority's own for this year. */
  approximate: boolean;
  note: string | null;
}

/** A page a figure was read from, and the date its figures apply from. */
export interface DriveAwaySource {
  label: string;
  url: string;
  effectiveFrom: string;
}

/** The estimate for one state. */
export interface DriveAwayEstimate {
  state: AustralianState;
  stateName: string;
  lines: DriveAwayLine[];
  /** The sum of the lines that have a figure. */
  total: number;
  /** False when a line could not be estimated (the total leaves it out). */
  complete: boolean;
  /** The date the state's stamp duty rates apply from (ISO date). */
  ratesEffectiveFrom: string;
  sources: DriveAwaySource[];
}

/** Bodies built to carry goods: the duty tables' commercial vehicles. */
const COMMERCIAL_BODIES = new Set(['ute', 'van', 'cab chassis']);

/**
 * Whether the car's page offers a drive-away estimate: a priced car (not a motorcycle, truck or caravan,
 * whose duty and registration differ) "Excl. Government Charges".
 * @example offersDriveAwayEstimate({ price: 42990, price_type: 'Excl. Government Charges', item_type: 'car' }) // true
 */
export function offersDriveAwayEstimate(car: Pick<Car, 'price' | 'price_type' | 'item_type'>): boolean {
  return (
    car.item_type === 'car' &&
    car.price > 0 &&
    car.price_type?.trim().toLowerCase() === EXCLUDING_GOVERNMENT_CHARGES.toLowerCase()
  );
}

function powertrainOf(fuel: string | null): Powertrain {
  switch (fuel?.trim().toLowerCase()) {
    case 'electric':
      return 'electric';
    case 'plug-in hybrid':
      return 'plug-in-hybrid';
    case 'hybrid':
      return 'hybrid';
    default:
      return 'combustion';
  }
}

/**
 * The car as the duty tables see it, its dutiable value the price with dealer delivery.
 * @example dutiableCarOf(hilux, 1495).value // hilux.price + 1495
 */
export function dutiableCarOf(car: DriveAwayCar, dealerDelivery: number): DutiableCar {
  const body = car.simple_body?.trim().toLowerCase() ?? '';
  return {
    value: car.price + dealerDelivery,
    isNew: car.car_type !== 'used',
    kind: COMMERCIAL_BODIES.has(body) ? 'commercial' : 'passenger',
    powertrain: powertrainOf(car.simple_fuel),
    cylinders: car.variant?.cylinders ?? null,
  };
}

function chargeLine(key: 'registration' | 'ctp', label: string, charge: YearlyCharge): DriveAwayLine {
  return {
    key,
    label,
    amount: charge.amount,
    approximate: !charge.verified && charge.amount !== null,
    note: charge.amount === null ? 'Included in registration' : null,
  };
}

function sourceOf(label: string, source: RateSource): DriveAwaySource {
  return { label: `${label}: ${source.authority}`, url: source.url, effectiveFrom: source.effectiveFrom };
}

/**
 * The drive-away estimate for the car registered in `state`, with the site's dealer delivery.
 * @example driveAwayEstimate(car, 'NSW', 1495).total // price + 1495 + duty + registration + CTP
 */
export function driveAwayEstimate(
  car: DriveAwayCar,
  state: AustralianState,
  dealerDelivery: number,
): DriveAwayEstimate {
  const duty = stampDutyFor(state, dutiableCarOf(car, dealerDelivery));
  const charges = ON_ROAD_CHARGES[state];
  const dutySource = STAMP_DUTY_SOURCES[state];
  const lines: DriveAwayLine[] = [
    { key: 'price', label: 'Vehicle price', amount: car.price, approximate: false, note: null },
    { key: 'dealerDelivery', label: 'Dealer delivery', amount: dealerDelivery, approximate: false, note: null },
    {
      key: 'stampDuty',
      label: 'Stamp duty',
      amount: duty,
      approximate: false,
      note: duty === null ? 'Not estimated: it depends on the car’s CO2 rating' : null,
    },
    chargeLine('registration', 'Registration (12 months)', charges.registration),
    chargeLine('ctp', `${charges.ctpLabel} (12 months)`, charges.ctp),
  ];
  const sources = [
    sourceOf('Stamp duty', dutySource),
    ...[charges.registration, charges.ctp].flatMap((charge, index) =>
      charge.source && charge.amount !== null
        ? [sourceOf(index === 0 ? 'Registration' : charges.ctpLabel, charge.source)]
        : [],
    ),
  ];
  const total = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  return {
    state,
    stateName: STATE_NAMES[state],
    lines,
    total: Math.round(total * 100) / 100,
    complete: duty !== null,
    ratesEffectiveFrom: dutySource.effectiveFrom,
    sources,
  };
}
