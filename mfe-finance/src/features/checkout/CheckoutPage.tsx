import type { Reservation } from '@forecourt/shared/checkout/api';
import { heldUntil } from '@forecourt/shared/checkout/expiry';
import { CHECKOUT_MESSAGES, needsPayment, receiptPath, reserveLabel } from '@forecourt/shared/checkout/rules';
import { css } from '@forecourt/shared/styled-system/css';
import { useState } from 'react';
import { CarPanel, panelStyles } from '../page/panel';
import { PaymentForm } from './PaymentForm';
import type { CheckoutPageData } from './view';

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  layout: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }),
  column: css({ display: 'grid', gap: '6' }),
  logos: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0', color: 'text' }),
  receipt: css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2', m: '0' }),
  term: css({ fontWeight: 'semibold' }),
};

const UNAVAILABLE = {
  'test-drive-only':
    'This car is available for test drives only, so it cannot be reserved online. Book a test drive on its page.',
  taken: CHECKOUT_MESSAGES.taken,
  unavailable: `${CHECKOUT_MESSAGES.notReservable} It may be sold; its page has the ways to ask about it.`,
} as const;

function Receipt({ reservation, car }: { reservation: Reservation; car: CheckoutPageData['car'] }) {
  const reserved = reservation.status === 'paid' || reservation.status === 'held';
  const until = heldUntil(reservation);
  return (
    <section className={panelStyles.section} aria-labelledby="checkout-receipt" role="status">
      <h2 id="checkout-receipt" className={panelStyles.heading}>
        {reserved ? 'Your car is reserved' : 'Payment received: confirming your reservation'}
      </h2>
      <dl className={styles.receipt}>
        <dt className={styles.term}>Reservation</dt>
        <dd>{reservation.id}</dd>
        <dt className={styles.term}>{needsPayment(reservation.amount) ? 'Deposit paid' : 'Deposit'}</dt>
        <dd>{needsPayment(reservation.amount) ? reserveLabel(reservation.amount) : 'None needed'}</dd>
        <dt className={styles.term}>Car</dt>
        <dd>
          <a className={panelStyles.link} href={car.href}>
            {car.title}
          </a>
        </dd>
        {until ? (
          <>
            <dt className={styles.term}>Held until</dt>
            <dd>{until}</dd>
          </>
        ) : null}
      </dl>
      <p className={panelStyles.muted}>Our team will call you to arrange the rest. Keep this reservation number.</p>
      <a className={panelStyles.link} href={receiptPath(reservation.id)}>
        Your receipt, to come back to
      </a>
    </section>
  );
}

/**
 * The checkout page's island (spec: 000 §2 "/cars/{slug}/checkout; on some sites /cars/{slug}/buy-online";
 * 001 §2 accepted payment logos, §4, §9 reserve amount): the car, the deposit, the card form when
 * JavaScript runs (without it the page says payment needs it), then the receipt. A car that cannot be
 * reserved online gets a page that says so and links back to it.
 *
 * @example <CheckoutPage {...toCheckoutPageData(load, settings)} />
 */
export function CheckoutPage({
  car,
  amountLabel,
  availability,
  buyOnline,
  signInHref,
  paymentLogosHtml,
}: CheckoutPageData) {
  const [paid, setPaid] = useState<Reservation | null>(null);
  const title = buyOnline ? 'Buy online' : 'Reserve this car';
  return (
    <article className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.layout}>
        <div className={styles.column}>
          {availability !== 'reservable' ? (
            <section className={panelStyles.section} aria-labelledby="checkout-unavailable">
              <h2 id="checkout-unavailable" className={panelStyles.heading}>
                Not available online
              </h2>
              <p className={panelStyles.muted}>{UNAVAILABLE[availability]}</p>
              <a className={panelStyles.link} href={car.href}>
                Back to the {car.title}
              </a>
            </section>
          ) : paid ? (
            <Receipt reservation={paid} car={car} />
          ) : (
            <section className={panelStyles.section} aria-labelledby="checkout-deposit">
              <h2 id="checkout-deposit" className={panelStyles.heading}>
                {amountLabel ? `Deposit ${amountLabel}` : 'No deposit needed'}
              </h2>
              {amountLabel ? (
                <>
                  <p className={panelStyles.muted}>
                    A refundable deposit holds the car for you while our team calls to arrange the rest.
                  </p>
                  <p className={panelStyles.muted}>Accepted payment methods:</p>
                  <ul
                    className={styles.logos}
                    aria-label="Accepted payment methods"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the kit's PaymentLogo, every text in it escaped (payment-logos-html.ts)
                    dangerouslySetInnerHTML={{ __html: paymentLogosHtml }}
                  />
                </>
              ) : (
                <p className={panelStyles.muted}>
                  Reserve it now with nothing to pay: the car is held for you while our team calls to arrange the rest.
                </p>
              )}
              {/* The card form is in the server HTML too, shown from the first paint when JavaScript is on: put in
                  place by the client, it pushed the car's panel down as the page loaded (CLS 0.036 on a phone,
                  issue 28). Without JavaScript the note says why there is no form. */}
              <div data-fc-needs-js="">
                <PaymentForm slug={car.slug} amountLabel={amountLabel} signInHref={signInHref} onPaid={setPaid} />
              </div>
              <p role="note" data-fc-without-js="">
                {amountLabel ? CHECKOUT_MESSAGES.needsJavaScript : CHECKOUT_MESSAGES.reserveNeedsJavaScript}
              </p>
            </section>
          )}
        </div>
        <aside aria-label="The car">
          <CarPanel id="checkout-car" heading="The car" car={car} />
        </aside>
      </div>
    </article>
  );
}
