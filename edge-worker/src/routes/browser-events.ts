import { BrowserEventSchema } from '@forecourt/shared';
import { analyticsEventStatement } from '@forecourt/shared/server-kit/analytics-events';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { findSiteCar } from '@forecourt/shared/server-kit/leads/lead-car';
import { requestBody } from '@forecourt/shared/server-kit/request-body';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { switchedOffRefusal } from '../middleware/switched-off-features';

// POST /api/events (issue 13 item 9): the analytics events no server request sees, reported by the
// page — 39 favourite, 60 history report, 61 print (spec: 000 §7) — about one of the site's cars, stored
// in analytics_events like event 25. Only the site's own pages send them: the `/api` origin check
// refuses another Origin, and this route refuses none (a browser always sends one with a POST).

/**
 * `/api/events`, mounted with `app.route('/api/events', browserEvents)`.
 *
 * @example POST /api/events { event_id: 61, car_id: 9101 } → 202 { recorded: true }
 */
export const browserEvents = new Hono<AppEnv>();

browserEvents.post(
  '/',
  async (c, next) => {
    if (c.req.header('Origin') === undefined) return apiError(c, 403, 'Browser events come from the site’s own pages');
    await next();
  },
  rateLimit({ routeClass: 'events' }),
  requestBody(BrowserEventSchema),
  async (c) => {
    const { event_id, car_id } = c.req.valid('json');
    const tenant = c.get('tenant');
    const now = new Date();
    c.header('Cache-Control', 'no-store');
    // A favourite on a site without favourites, or the calculator's first use without finance: no such click.
    const switchedOff = switchedOffRefusal(c, { browserEvent: event_id });
    if (switchedOff) return switchedOff;
    const car = await findSiteCar(c.env.DB, tenant, car_id, now);
    if (!car) return apiError(c, 404, `Car not found: ${car_id}`);
    await analyticsEventStatement(c.env.DB, {
      eventId: event_id,
      tenant,
      payload: { car_id, dealership_id: car.dealership_id },
      requestId: c.get('requestId'),
      now: now.getTime(),
    }).run();
    return c.json({ recorded: true }, 202);
  },
);
