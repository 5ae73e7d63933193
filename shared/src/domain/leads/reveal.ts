import { z } from 'zod';
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

// The number itself: one rule for every place that shows it (the vehicle page, the reveal, the PDF).
export { revealedPhoneFor } from '../vehicle/dealer-phone';
