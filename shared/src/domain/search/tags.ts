import type { Car } from '../schemas/car';
import type { FeatureFlags, TenantConfig } from '../schemas/tenant';
import { isInStockStatus, normaliseMake } from '../stock/visibility';

// The one tag a car card shows (spec: 000 §4 "Tag priority for in-stock cars", first match wins).

const DAY_MS = 86_400_000;

/** Which rule gave the tag. */
export type CarTagKind =
  | 'sold'
  | 'electric'
  | 'hybrid'
  | 'reserved'
  | 'certified-pre-owned'
  | 'explicit'
  | 'coming-soon'
  | 'just-arrived';

/** The colour role of a tag, mapped to the tenant's semantic tokens by the card. */
export type CarTagTone = 'primary' | 'accent' | 'success' | 'danger' | 'neutral';

/** A card's tag: the rule that gave it, the text, and its colour role. */
export interface CarTag {
  kind: CarTagKind;
  label: string;
  tone: CarTagTone;
}

/** The car fields the tag rule reads. */
export type CarTagFields = Pick<
  Car,
  'status' | 'reserved' | 'certified' | 'car_type' | 'make' | 'tag' | 'created_at' | 'simple_fuel' | 'fuel'
>;

/** The site settings the tag rule reads. */
export interface CarTagConfig extends Pick<TenantConfig, 'justArrivedDays' | 'soldTagText'> {
  features: Pick<FeatureFlags, 'electricHybridTag' | 'cpoBadgeMake' | 'runoutSaleGreenTag'>;
}

/** The explicit tag a site may show green (spec: 000 §4 "green for runout sale on some sites"). */
export const RUNOUT_SALE_TAG = 'Runout Sale';

export const CAR_TAG_LABELS = {
  electric: 'Electric',
  hybrid: 'Hybrid',
  reserved: 'Reserved',
  certifiedPreOwned: 'Certified Pre-Owned',
  comingSoon: 'Coming Soon',
  justArrived: 'Just Arrived',
} as const;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Electric or hybrid from the car's fuel (simple_fuel first, e.g. "Hybrid", "Plug-in Hybrid", "Electric"). */
function electrification(car: Pick<Car, 'simple_fuel' | 'fuel'>): CarTag | null {
  const fuel = (car.simple_fuel?.trim() || car.fuel?.trim() || '').toLowerCase();
  // "Hybrid", "Plug-in Hybrid", and combined fuels written as "Petrol/Electric".
  if (fuel.includes('hybrid') || /(petrol|diesel).*electric|electric.*(petrol|diesel)/.test(fuel)) {
    return { kind: 'hybrid', label: fuel.includes('plug') ? 'Plug-in Hybrid' : CAR_TAG_LABELS.hybrid, tone: 'success' };
  }
  if (/\belectric\b/.test(fuel) || fuel === 'ev')
    return { kind: 'electric', label: CAR_TAG_LABELS.electric, tone: 'success' };
  return null;
}

function isJustArrived(createdAt: string, days: number, now: Date): boolean {
  if (days <= 0) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= days * DAY_MS;
}

/**
 * The tag a car shows at `now`, or null for none. A car that is not in stock shows the site's sold tag
 * (default JUST SOLD, spec: 000 §4 "Car status"). An in-stock car (in_stock or coming_soon) takes the
 * first of (spec: 000 §4): electric or hybrid fuel (when the site enables it); reserved; certified
 * pre-owned (a certified used car of the site's CPO make); the car's own tag (red, or green for Runout
 * Sale where the site says so); coming soon; just arrived (created within `justArrivedDays`).
 * @example tagForCar({ ...car, reserved: true }, tenant, now) // { kind: 'reserved', label: 'Reserved', tone: 'neutral' }
 */
export function tagForCar(car: CarTagFields, tenant: CarTagConfig, now: Date): CarTag | null {
  if (!isInStockStatus(car.status)) return { kind: 'sold', label: tenant.soldTagText, tone: 'danger' };
  const { features } = tenant;
  if (features.electricHybridTag) {
    const fuelTag = electrification(car);
    if (fuelTag) return fuelTag;
  }
  if (car.reserved) return { kind: 'reserved', label: CAR_TAG_LABELS.reserved, tone: 'neutral' };
  if (
    features.cpoBadgeMake !== null &&
    car.car_type === 'used' &&
    car.certified &&
    normaliseMake(car.make) === normaliseMake(features.cpoBadgeMake)
  ) {
    return { kind: 'certified-pre-owned', label: CAR_TAG_LABELS.certifiedPreOwned, tone: 'primary' };
  }
  const explicit = car.tag?.trim();
  if (explicit) {
    const green = features.runoutSaleGreenTag && sameText(explicit, RUNOUT_SALE_TAG);
    return { kind: 'explicit', label: explicit, tone: green ? 'success' : 'danger' };
  }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: CAR_TAG_LABELS.comingSoon, tone: 'accent' };
  if (isJustArrived(car.created_at, tenant.justArrivedDays, now)) {
    return { kind: 'just-arrived', label: CAR_TAG_LABELS.justArrived, tone: 'primary' };
  }
  return null;
}
