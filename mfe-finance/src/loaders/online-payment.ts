import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { findReservation, listReservations, toReservation } from '../db/reservations';
import type { OnlinePaymentsLoader, ReservationReceiptLoader } from '../fragments/online-payment';

// The payments pages' loaders (spec: 001 §6 "/online-payment"), in mfe-finance's own Worker: the shopper the
// gateway sent, and this slice's reservations as they stand (one past its end reads ended before it is
// written so, shared `checkout/expiry`). No shopper, or a reservation of anyone else's: nothing (not found).

/** The reservations' clock (default: now; tests move it). */
interface LoaderOptions {
  now?: () => number;
}

/**
 * The loader of /online-payment: the shopper's reservations on the site, newest first.
 * @example onlinePayments(onlinePaymentsLoader())
 */
export function onlinePaymentsLoader(options: LoaderOptions = {}): OnlinePaymentsLoader {
  const clock = options.now ?? Date.now;
  return async (context) => {
    const { shopper } = context.request;
    if (!shopper) return null;
    return listReservations(context.env.DB, await context.site(), shopper.userId, new Date(clock()));
  };
}

/**
 * The loader of /online-payment/{id}: the shopper's own reservation, then its car's name while the site shows it.
 * @example reservationReceipt(reservationReceiptLoader())
 */
export function reservationReceiptLoader(options: LoaderOptions = {}): ReservationReceiptLoader {
  const clock = options.now ?? Date.now;
  return async (context, id) => {
    const { shopper } = context.request;
    if (!shopper) return null;
    const tenant = await context.site();
    const now = new Date(clock());
    const stored = await findReservation(context.env.DB, tenant, id);
    if (!stored || stored.user_id !== shopper.userId) return null;
    const car = await findVisibleCar(context.env.DB, tenant, stored.car_slug, now);
    return {
      reservation: toReservation(stored, now),
      carTitle: car ? `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}` : null,
    };
  };
}
