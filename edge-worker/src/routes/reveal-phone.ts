import { PHONE_NOT_AVAILABLE, RevealPhoneSchema, revealedPhoneFor } from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findSiteCar } from '@forecourt/shared/server-kit/leads/lead-car';
import { invalidRequest, requestBody } from '@forecourt/shared/server-kit/request-body';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { clientOf, rateLimit } from '../middleware/rate-limit';
import { recordReveal } from '../services/reveals';

// POST /api/reveal-phone (spec: 000 §4 "Phone reveal": the click records the reveal, then shows the
// full number; §7 "Reveal phone … Sends car_id, dealership_id, website_id"; analytics event 25).

/**
 * `/api/reveal-phone`, mounted with `app.route('/api/reveal-phone', revealPhone)`.
 *
 * @example POST /api/reveal-phone { car_id: 9101, dealership_id: 9001, website_id: 101 } → 200 { phone: '02 9000 0000' }
 */
export const revealPhone = new Hono<AppEnv>();

revealPhone.post('/', rateLimit({ routeClass: 'reveals' }), requestBody(RevealPhoneSchema), async (c) => {
  const { car_id, dealership_id, website_id } = c.req.valid('json');
  const tenant = c.get('tenant');
  const now = new Date();
  c.header('Cache-Control', 'no-store');
  if (website_id !== tenant.websiteId) return invalidRequest(c, [{ path: 'website_id', message: 'not this site' }]);
  const car = await findSiteCar(c.env.DB, tenant, car_id, now);
  if (!car) return apiError(c, 404, `Car not found: ${car_id}`);
  if (dealership_id !== car.dealership_id) {
    return invalidRequest(c, [{ path: 'dealership_id', message: "not this car's dealership" }]);
  }
  const phone = revealedPhoneFor(tenant.phones, { car_type: car.car_type, locationPhone: car.location_phone });
  if (!phone) return apiError(c, 404, PHONE_NOT_AVAILABLE);
  await recordReveal(c.env.DB, {
    tenant,
    car_id,
    dealership_id,
    website_id,
    client: clientOf(c.req.raw.headers),
    requestId: c.get('requestId'),
    now,
  });
  return c.json({ phone });
});
