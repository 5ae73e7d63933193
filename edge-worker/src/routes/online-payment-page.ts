import { OnlinePaymentBody } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../env';
import { errorPage } from '../middleware/error-handler';
import { htmlPage } from '../render/page';
import { listReservations } from '../services/reservations';

// /online-payment (spec: 001 §6 gated route): the signed-in shopper's reservations, each with its
// deposit and status. Gated by the platform, so the gated-routes middleware has already sent a
// signed-out visitor to sign in and back here.

/** The page's path. */
export const ONLINE_PAYMENT_PATH = '/online-payment';

/**
 * `GET /online-payment`, mounted with `app.route(ONLINE_PAYMENT_PATH, onlinePaymentPage())`.
 *
 * @example GET /online-payment → "Online payments" with the shopper's reservations and their status
 */
export function onlinePaymentPage(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const tenant = c.get('tenant');
    const session = c.get('session');
    if (!session) return errorPage(c, 404);
    const reservations = await listReservations(c.env.DB, tenant, session.userId);
    return htmlPage(c, {
      title: 'Online payments',
      description: `Your reservations on ${tenant.name}.`,
      canonicalPath: ONLINE_PAYMENT_PATH,
      body: createElement(OnlinePaymentBody, { reservations }),
    });
  });
  return app;
}
