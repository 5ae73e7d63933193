import {
  type CreateCustomerRequest,
  type FinanceQuote,
  FinanceQuoteSchema,
  type QuoteRequest,
} from '@forecourt/shared';
import { z } from 'zod';
import type { Env } from '../../env';
import { callPartner, partnerUrl } from '../partner-http';

// The finance partner (quick quotes and customers, spec: 001 §7 "/api/youx/quote", "/api/youx/create-customer"),
// reached only through this adapter: a base URL (`FINANCE_API_URL`) and plain fetch.
//
//   POST {FINANCE_API_URL}/v1/quotes     { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic }
//     → 200 { weeklyRepaymentAmount, advertisedRate, comparisonRate, … }
//   POST {FINANCE_API_URL}/v1/customers  { firstName, lastName, email, phoneNumber, postCode, subscribe, …loan, reference }
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

/** The outcome of a quote. */
export type QuoteResult = { kind: 'quoted'; quote: FinanceQuote } | { kind: 'failed'; error: string };

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
  /** Hands the customer over; `reference` is the site's own (its lead id when there is one). Never throws. */
  createCustomer(request: CreateCustomerRequest['data'], reference: string): Promise<CustomerResult>;
}

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

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
      if (answer.kind === 'ok') return { kind: 'quoted', quote: answer.data };
      return {
        kind: 'failed',
        error: answer.kind === 'status' ? `finance partner answered ${answer.status}` : answer.error,
      };
    },
    async createCustomer(data, reference) {
      const answer = await post(
        'v1/customers',
        { ...data, reference },
        CustomerAnswerSchema,
        FINANCE_CUSTOMER_TIMEOUT_MS,
      );
      if (answer.kind === 'status') return { kind: 'failed', error: `finance partner answered ${answer.status}` };
      if (answer.kind === 'failed') return answer;
      const redirect = RedirectUrlSchema.safeParse(answer.data.redirectUrl);
      if (!redirect.success) return { kind: 'no-redirect', error: 'finance partner answered no redirect URL' };
      return { kind: 'created', customerId: answer.data.customerId, redirectUrl: redirect.data };
    },
  };
}

/**
 * The finance adapter for the gateway's bindings.
 *
 * @example await financeClientFor(c.env).quote(request);
 */
export function financeClientFor(env: Pick<Env, 'FINANCE_API_URL'>): FinanceClient {
  return createFinanceClient({ baseUrl: env.FINANCE_API_URL });
}
