import type { Reservation } from '@forecourt/shared/checkout/api';
import { heldUntil } from '@forecourt/shared/checkout/expiry';
import { needsPayment, RESERVATION_STATUS_LABELS, reserveLabel } from '@forecourt/shared/checkout/rules';
import { formatDate } from '@forecourt/shared/format/date';

// A reservation's receipt (issue 17 "a receipt page"): the page a shopper can come back to, linked from
// /online-payment and /my-garage and from the checkout's confirmation. Gated like /online-payment, and
// only the shopper's own reservation is shown.

export interface ReceiptBodyProps {
  reservation: Reservation;
  /** The car's name, when the site still shows it (else its slug is shown, unlinked). */
  carTitle: string | null;
}

/**
 * The body of /online-payment/{id}.
 * @example renderPage({ ...options, title: 'Reservation receipt', body: <ReceiptBody reservation={r} carTitle="2021 Toyota Hilux" /> })
 */
export function ReceiptBody({ reservation, carTitle }: ReceiptBodyProps) {
  const paid = needsPayment(reservation.amount);
  const until = heldUntil(reservation);
  return (
    <section className="fc-section" aria-labelledby="fc-receipt-title">
      <div className="fc-container fc-prose">
        <h1 className="fc-section__title" id="fc-receipt-title">
          Reservation receipt
        </h1>
        <dl>
          <dt>Reservation</dt>
          <dd>{reservation.id}</dd>
          <dt>Car</dt>
          <dd>
            {carTitle ? (
              <a className="fc-text-link" href={`/cars/${encodeURIComponent(reservation.car_slug)}`}>
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
          <a className="fc-text-link" href="/online-payment">
            All your reservations
          </a>
        </p>
      </div>
    </section>
  );
}
