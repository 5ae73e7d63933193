import { z } from 'zod';
import { TradeInLeadSchema } from '../leads/forms';
import { TRADE_IN_CONDITIONS } from './rules';

// POST /api/miscellaneous (spec: 000 §7 "POST /api/miscellaneous (one site) | Valuation data with column_name
// valuation"; 001 §7 the same, its answer "not shown"). Both documents list it beside the trade-in valuation,
// so it is the trade-in's: a site that values trade-ins elsewhere (the one site) sends the dealer the
// valuation the shopper already has, as miscellaneous data under a column name. Decided here: `valuation` is
// the only column the documents name, and a valuation is only worth sending with someone to call, so the
// body is the trade-in lead's fields (spec: 001 §2) with the column and its data; it is stored as a trade-in
// lead (the CRM hears of it through the outbox) with the data kept beside it, and no partner is asked.

/** The API's path. */
export const MISCELLANEOUS_API_PATH = '/api/miscellaneous';

/** The columns miscellaneous data may name (spec: 000 §7 "column_name valuation"). */
export const MISCELLANEOUS_COLUMNS = ['valuation'] as const;
export type MiscellaneousColumn = (typeof MISCELLANEOUS_COLUMNS)[number];

const dollars = z.number().nonnegative().max(10_000_000);

/** The valuation data: the car and what it was valued at. */
export const ValuationDataSchema = z
  .strictObject({
    year: z.number().int().min(1900).max(2100).optional(),
    make: z.string().trim().min(1).max(60).optional(),
    model: z.string().trim().min(1).max(60).optional(),
    km: z.number().int().min(0).max(2_000_000).optional(),
    condition: z.enum(TRADE_IN_CONDITIONS).optional(),
    low: dollars,
    high: dollars,
    offer: dollars.optional(),
  })
  .refine((data) => data.low <= data.high, { message: 'Expected low to be at most high.', path: ['high'] });
export type ValuationData = z.infer<typeof ValuationDataSchema>;

/**
 * `POST /api/miscellaneous`: the trade-in lead's fields (its `form` implied), the column and its data.
 * @example MiscellaneousRequestSchema.parse({ column_name: 'valuation', name, last_name, email, phone, postcode,
 *   Rego: 'ABC123', regoState: 'QLD', valuation: { year: 2019, make: 'Toyota', model: 'Corolla', low: 14000, high: 16500 } })
 */
export const MiscellaneousRequestSchema = TradeInLeadSchema.omit({ form: true }).extend({
  column_name: z.enum(MISCELLANEOUS_COLUMNS, { error: `Expected one of ${MISCELLANEOUS_COLUMNS.join(', ')}.` }),
  valuation: ValuationDataSchema,
});
export type MiscellaneousRequest = z.infer<typeof MiscellaneousRequestSchema>;

/**
 * The message the dealer's trade-in lead carries: the valuation in words, then anything the shopper wrote.
 * @example valuationMessage({ year: 2019, make: 'Toyota', model: 'Corolla', low: 14000, high: 16500 }) // "Valuation: 2019 Toyota Corolla, $14,000–$16,500"
 */
export function valuationMessage(data: ValuationData, message?: string): string {
  const money = (value: number) => `$${Math.round(value).toLocaleString('en-AU')}`;
  const car = [data.year, data.make, data.model].filter((part) => part !== undefined).join(' ');
  const parts = [car, `${money(data.low)}–${money(data.high)}`];
  if (data.offer !== undefined) parts.push(`offer ${money(data.offer)}`);
  if (data.km !== undefined) parts.push(`${data.km.toLocaleString('en-AU')} km`);
  const line = `Valuation: ${parts.filter(Boolean).join(', ')}`;
  return message ? `${line}\n\n${message}` : line;
}
