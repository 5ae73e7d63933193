import { z } from 'zod';
import { TradeInLeadSchema } from '../leads/forms';
import { TRADE_IN_CONDITIONS } from './rules';

// The trade-in valuation API's shapes (issue 17; spec: 001 §2 "Trade-in", §7 "Trade-in valuation (sends
// rego and regoState, adjustments and id; offer-accepted update with lead_id)"). The gateway parses
// requests and the fragment Worker parses the page load with these; the island only reads the types.

/**
 * Whole kilometres: a JSON number, or the decimal digits an HTML form posts (issue 24 item 12). Never
 * `Number()` of any string: that reads '0x10' as 16, '1e5' as 100,000 and '' as 0.
 */
const kilometres = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
    error: 'Expected kilometres in whole digits, such as 45000.',
  })
  .pipe(
    z
      .number()
      .int('Expected whole kilometres.')
      .min(0, 'Expected kilometres of 0 or more.')
      .max(2_000_000, 'Expected at most 2,000,000 km.'),
  );

/**
 * `POST /api/trade-in`: the trade-in lead (spec: 001 §2 form fields) with the car to value: rego and
 * regoState, required here, and the visitor's adjustments (kilometres, condition).
 *
 * @example TradeInRequestSchema.parse({ form: 'trade-in', name, last_name, email, phone, postcode: '4000',
 *   Rego: 'ABC123', regoState: 'QLD', km: '45000', condition: 'good' });
 */
export const TradeInRequestSchema = TradeInLeadSchema.extend({
  Rego: z
    .string({ error: 'This is a required field.' })
    .trim()
    .min(2, 'Expected a registration of 2 to 9 letters and digits.')
    .max(9, 'Expected a registration of 2 to 9 letters and digits.')
    .regex(/^[A-Za-z0-9 ]+$/, 'Expected a registration of 2 to 9 letters and digits.')
    .transform((rego) => rego.replace(/\s+/g, '').toUpperCase()),
  regoState: TradeInLeadSchema.shape.regoState.unwrap(),
  km: kilometres,
  condition: z.enum(TRADE_IN_CONDITIONS, { error: `Expected one of ${TRADE_IN_CONDITIONS.join(', ')}.` }),
});
export type TradeInRequest = z.infer<typeof TradeInRequestSchema>;

const money = z.number().nonnegative();

/** The identified car, as the partner found it by its registration. */
export const TradeInVehicleSchema = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  variant: z.string().nullable(),
});
export type TradeInVehicle = z.infer<typeof TradeInVehicleSchema>;

/** One adjustment to the market value (positive adds), as the partner explains it. */
export const TradeInAdjustmentSchema = z.object({ label: z.string(), amount: z.number() });

/** What a trade-in request came to (stored with the lead; the page shows it). */
export const TradeInOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valued'),
    vehicle: TradeInVehicleSchema,
    market_value: money,
    adjustments: z.array(TradeInAdjustmentSchema),
    range: z.object({ low: money, high: money }),
    offer: money,
    /** When the visitor accepted the offer (ISO), or null. */
    accepted_at: z.string().nullable(),
  }),
  /** No online estimate (spec: 001 §2 FAQ): too old or too many kilometres; `vehicle` when the partner identified it. */
  z.object({ status: z.literal('refused'), reason: z.enum(['age', 'km']), vehicle: TradeInVehicleSchema.nullable() }),
  /** The partner failed or did not know the registration: the lead is stored, the dealer calls. */
  z.object({ status: z.literal('unavailable') }),
]);
export type TradeInOutcome = z.infer<typeof TradeInOutcomeSchema>;

/** `POST /api/trade-in` → 201, and `POST /api/trade-in/:leadId/accept` → 200. */
export const TradeInAnswerSchema = z.object({
  lead_id: z.string(),
  outcome: TradeInOutcomeSchema,
  /**
   * The link's token that lets this browser accept the offer without signing in (shared `trade-in/accept.ts`):
   * answered only to whoever asked for the valuation, and carried by the page that shows it.
   */
  accept_token: z.string().optional(),
});
export type TradeInAnswer = z.infer<typeof TradeInAnswerSchema>;

/**
 * `POST /api/trade-in/:leadId/accept`: the link's token, unless the shopper who asked is signed in. A JSON
 * body, or the page's plain form (its hidden field).
 */
export const TradeInAcceptRequestSchema = z.strictObject({ accept_token: z.string().max(200).optional() });
