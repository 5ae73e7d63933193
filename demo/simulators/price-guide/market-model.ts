// The price guide's valuation model: what cars like this one (make, model, year, kilometres) sell for.
// A real guide learns this from sold listings; the simulator derives it deterministically from the
// request, so the same car always gets the same answer and the vehicle page's price panel meets every
// case on real data: a range around the market value, a confidence that drops for rare or old cars,
// and no range at all when too few sales back it.
//
// - Market value: the listing price moved by how far this dealer prices above or below the market for
//   the car (a stable per make/model/year spread of −8 % … +10 %), corrected for kilometres against a
//   typical 15,000 km a year (±0.4 % per 1,000 km, at most ±12 %).
// - Sample size: how many comparable sales the guide holds: many for common Australian makes, few for
//   rare ones, fewer with age and for very high kilometres.
// - Confidence: rises with the sample, falls with age; the range's width shrinks with the sample.
// - Fewer than MIN_SAMPLE sales: no range and no summary (the guide does not guess).

/** What the guide is asked about. */
export interface ValuationInput {
  make: string;
  model: string;
  year: number;
  km: number;
  /** The listing's price, dollars (0: none). */
  price: number;
}

/** The guide's answer; `range` and `summary` are null when too few sales back a figure. */
export interface Valuation {
  market_value: number | null;
  range: { low: number; high: number } | null;
  /** 0–1, two decimals. */
  confidence: number;
  sample_size: number;
  summary: string | null;
}

/** Makes with deep Australian resale data (the guide's best-covered). */
const COMMON_MAKES = new Set([
  'toyota',
  'mazda',
  'hyundai',
  'ford',
  'kia',
  'mitsubishi',
  'holden',
  'nissan',
  'subaru',
  'volkswagen',
  'isuzu',
  'honda',
  'mg',
  'tesla',
  'suzuki',
  'bmw',
  'mercedes-benz',
  'audi',
  'lexus',
  'jeep',
  'ldv',
  'gwm',
]);

const TYPICAL_KM_PER_YEAR = 15_000;
const KM_EFFECT_PER_1000 = 0.004;
const KM_EFFECT_MAX = 0.12;
const DEALER_SPREAD_MIN = -0.08;
const DEALER_SPREAD_WIDTH = 0.18;
const HIGH_KM = 300_000;
/** Below this many comparable sales the guide gives no range. */
export const MIN_SAMPLE = 5;

/**
 * A stable number in [0, 1) for a text (FNV-1a), so a car always gets the same answer.
 *
 * @example unitHash('toyota|corolla|2020') === unitHash('toyota|corolla|2020') // true
 */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** How many comparable sales the guide holds for the car. */
export function sampleSizeFor(input: ValuationInput, asOfYear: number): number {
  const key = `${input.make}|${input.model}`.toLowerCase();
  const common = COMMON_MAKES.has(input.make.trim().toLowerCase());
  const base = common ? 40 + unitHash(key) * 360 : 2 + unitHash(key) * 28;
  const age = Math.max(0, asOfYear - input.year);
  const ageFactor = Math.max(0.05, 1 - age / 20);
  const kmFactor = input.km > HIGH_KM ? 0.3 : 1;
  return Math.max(0, Math.floor(base * ageFactor * kmFactor));
}

/** 0–1: more sales raise it, age lowers it. */
export function confidenceFor(sampleSize: number, age: number): number {
  const fromSample = 0.95 * (1 - Math.exp(-sampleSize / 40));
  return Math.round(clamp(fromSample - age * 0.012, 0.02, 0.97) * 100) / 100;
}

function money(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-AU')}`;
}

function summaryOf(input: ValuationInput, marketValue: number): string {
  const difference = input.price - marketValue;
  const car = `a ${input.year} ${input.make} ${input.model}`;
  if (Math.abs(difference) < marketValue * 0.01) return `Priced in line with the market for ${car}.`;
  const side = difference < 0 ? 'below' : 'above';
  return `Priced ${money(Math.abs(difference))} ${side} the market average for ${car} with similar kilometres.`;
}

/**
 * The guide's valuation of a car in `asOfYear`.
 *
 * @example valuate({ make: 'Toyota', model: 'Corolla', year: 2021, km: 60000, price: 27990 }, 2026).range // { low: …, high: … }
 */
export function valuate(input: ValuationInput, asOfYear: number): Valuation {
  const age = Math.max(0, asOfYear - input.year);
  const sample_size = sampleSizeFor(input, asOfYear);
  const confidence = confidenceFor(sample_size, age);
  if (!(input.price > 0) || sample_size < MIN_SAMPLE) {
    return { market_value: null, range: null, confidence, sample_size, summary: null };
  }
  const dealerSpread =
    DEALER_SPREAD_MIN + DEALER_SPREAD_WIDTH * unitHash(`${input.make}|${input.model}|${input.year}`.toLowerCase());
  const typicalKm = Math.max(TYPICAL_KM_PER_YEAR, age * TYPICAL_KM_PER_YEAR);
  const kmEffect = clamp(((typicalKm - input.km) / 1000) * KM_EFFECT_PER_1000, -KM_EFFECT_MAX, KM_EFFECT_MAX);
  // The listing carries this car's kilometres; the market figure is for similar kilometres.
  const marketValue = roundTo((input.price / (1 + dealerSpread)) * (1 - kmEffect / 2), 10);
  const halfWidth = marketValue * (0.04 + 0.3 / Math.sqrt(sample_size));
  return {
    market_value: marketValue,
    range: { low: roundTo(marketValue - halfWidth, 100), high: roundTo(marketValue + halfWidth, 100) },
    confidence,
    sample_size,
    summary: summaryOf(input, marketValue),
  };
}
