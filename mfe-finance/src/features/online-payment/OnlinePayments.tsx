import type { Reservation } from '@forecourt/shared/checkout/api';
import { heldUntil } from '@forecourt/shared/checkout/expiry';
import { RESERVATION_STATUS_LABELS, receiptPath, reserveLabel } from '@forecourt/shared/checkout/rules';
import { onlinePaymentStyles as styles } from './styles';

// The shopper's online payments (spec: 001 §6 "/online-payment", gated): each reservation's deposit,
// status and, while it holds the car unpaid, when it ends (issue 24 item 2), linking to its car. Reserving
// happens on the car's checkout page. Server HTML only: it works without JavaScript, and nothing hydrates.

export interface OnlinePaymentsProps {
  /** The signed-in shopper's reservations on this site, newest first. */
  reservations: Reservation[];
}

/**
 * The page /online-payment (the OnlinePayments fragment).
 * @example <OnlinePayments reservations={list} />
 */
export function OnlinePayments({ reservations }: OnlinePaymentsProps) {
  return (
    <section className={styles.root} aria-labelledby="fc-online-payment-title">
      <h1 className={styles.title} id="fc-online-payment-title">
        Online payments
      </h1>
      {reservations.length === 0 ? (
        <p>You have no reservations yet. Reserve a car from its page to pay a deposit online.</p>
      ) : (
        // A data table may scroll sideways on a phone (WCAG 1.4.10's exception for tables): a region named by
        // the table's caption, which browsers let the keyboard scroll (a scroller is focusable).
        <section className={styles.scroller} aria-labelledby="fc-online-payment-list">
          <table className={styles.table}>
            <caption id="fc-online-payment-list">Your reservations</caption>
            <thead>
              <tr>
                <th scope="col">Car</th>
                <th scope="col">Reservation (receipt)</th>
                <th scope="col">Deposit</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {reservations.map((reservation) => {
                const until = heldUntil(reservation);
                return (
                  <tr key={reservation.id}>
                    <td>
                      <a className={styles.link} href={`/cars/${encodeURIComponent(reservation.car_slug)}`}>
                        {reservation.car_name ?? reservation.car_slug}
                      </a>
                    </td>
                    <td className={styles.reservationId}>
                      <a className={styles.link} href={receiptPath(reservation.id)}>
                        {reservation.id}
                      </a>
                    </td>
                    <td>{reserveLabel(reservation.amount) || 'None'}</td>
                    <td>
                      {RESERVATION_STATUS_LABELS[reservation.status]}
                      {/* In the status cell, not a column of its own: the table stays within a phone's width. */}
                      {until ? (
                        <>
                          <br />
                          {`Held until ${until}`}
                        </>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
