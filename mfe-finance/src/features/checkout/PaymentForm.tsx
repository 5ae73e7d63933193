import type { Reservation } from '@forecourt/shared/checkout/api';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { TextField } from '@forecourt/shared/ui/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { panelStyles } from '../page/panel';
import { type CardDetails, confirmReservation, startReservation } from './send';

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  fields: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } }),
  number: css({ gridColumn: { base: 'auto', sm: '1 / -1' } }),
  alert: css({ m: '0', p: '3', borderRadius: 'md', borderWidth: 'thin', borderColor: 'danger', color: 'danger' }),
};

const EMPTY_CARD: CardDetails = { number: '', exp_month: '', exp_year: '', cvc: '' };
const CARD_FIELDS: readonly { field: keyof CardDetails; label: string; autoComplete: string }[] = [
  { field: 'number', label: 'Card number', autoComplete: 'cc-number' },
  { field: 'exp_month', label: 'Expiry month (MM)', autoComplete: 'cc-exp-month' },
  { field: 'exp_year', label: 'Expiry year (YYYY)', autoComplete: 'cc-exp-year' },
  { field: 'cvc', label: 'Security code', autoComplete: 'cc-csc' },
];
export interface PaymentFormProps {
  slug: string;
  amountLabel: string;
  signInHref: string;
  onPaid: (reservation: Reservation) => void;
}

/**
 * The deposit's card form (only the button at a $0 deposit, blank `amountLabel`): starts the reservation (one idempotency key per visit, so a second click
 * finds the same one), then confirms it with the card. Signed out → a link to sign in and come back;
 * another shopper first, a declined card or the partner down → said plainly, nothing charged.
 *
 * @example <PaymentForm slug="2021-toyota-hilux-42" amountLabel="$200" signInHref="/sign-in?…" onPaid={setPaid} />
 */
export function PaymentForm({ slug, amountLabel, signInHref, onPaid }: PaymentFormProps) {
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [failure, setFailure] = useState<{ error: string; signIn: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const key = useRef<string | null>(null);
  const reservation = useRef<Reservation | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const fail = (error: string, signIn = false) => {
    setFailure({ error, signIn });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    key.current ??= crypto.randomUUID();
    const started = reservation.current
      ? { ok: true as const, reservation: reservation.current }
      : await startReservation(slug, key.current);
    if (!started.ok) {
      setSending(false);
      return fail(
        started.status === 401 ? 'Please sign in to reserve this car.' : started.error,
        started.status === 401,
      );
    }
    reservation.current = started.reservation;
    // A $0 deposit: the reservation is held as it starts, with no card to confirm (spec: 001 §9).
    if (!amountLabel) {
      setSending(false);
      return onPaid(started.reservation);
    }
    // The confirmation answers the reservation paid: the gateway records the partner's answer itself.
    const confirmed = await confirmReservation(started.reservation.id, card);
    setSending(false);
    if (!confirmed.ok) return fail(confirmed.error);
    onPaid(confirmed.reservation);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={sending} noValidate>
      {failure && (
        <div ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          <p>{failure.error}</p>
          {failure.signIn && (
            <a className={panelStyles.link} href={signInHref}>
              Sign in
            </a>
          )}
        </div>
      )}
      {amountLabel && (
        <div className={styles.fields}>
          {CARD_FIELDS.map(({ field, label, autoComplete }) => (
            <div key={field} className={field === 'number' ? styles.number : undefined}>
              <TextField
                label={label}
                name={field}
                autoComplete={autoComplete}
                inputMode="numeric"
                isRequired
                value={card[field]}
                onChange={(value) => setCard((previous) => ({ ...previous, [field]: value }))}
              />
            </div>
          ))}
        </div>
      )}
      <Button type="submit" variant="primary" isPending={sending}>
        {amountLabel ? `Pay ${amountLabel} deposit` : 'Reserve this car'}
      </Button>
    </form>
  );
}
