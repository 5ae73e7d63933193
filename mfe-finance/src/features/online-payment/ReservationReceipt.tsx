import type { Reservation } from '@forecourt/shared/checkout/api';
import { heldUntil } from '@forecourt/shared/checkout/expiry';
import {
  needsPayment,
  ONLINE_PAYMENT_PATH,
  RESERVATION_STATUS_LABELS,
  reserveLabel,
} from '@forecourt/shared/checkout/rules';
import { formatDate } from '@forecourt/shared/format/date';
import { onlinePaymentStyles as styles } from './styles';

// A reservation's receipt (issue 17 "a receipt page"): the page a shopper can come back to, linked from
// /online-payment and /my-garage and from the checkout's confirmation. Gated like /online-payment, and
// only the shopper's own reservation is shown. Server HTML only, like it.

export interface ReservationReceiptProps {
  reservation: Reservation;
  /** The car's name, when the site still shows it (else its slug is shown, unlinked). */
  carTitle: string | null;
}

/**
 * The page /online-payment/{id} (the ReservationReceipt fragment).
 * @example <ReservationReceipt reservation={r} carTitle="2021 Toyota Hilux" />
 */
export function ReservationReceipt({ reservation, carTitle }: ReservationReceiptProps) {
  const paid = needsPayment(reservation.amount);
  const until = heldUntil(reservation);
  return (
    <section className={styles.root} aria-labelledby="fc-receipt-title">
      <h1 className={styles.title} id="fc-receipt-title">
        Reservation receipt
      </h1>
      <dl className={styles.details}>
        <dt>Reservation</dt>
        <dd>{reservation.id}</dd>
        <dt>Car</dt>
        <dd>
          {carTitle ? (
            <a className={styles.link} href={`/cars/${encodeURIComponent(reservation.car_slug)}`}>
              {carTitle}
            </a>
          ) : (
            reservation.car_slug
          )}
        </dd>
        <dt>{paid ? 'Deposit' : 'Deposit needed'}</dt>
        <dd>{paid ? reserveLabel(reservation.amount) : 'None'}</dd>
        <dt>Status</dt>
        <dd>{RESERVATION_STATUS_LABELS[reservation.status]}</dd>
        {until ? (
          <>
            <dt>Held until</dt>
            <dd>{until}</dd>
          </>
        ) : null}
        {reservation.paid_at ? (
          <>
            <dt>Paid on</dt>
            <dd>{formatDate(reservation.paid_at)}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <a className={styles.link} href={ONLINE_PAYMENT_PATH}>
          All your reservations
        </a>
      </p>
    </section>
  );
}
