import {
  type CreateCustomerRequest,
  type FinanceLender,
  FinanceLenderSchema,
  type FinanceQuote,
  FinanceQuoteSchema,
  type QuoteRequest,
} from '@forecourt/shared';
import { callPartner, partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import { z } from 'zod';
import type { FinancePartnerBindings } from '../bindings';

// The finance partner (quick quotes and customers, spec: 001 §7 "/api/youx/quote", "/api/youx/create-customer"),
// reached only through this adapter: a base URL (`FINANCE_API_URL`) and plain fetch.
//
//   POST {FINANCE_API_URL}/v1/quotes     { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic }
//     → 200 { weeklyRepaymentAmount, advertisedRate, comparisonRate, … }
//   POST {FINANCE_API_URL}/v1/lenders    the same body → 200 { lenders: [{ financeProvider, interestRate, comparisonRate, …, disclaimer }] }
//   POST {FINANCE_API_URL}/v1/customers  { firstName, lastName, email, phoneNumber, postCode, subscribe, …loan, reference,
//                                          additionalData: { car_id, vin, dealership_slug, car_type, category, lead_attributes } }
//     → 201 { customerId, redirectUrl }
//
// Answers are checked with zod; anything else (other status, garbled body, timeout) is a failure.

/** Platform: the quick quote is shown while the visitor types, so it must be quick or nothing. */
export const FINANCE_QUOTE_TIMEOUT_MS = 3000;
/** Platform: handing over the customer is the visitor's submit; it may take a little longer. */
export const FINANCE_CUSTOMER_TIMEOUT_MS = 8000;

// The redirect is checked apart: a customer created without one is its own message (spec: 001 §8).
const CustomerAnswerSchema = z.object({ customerId: z.string().min(1).max(200), redirectUrl: z.unknown().optional() });
const RedirectUrlSchema = z.url({ protocol: /^https?$/ });

/** A panel far longer than any broker's is not one. */
const LendersAnswerSchema = z.object({ lenders: z.array(FinanceLenderSchema).max(50) });

/** The outcome of a quote. */
export type QuoteResult = { kind: 'quoted'; quote: FinanceQuote } | { kind: 'failed'; error: string };

/** The outcome of asking for the lenders' figures. */
export type LendersResult = { kind: 'listed'; lenders: FinanceLender[] } | { kind: 'failed'; error: string };

/** The outcome of handing a customer over. */
export type CustomerResult =
  | { kind: 'created'; customerId: string; redirectUrl: string }
  /** The partner answered without a usable redirect URL. */
  | { kind: 'no-redirect'; error: string }
  | { kind: 'failed'; error: string };

/** Options of {@link createFinanceClient}. */
export interface FinanceClientOptions {
  /** `FINANCE_API_URL`. Missing or not a URL → every call fails. */
  baseUrl: string | undefined;
  fetch?: typeof fetch;
}

/** The finance partner's adapter. */
export interface FinanceClient {
  /** A quick quote; never throws. */
  quote(request: QuoteRequest): Promise<QuoteResult>;
  /** Each lender's figures and disclaimer for the same loan (spec: 001 §3 "Finance lender"); never throws. */
  lenders(request: QuoteRequest): Promise<LendersResult>;
  /**
   * Hands the customer over with what the site adds (the car, the dealership, the lead's attributes: spec 001 §7);
   * `reference` is the site's own (its lead id when there is one). Never throws.
   */
  createCustomer(request: CreateCustomerRequest, reference: string): Promise<CustomerResult>;
}

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** A call that got no contract answer, as the failure it is. */
function failure(answer: { kind: 'status'; status: number } | { kind: 'failed'; error: string }) {
  return {
    kind: 'failed',
    error: answer.kind === 'status' ? `finance partner answered ${answer.status}` : answer.error,
  } as const;
}

/**
 * Makes the finance adapter.
 *
 * @example const result = await createFinanceClient({ baseUrl: env.FINANCE_API_URL }).quote(request);
 */
export function createFinanceClient(options: FinanceClientOptions): FinanceClient {
  const post = <T>(path: string, body: unknown, schema: z.ZodType<T>, timeoutMs: number) => {
    const url = partnerUrl(options.baseUrl, path);
    if (!url)
      return Promise.resolve({ kind: 'failed', error: `FINANCE_API_URL is not a URL: ${options.baseUrl}` } as const);
    return callPartner(
      url,
      { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) },
      { partner: 'finance partner', schema, timeoutMs, fetch: options.fetch },
    );
  };
  return {
    async quote(request) {
      const answer = await post('v1/quotes', request, FinanceQuoteSchema, FINANCE_QUOTE_TIMEOUT_MS);
      return answer.kind === 'ok' ? { kind: 'quoted', quote: answer.data } : failure(answer);
    },
    async lenders(request) {
      const answer = await post('v1/lenders', request, LendersAnswerSchema, FINANCE_QUOTE_TIMEOUT_MS);
      return answer.kind === 'ok' ? { kind: 'listed', lenders: answer.data.lenders } : failure(answer);
    },
    async createCustomer({ data, additionalData }, reference) {
      const answer = await post(
        'v1/customers',
        { ...data, reference, additionalData },
        CustomerAnswerSchema,
        FINANCE_CUSTOMER_TIMEOUT_MS,
      );
      if (answer.kind !== 'ok') return failure(answer);
      const redirect = RedirectUrlSchema.safeParse(answer.data.redirectUrl);
      if (!redirect.success) return { kind: 'no-redirect', error: 'finance partner answered no redirect URL' };
      return { kind: 'created', customerId: answer.data.customerId, redirectUrl: redirect.data };
    },
  };
}

/**
 * The finance adapter for the Worker's bindings.
 *
 * @example await financeClientFor(c.env).quote(request);
 */
export function financeClientFor(env: Pick<FinancePartnerBindings, 'FINANCE_API_URL'>): FinanceClient {
  return createFinanceClient({ baseUrl: env.FINANCE_API_URL });
}
