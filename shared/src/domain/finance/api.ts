import { z } from 'zod';
import { FinanceQuoteSchema } from '../schemas/car';
import { CREDIT_HISTORY_OPTIONS } from './quick-quote';

// The finance calls of spec: 001 §7 as the browser makes them to the gateway: `POST /api/youx/quote`
// (debounced 500 ms) and `POST /api/youx/create-customer`, checked with these schemas at the gateway.

const creditIds = CREDIT_HISTORY_OPTIONS.map((option) => option.id) as ['GREAT', 'DECENT', 'POOR'];
const shortText = (max: number) => z.string().trim().max(max);

/** `POST /api/youx/quote` (spec: 001 §7). Year, vin and nvic name the car when there is one. */
export const QuoteRequestSchema = z.strictObject({
  selfAssessedCreditScore: z.enum(creditIds),
  purchasePrice: z.number().int().min(1_000).max(250_000),
  loanTerm: z.number().int().min(1).max(7),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  vin: shortText(17).nullable().optional(),
  nvic: shortText(40).nullable().optional(),
  whoIsHelping: shortText(100).nullable().optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** Its answer: the quote response of spec: 001 §3. */
export const QuoteResponseSchema = FinanceQuoteSchema;

/** `data` of create-customer (spec: 001 §7). */
export const CreateCustomerDataSchema = z.strictObject({
  nvic: shortText(40).nullable().optional(),
  vin: shortText(17).nullable().optional(),
  selfAssessedCreditScore: z.enum(creditIds),
  purchasePrice: z.number().int().min(1_000).max(250_000),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  loanTerm: z.number().int().min(1).max(7),
  phoneNumber: z.string().regex(/^0\d{9}$/, 'Expected an Australian phone number of 10 digits.'),
  firstName: shortText(100).min(1),
  lastName: shortText(100).min(1),
  email: z.email().max(200),
  subscribe: z.boolean().default(false),
  postCode: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .optional(),
});

/** `POST /api/youx/create-customer` (spec: 001 §7): the partner's data and what the site adds. */
export const CreateCustomerRequestSchema = z.strictObject({
  data: CreateCustomerDataSchema,
  additionalData: z
    .object({
      car_id: z.number().int().positive().nullable().optional(),
      vin: shortText(17).nullable().optional(),
      dealership_slug: shortText(100).nullable().optional(),
      car_type: shortText(20).nullable().optional(),
      category: shortText(100).optional(),
      lead_attributes: z
        .object({
          visited_pages: z.array(shortText(300)).max(50).default([]),
          linked_query_params: z.record(z.string(), shortText(300)).default({}),
        })
        .optional(),
    })
    .default({}),
});
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequestSchema>;

/** Its answer: where the visitor continues with the partner. */
export const CreateCustomerResponseSchema = z.object({ redirectUrl: z.url({ protocol: /^https?$/ }) });
export type CreateCustomerResponse = z.infer<typeof CreateCustomerResponseSchema>;
