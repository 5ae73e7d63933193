import { z } from 'zod';

// The checkout API's shapes (issue 17): a reservation started (payment intent), confirmed with a card,
// and read back; the partner's webhook events as the gateway accepts them.

// `held`: a car with a $0 deposit (spec: 001 §9 "blank when $0"), reserved with nothing to pay.
// `released`: a held car the dealer released (nothing was paid, so nothing refunded).
// `expired`: pending or held past its end (issue 24 item 2, `expiry.ts`): the car went back on sale by itself.
export const ReservationStatusSchema = z.enum(['pending', 'paid', 'held', 'failed', 'refunded', 'released', 'expired']);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

/** `GET /api/checkout/reservations/:id`, and the answer of starting or confirming one. */
export const ReservationSchema = z.object({
  id: z.string(),
  car_slug: z.string(),
  /** The car's name, where the answer lists the shopper's reservations (a list shows names, not slugs). */
  car_name: z.string().optional(),
  amount: z.number(),
  status: ReservationStatusSchema,
  paid_at: z.string().nullable(),
  /** When it ends unless paid (pending) or confirmed by the dealer (held); null: it does not end by itself. */
  expires_at: z.string().nullable(),
  /** The car's clock (its location's time zone), on which the end is shown. */
  time_zone: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** `POST /api/checkout/reservations/:id/confirm`: the card (the partner's simulator takes test cards). */
export const ConfirmPaymentSchema = z.strictObject({
  card: z.strictObject({
    number: z
      .string()
      .trim()
      .regex(/^[\d ]{12,23}$/, 'Expected the card number.'),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'Expected the 3 or 4 digit security code.'),
  }),
});

/** A webhook event from the payments partner, as far as the gateway relies on it. */
export const PaymentEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string(),
      status: z.string(),
      amount: z.number(),
      metadata: z.record(z.string(), z.string()),
    }),
  }),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;
