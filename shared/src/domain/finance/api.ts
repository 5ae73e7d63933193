import { z } from 'zod';
import { plainText } from '../leads/fields';
import { FinanceQuoteSchema } from '../schemas/car';
import { CREDIT_HISTORY_OPTIONS } from './quick-quote';

// The finance calls of spec: 001 §7 as the browser makes them to the gateway: `POST /api/youx/quote`
// (debounced 500 ms) and `POST /api/youx/create-customer`, checked with these schemas at the gateway.
// Their text goes on to the finance partner, which stores it: every text field is plain text (issue 24
// item 7, leads/plain-text.ts), like a lead's.

const creditIds = CREDIT_HISTORY_OPTIONS.map((option) => option.id) as ['GREAT', 'DECENT', 'POOR'];
/** A query parameter's name as the page saw it (platform). */
const QUERY_PARAM_NAME_MAX = 100;

/** `POST /api/youx/quote` (spec: 001 §7). Year, vin and nvic name the car when there is one. */
export const QuoteRequestSchema = z.strictObject({
  selfAssessedCreditScore: z.enum(creditIds),
  purchasePrice: z.number().int().min(1_000).max(250_000),
  loanTerm: z.number().int().min(1).max(7),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  vin: plainText(17).nullable().optional(),
  nvic: plainText(40).nullable().optional(),
  whoIsHelping: plainText(100).nullable().optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** Its answer: the quote response of spec: 001 §3. */
export const QuoteResponseSchema = FinanceQuoteSchema;

/** `data` of create-customer (spec: 001 §7). */
export const CreateCustomerDataSchema = z.strictObject({
  nvic: plainText(40).nullable().optional(),
  vin: plainText(17).nullable().optional(),
  selfAssessedCreditScore: z.enum(creditIds),
  purchasePrice: z.number().int().min(1_000).max(250_000),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  loanTerm: z.number().int().min(1).max(7),
  phoneNumber: z.string().regex(/^0\d{9}$/, 'Expected an Australian phone number of 10 digits.'),
  firstName: plainText(100).min(1),
  lastName: plainText(100).min(1),
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
      vin: plainText(17).nullable().optional(),
      dealership_slug: plainText(100).nullable().optional(),
      car_type: plainText(20).nullable().optional(),
      category: plainText(100).optional(),
      lead_attributes: z
        .object({
          visited_pages: z.array(plainText(300)).max(50).default([]),
          linked_query_params: z.record(plainText(QUERY_PARAM_NAME_MAX), plainText(300)).default({}),
        })
        .optional(),
    })
    .default({}),
});
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequestSchema>;

/** Its answer: where the visitor continues with the partner. */
export const CreateCustomerResponseSchema = z.object({ redirectUrl: z.url({ protocol: /^https?$/ }) });
export type CreateCustomerResponse = z.infer<typeof CreateCustomerResponseSchema>;
