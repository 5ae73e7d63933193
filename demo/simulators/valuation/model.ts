// The valuation partner's model (forecourt-sim-valuation): a registration identifies a car (the same
// rego and state always name the same car), whose market value falls with age, then is adjusted for
// the kilometres against an average 15,000 km a year and for the condition the owner reports. Pure and
// deterministic, so a test can predict it.

/** The owner's view of the car's condition. */
export type Condition = 'excellent' | 'good' | 'fair' | 'poor';
export const CONDITIONS: readonly Condition[] = ['excellent', 'good', 'fair', 'poor'];

/** The car a registration names. */
export interface RegisteredVehicle {
  year: number;
  make: string;
  model: string;
  variant: string | null;
}

/** A valuation: the market value, its adjustments, the range and the trade offer. */
export interface Appraisal {
  market_value: number;
  adjustments: { label: string; amount: number }[];
  range: { low: number; high: number };
  offer: number;
}

/** Cars the registry knows, with their price when new (dollars). */
const MODELS: readonly { make: string; model: string; variant: string | null; newPrice: number }[] = [
  { make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport', newPrice: 31_000 },
  { make: 'Toyota', model: 'HiLux', variant: 'SR5', newPrice: 62_000 },
  { make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport', newPrice: 41_000 },
  { make: 'Hyundai', model: 'i30', variant: 'Active', newPrice: 29_000 },
  { make: 'Ford', model: 'Ranger', variant: 'XLT', newPrice: 66_000 },
  { make: 'Kia', model: 'Sportage', variant: 'SX', newPrice: 38_000 },
  { make: 'Mitsubishi', model: 'Outlander', variant: 'ES', newPrice: 39_000 },
  { make: 'Volkswagen', model: 'Golf', variant: null, newPrice: 36_000 },
];

/** Registrations name cars up to this many years old. */
const OLDEST_YEARS = 14;
const YEARLY_KM = 15_000;
/** Dollars per km over or under the average, as a share of the aged value per 10,000 km. */
const KM_SHARE_PER_10K = 0.03;
const CONDITION_SHARE: Record<Condition, number> = { excellent: 0.05, good: 0, fair: -0.1, poor: -0.22 };
const RANGE_SHARE = 0.06;
/** The dealer's trade offer sits this far under the range's bottom (reconditioning, margin). */
const OFFER_SHARE = 0.04;

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const hundreds = (dollars: number) => Math.max(0, Math.round(dollars / 100) * 100);

/**
 * The car registered as `rego` in `state`, as of `currentYear`.
 *
 * @example identify('ABC123', 'QLD', 2026).make // one of the registry's makes
 */
export function identify(rego: string, state: string, currentYear: number): RegisteredVehicle {
  const key = hash(`${state}:${rego}`);
  const entry = MODELS[key % MODELS.length] as (typeof MODELS)[number];
  const age = Math.floor(key / MODELS.length) % (OLDEST_YEARS + 1);
  return { year: currentYear - age, make: entry.make, model: entry.model, variant: entry.variant };
}

/**
 * Values the car: market value by age, then the kilometres and condition adjustments.
 *
 * @example appraise(identify('ABC123', 'QLD', 2026), 40_000, 'good', 2026).offer
 */
export function appraise(vehicle: RegisteredVehicle, km: number, condition: Condition, currentYear: number): Appraisal {
  const entry = MODELS.find((m) => m.make === vehicle.make && m.model === vehicle.model) ?? MODELS[0];
  const age = Math.max(0, currentYear - vehicle.year);
  const market = hundreds((entry?.newPrice ?? 30_000) * 0.85 ** (age + 1));
  const expectedKm = Math.max(1, age) * YEARLY_KM;
  const kmAmount =
    hundreds(Math.abs(((expectedKm - km) / 10_000) * KM_SHARE_PER_10K * market)) * Math.sign(expectedKm - km);
  const conditionAmount = Math.round((CONDITION_SHARE[condition] * market) / 100) * 100;
  const adjustments = [
    {
      label: `Kilometres (${km.toLocaleString('en-AU')} km against ${expectedKm.toLocaleString('en-AU')} expected)`,
      amount: kmAmount,
    },
    { label: `Condition (${condition})`, amount: conditionAmount },
  ];
  const adjusted = Math.max(500, market + kmAmount + conditionAmount);
  const range = { low: hundreds(adjusted * (1 - RANGE_SHARE)), high: hundreds(adjusted * (1 + RANGE_SHARE)) };
  return { market_value: market, adjustments, range, offer: hundreds(range.low * (1 - OFFER_SHARE)) };
}
