import type { AustralianState } from './postcode-state';
import { VIC_LUXURY_CAR_TAX_THRESHOLD } from './rates';

// Motor vehicle (stamp) duty by state and territory, from each one's published rate table (the tables,
// their sources and dates: ./rates.ts STAMP_DUTY_SOURCES). "Per $100 or part" rounds the value up to the
// next $100 before the rate applies. Money in dollars; amounts rounded to cents.

/** What moves a car between a state's tables. */
export type Powertrain = 'electric' | 'plug-in-hybrid' | 'hybrid' | 'combustion';

/** A car as the duty tables see it. */
export interface DutiableCar {
  /** The dutiable value in dollars: the price with dealer delivery (every state counts delivery in). */
  value: number;
  /** Never registered before (new, and a demonstrator the dealer has not registered). */
  isNew: boolean;
  /** A passenger car, or a vehicle built mainly to carry goods (ute, van, truck: "commercial"). */
  kind: 'passenger' | 'commercial';
  powertrain: Powertrain;
  /** Engine cylinders where known (Queensland's rate goes by them; unknown reads as 1–4). */
  cylinders: number | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Units of `step` dollars in `value`, a part of one counting whole ("per $100, or part of $100"). */
const unitsOf = (value: number, step: number) => Math.ceil(value / step - 1e-9);

/** `rate` dollars per `step` dollars or part of the value. */
const perStep = (value: number, step: number, rate: number) => cents(unitsOf(value, step) * rate);

function nswDuty(car: DutiableCar): number {
  // Revenue NSW: passenger vehicles $3 per $100 up to $44,999; $1,350 + $5 per $100 over $45,000.
  if (car.kind === 'commercial' || car.value < 45_000) return perStep(car.value, 100, 3);
  return cents(1_350 + perStep(car.value - 45_000, 100, 5));
}

function vicDuty(car: DutiableCar): number {
  // Duties Act 2000 (Vic) s 218, per $200 or part.
  if (car.kind === 'commercial') return perStep(car.value, 200, car.isNew ? 5.4 : 8.4);
  const green = car.powertrain === 'electric' || car.powertrain === 'plug-in-hybrid';
  if (green || car.value <= VIC_LUXURY_CAR_TAX_THRESHOLD) return perStep(car.value, 200, 8.4);
  if (car.value <= 100_000) return perStep(car.value, 200, 10.4);
  if (car.value <= 150_000) return perStep(car.value, 200, 14);
  return perStep(car.value, 200, 18);
}

/** Queensland's light-vehicle rates per $100: [up to $100,000, above it (on the whole value)]. */
function qldRates(car: DutiableCar): readonly [number, number] {
  if (car.powertrain !== 'combustion') return [2, 4];
  const cylinders = car.cylinders ?? 4;
  if (cylinders <= 4) return [3, 5];
  if (cylinders <= 6) return [3.5, 5.5];
  return [4, 6];
}

function qldDuty(car: DutiableCar): number {
  const [upTo100k, above100k] = qldRates(car);
  return perStep(car.value, 100, car.value > 100_000 ? above100k : upTo100k);
}

function saDuty(car: DutiableCar): number {
  // RevenueSA: the same steps to $3,000 for every vehicle; above, $4 per $100 (non-commercial) or $3.
  if (car.value <= 1_000) return Math.max(5, perStep(car.value, 100, 1));
  if (car.value <= 2_000) return cents(10 + perStep(car.value - 1_000, 100, 2));
  if (car.value <= 3_000) return cents(30 + perStep(car.value - 2_000, 100, 3));
  return cents(60 + perStep(car.value - 3_000, 100, car.kind === 'commercial' ? 3 : 4));
}

function waDuty(car: DutiableCar): number {
  // Duties Act 2008 (WA) s 236: the rate, in %, rounded to 2 places; the duty rounded down to 5 cents.
  const rate =
    car.value <= 25_000
      ? 2.75
      : car.value <= 50_000
        ? Math.round((2.75 + (car.value - 25_000) / 6_666.66) * 100) / 100
        : 6.5;
  return Math.floor(Math.round(car.value * rate) / 5) * 0.05;
}

function tasDuty(car: DutiableCar): number {
  // SRO Tasmania: the $35,000–$40,000 step and the 4% above are for passenger vehicles only.
  if (car.value <= 600) return 20;
  if (car.kind === 'commercial' || car.value <= 35_000) return perStep(car.value, 100, 3);
  if (car.value <= 40_000) return cents(1_050 + perStep(car.value - 35_000, 100, 11));
  return perStep(car.value, 100, 4);
}

function ntDuty(car: DutiableCar): number {
  return perStep(car.value, 100, 3);
}

const DUTY_BY_STATE: Record<AustralianState, ((car: DutiableCar) => number) | null> = {
  NSW: nswDuty,
  VIC: vicDuty,
  QLD: qldDuty,
  SA: saDuty,
  WA: waDuty,
  TAS: tasDuty,
  NT: ntDuty,
  // Its table by CO2 rating could not be read (./rates.ts): no estimate rather than a guess.
  ACT: null,
};

/**
 * The state's motor vehicle duty on registering the car, in dollars; null where the rates could not be
 * verified (the ACT since 1 September 2025).
 * @example stampDutyFor('NSW', { value: 50_000, isNew: true, kind: 'passenger', powertrain: 'combustion', cylinders: 4 }) // 1600
 */
export function stampDutyFor(state: AustralianState, car: DutiableCar): number | null {
  const duty = DUTY_BY_STATE[state];
  return duty ? cents(duty(car)) : null;
}
