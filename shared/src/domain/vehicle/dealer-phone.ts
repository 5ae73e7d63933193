import type { CarType } from '../schemas/car';

// The dealer phone shown for a car (spec: 000 §4 "Phone reveal"; 001 §6 "Phone numbers for new, used
// and demo cars can be filtered by car type"). One rule for the vehicle page's sidebar, its location
// section, the sticky bar, the reveal endpoint and the PDF. zod-free: the vehicle island may bundle it.

/** The site's numbers (the tenant's `phones`). */
export interface SitePhones {
  default: string;
  byCarType: Partial<Record<CarType, string>>;
}

/**
 * The number a car's phone reveal shows, trimmed; null when there is none ('Phone not available',
 * spec: 001 §8). The site's number for the car's type comes first (spec: 001 §6 "Phone numbers for
 * new, used and demo cars can be filtered by car type": a dealer routing used-car calls to one line),
 * then the phone of the car's location, then the site's default number.
 *
 * @example
 * revealedPhoneFor({ default: '02 9000 0000', byCarType: { used: '02 9000 1111' } }, { car_type: 'used', locationPhone: '07 3391 4400' });
 * // → '02 9000 1111'
 */
export function revealedPhoneFor(
  phones: SitePhones,
  car: { car_type: CarType; locationPhone: string | null },
): string | null {
  const candidates = [phones.byCarType[car.car_type], car.locationPhone, phones.default];
  for (const candidate of candidates) {
    const phone = candidate?.trim();
    if (phone) return phone;
  }
  return null;
}
