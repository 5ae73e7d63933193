import { ONLINE_PAYMENT_PATH } from '@forecourt/shared/checkout/rules';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { OnlinePaymentBody, ReceiptBody } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../env';
import { errorPage } from '../middleware/error-handler';
import { htmlPage } from '../render/page';
import { findReservation, listReservations, toReservation } from '../services/reservations';

// /online-payment (spec: 001 §6 gated route): the signed-in shopper's reservations, each with its
// deposit and status, and /online-payment/{id}, one reservation's receipt (issue 17). Gated by the
// platform, so the gated-routes middleware has already sent a signed-out visitor to sign in and back here.

/** The page's path. */
export { ONLINE_PAYMENT_PATH };

/**
 * `GET /online-payment`, mounted with `app.route(ONLINE_PAYMENT_PATH, onlinePaymentPage({ now }))`; each
 * reservation with when it ends (a past end reads as ended before the gateway has written it so).
 *
 * @example GET /online-payment → "Online payments" with the shopper's reservations and their status
 * @example GET /online-payment/5f0c… → the receipt of that reservation (404 unless it is the shopper's)
 */
export function onlinePaymentPage(options: { now?: () => number } = {}): Hono<AppEnv> {
  const clock = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const tenant = c.get('tenant');
    const session = c.get('session');
    if (!session) return errorPage(c, 404);
    const reservations = await listReservations(c.env.DB, tenant, session.userId, new Date(clock()));
    return htmlPage(c, {
      title: 'Online payments',
      description: `Your reservations on ${tenant.name}.`,
      canonicalPath: ONLINE_PAYMENT_PATH,
      body: createElement(OnlinePaymentBody, { reservations }),
    });
  });
  // The receipt: the shopper's own reservation only; anyone else's is not found.
  app.get('/:id', async (c) => {
    const tenant = c.get('tenant');
    const session = c.get('session');
    const id = c.req.param('id');
    const stored = session && /^[0-9a-f-]{36}$/.test(id) ? await findReservation(c.env.DB, tenant, id) : null;
    if (!stored || stored.user_id !== session?.userId) return errorPage(c, 404);
    const now = new Date(clock());
    const car = await findVisibleCar(c.env.DB, tenant, stored.car_slug, now);
    return htmlPage(c, {
      title: 'Reservation receipt',
      description: `Your reservation on ${tenant.name}.`,
      canonicalPath: `${ONLINE_PAYMENT_PATH}/${id}`,
      body: createElement(ReceiptBody, {
        reservation: toReservation(stored, now),
        carTitle: car ? `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}` : null,
      }),
    });
  });
  return app;
}
