import { POSTCODE_EMPTY, POSTCODE_UNKNOWN } from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { requestQuery } from '@forecourt/shared/server-kit/request-query';
import { DELIVERY_UNKNOWN_POSTCODE_CODE, DeliveryPostcodeSchema } from '@forecourt/shared/vehicle/api';
import { Hono } from 'hono';
import { z } from 'zod';
import { deliveryClientFor } from '../partners/delivery';
import { carSlugParam, logUpstreamFailure, type VehicleApiEnv, visibleCarOr404 } from './car';

// GET /api/cars/:slug/delivery?postcode=NNNN (spec: 000 §7 "Delivery price by postcode"): the carrier's
// quote from the car's location to the postcode → DeliveryEstimate { price, name }. Messages are the
// spec's (000 §5, §8): no postcode → 400 "Please enter a postcode."; one the carrier does not serve →
// 404 with the unknown-postcode message and code `unknown_postcode`; the carrier failing → 502. It spends
// the shopper's `partners` budget at the gateway (remote.ts declares it).

/** The query: one postcode, four digits once trimmed; absent or blank is the spec's empty message. */
export const DeliveryQuerySchema = z.object({
  postcode: z
    .string({ error: (issue) => (issue.input === undefined ? POSTCODE_EMPTY : 'Expected one postcode.') })
    .trim()
    .min(1, POSTCODE_EMPTY)
    .pipe(DeliveryPostcodeSchema),
});

/**
 * The delivery route, mounted with `api.route('/api/cars', delivery)`.
 *
 * @example GET /api/cars/2021-toyota-hilux-sr5-42/delivery?postcode=4000 → { price: 1155, name: 'Brisbane Metro' }
 */
export const delivery = new Hono<VehicleApiEnv>();

delivery.get('/:slug/delivery', carSlugParam, requestQuery(DeliveryQuerySchema), async (c) => {
  const car = await visibleCarOr404(c, c.req.valid('param').slug);
  if (car instanceof Response) return car;
  const { postcode } = c.req.valid('query');
  const result = await deliveryClientFor(c.env).quote(car.location.address.postcode, postcode);
  switch (result.kind) {
    case 'quoted':
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(result.estimate);
    case 'not-serviced':
      // The car's own location outside the carrier's area is a data problem worth a log line.
      if (result.field === 'from') logUpstreamFailure(c, 'delivery partner', `car location not serviced: ${car.slug}`);
      return apiError(c, 404, POSTCODE_UNKNOWN, { code: DELIVERY_UNKNOWN_POSTCODE_CODE });
    default:
      logUpstreamFailure(c, 'delivery partner', result.error);
      return apiError(c, 502, 'The delivery partner is unavailable.');
  }
});
