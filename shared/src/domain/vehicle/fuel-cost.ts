import { formatPrice } from '../format/money';

// The vehicle page's fuel calculator (spec: 000 §2 "fuel calculator"; §4 "Fuel calculator: hidden for
// electric cars"; §9 "Fuel calculator defaults: $1.70 per litre, 250 km per week, 10 L/100km if the
// car's consumption is unknown"). Zod-free and pure: the island recomputes as the visitor types.

/** spec: 000 §9 — the fuel price the calculator starts with, in dollars per litre. */
export const DEFAULT_FUEL_PRICE_PER_LITRE = 1.7;
/** spec: 000 §9 — the distance the calculator starts with, in kilometres per week. */
export const DEFAULT_KM_PER_WEEK = 250;
/** spec: 000 §9 — the consumption used when the car's combined figure is unknown, in L/100km. */
export const DEFAULT_LITRES_PER_100KM = 10;

/** An input's bounds, inclusive. */
export interface InputRange {
  min: number;
  max: number;
}

/** Platform: the calculator's input bounds (the spec gives none); wide enough for any real use. */
export const FUEL_PRICE_PER_LITRE_RANGE: InputRange = { min: 0, max: 10 };
export const KM_PER_WEEK_RANGE: InputRange = { min: 0, max: 10_000 };

/**
 * What the visitor typed into one of the calculator's fields, as a number within `range`; null when it
 * is empty, not a number or out of range. A leading `$`, thousands commas and spaces are allowed.
 * @example readCalculatorInput('$1.85', FUEL_PRICE_PER_LITRE_RANGE) // 1.85
 * @example readCalculatorInput('1,200', KM_PER_WEEK_RANGE) // 1200
 * @example readCalculatorInput('lots', KM_PER_WEEK_RANGE) // null
 */
export function readCalculatorInput(text: string, range: InputRange): number | null {
  const plain = text.replace(/[\s,]/g, '').replace(/^\$/, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  const value = Number(plain);
  return value >= range.min && value <= range.max ? value : null;
}

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/** What the estimate is made of. */
export interface FuelCostInputs {
  /** Dollars per litre. */
  pricePerLitre: number;
  /** Kilometres driven per week. */
  kmPerWeek: number;
  /** The car's combined consumption, litres per 100 km. */
  litresPer100Km: number;
}

/** The fuel bill in dollars, per week, per month (a twelfth of the year) and per year (52 weeks). */
export interface FuelCost {
  weekly: number;
  monthly: number;
  yearly: number;
}

/** The fuel bill as the calculator shows it: whole dollars (spec: 001 §9 currency). */
export interface FuelCostText {
  weekly: string;
  monthly: string;
  yearly: string;
}

/** An input the visitor cleared or made negative counts as nothing, so the estimate never goes negative. */
const amount = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The fuel bill for driving `kmPerWeek` in a car that uses `litresPer100Km` at `pricePerLitre`.
 * @example fuelCostFor({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 }) // { weekly: 42.5, monthly: 184.17, yearly: 2210 } (rounded here)
 */
export function fuelCostFor(inputs: FuelCostInputs): FuelCost {
  const weekly = (amount(inputs.kmPerWeek) / 100) * amount(inputs.litresPer100Km) * amount(inputs.pricePerLitre);
  const yearly = weekly * WEEKS_PER_YEAR;
  return { weekly, monthly: yearly / MONTHS_PER_YEAR, yearly };
}

/**
 * The fuel bill as text.
 * @example fuelCostText({ weekly: 42.5, monthly: 184.17, yearly: 2210 }) // { weekly: '$43', monthly: '$184', yearly: '$2,210' }
 */
export function fuelCostText(cost: FuelCost): FuelCostText {
  return { weekly: formatPrice(cost.weekly), monthly: formatPrice(cost.monthly), yearly: formatPrice(cost.yearly) };
}

/**
 * The consumption the calculator uses: the car's combined figure (variant.fuelconsumptioncombined) when it
 * has a positive one, else the default 10 L/100km, and whether it is the car's own.
 * @example litresPer100KmOf({ fuelconsumptioncombined: 7.9 }) // { litresPer100Km: 7.9, known: true }
 * @example litresPer100KmOf(null) // { litresPer100Km: 10, known: false }
 */
export function litresPer100KmOf(variant: { fuelconsumptioncombined: number | null } | null): {
  litresPer100Km: number;
  known: boolean;
} {
  const combined = variant?.fuelconsumptioncombined;
  return combined != null && Number.isFinite(combined) && combined > 0
    ? { litresPer100Km: combined, known: true }
    : { litresPer100Km: DEFAULT_LITRES_PER_100KM, known: false };
}

/** Kinds of stock with no engine of their own (towed): they burn no fuel, so they have no fuel calculator. */
export const UNPOWERED_ITEM_TYPES: readonly string[] = ['caravan', 'trailer', 'camper'];

/**
 * Whether a car has the fuel calculator: every vehicle with an engine but a fully electric one (hybrids,
 * plug-in or not, still burn fuel); never a caravan or trailer. Reads the simple fuel first, as the tags do.
 * @example hasFuelCalculator({ simple_fuel: 'Electric', fuel: null }) // false
 * @example hasFuelCalculator({ simple_fuel: 'Plug-in Hybrid', fuel: 'Petrol/Electric' }) // true
 * @example hasFuelCalculator({ simple_fuel: null, fuel: null, item_type: 'caravan' }) // false
 */
export function hasFuelCalculator(car: {
  simple_fuel: string | null;
  fuel: string | null;
  item_type?: string;
}): boolean {
  if (car.item_type !== undefined && UNPOWERED_ITEM_TYPES.includes(car.item_type.trim().toLowerCase())) return false;
  const fuel = (car.simple_fuel?.trim() || car.fuel?.trim() || '').toLowerCase();
  const electric = /\belectric\b/.test(fuel) || fuel === 'ev' || fuel === 'bev';
  const burnsFuel = /hybrid|petrol|diesel|lpg|unleaded|gas/.test(fuel);
  return !electric || burnsFuel;
}
