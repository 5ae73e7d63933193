import { z } from 'zod';
import type { CarType } from '../schemas/car';
import type { TenantConfig } from '../schemas/tenant';
import { LeadIdSchema } from './fields';

// Reveal phone (spec: 000 §4 "Phone reveal": the number is masked after its first 5 characters until
// clicked; the click records the reveal, then shows the full tel link; §7 "Reveal phone … Sends
// car_id, dealership_id, website_id"; analytics event 25 "phone click").

/**
 * The `POST /api/reveal-phone` body: the spec's three ids, numbers or digit strings.
 *
 * @example RevealPhoneSchema.parse({ car_id: 9101, dealership_id: '9001', website_id: 101 });
 */
export const RevealPhoneSchema = z.strictObject(
  { car_id: LeadIdSchema, dealership_id: LeadIdSchema, website_id: LeadIdSchema },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `Unknown field${iss.keys.length > 1 ? 's' : ''}: ${iss.keys.join(', ')}.`
        : iss.code === 'invalid_type'
          ? 'Expected a JSON object with car_id, dealership_id and website_id.'
          : undefined,
  },
);
export type RevealPhoneRequest = z.infer<typeof RevealPhoneSchema>;

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
  phones: TenantConfig['phones'],
  car: { car_type: CarType; locationPhone: string | null },
): string | null {
  const candidates = [phones.byCarType[car.car_type], car.locationPhone, phones.default];
  for (const candidate of candidates) {
    const phone = candidate?.trim();
    if (phone) return phone;
  }
  return null;
}
