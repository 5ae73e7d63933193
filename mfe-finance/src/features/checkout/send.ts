import type { Reservation } from '@forecourt/shared/checkout/api';

// The browser's checkout calls (this slice's src/api/checkout.ts, through the gateway): start the reservation with an
// idempotency key (a retried click makes no second intent), then confirm it with the card. Never throws:
// a network failure reads as a failure with a message the shopper can act on.

/** What a call came to: the reservation, or why not (`status` 401 signed out, 409 taken, 402 declined, 503 partner down). */
export type CheckoutCallAnswer = { ok: true; reservation: Reservation } | { ok: false; status: number; error: string };

const FAILED = 'We could not reach our payment service just now. You have not been charged. Please try again.';

async function call(path: string, init: RequestInit): Promise<CheckoutCallAnswer> {
  try {
    const response = await fetch(path, {
      ...init,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => null)) as (Reservation & { error?: string }) | null;
    if (response.ok && answer?.id) return { ok: true, reservation: answer };
    return { ok: false, status: response.status, error: answer?.error ?? FAILED };
  } catch {
    return { ok: false, status: 0, error: FAILED };
  }
}

/** Starts (or, with the same key, finds again) the reservation of the car `slug`. */
export const startReservation = (slug: string, idempotencyKey: string) =>
  call(`/api/checkout/${encodeURIComponent(slug)}/reservations`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: '{}',
  });

/** The card as the confirmation takes it. */
export interface CardDetails {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
}

/** Confirms the reservation `id` with the card. */
export const confirmReservation = (id: string, card: CardDetails) =>
  call(`/api/checkout/reservations/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: JSON.stringify({ card }),
  });
