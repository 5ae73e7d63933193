import {
  CreateCustomerRequestSchema,
  CUSTOMER_OR_REDIRECT_FAILED,
  NOT_YOUR_PHONE,
  QuoteRequestSchema,
  SIGN_IN_REQUIRED,
  YOUX_CREATE_CUSTOMER_FAILED,
  YOUX_QUICK_QUOTE_FAILED,
} from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { requestBody } from '@forecourt/shared/server-kit/request-body';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { type Context, Hono } from 'hono';
import type { FinanceBindings } from '../bindings';
import { financeClientFor } from '../partners/finance';

// The finance partner's calls of spec: 001 §7, mounted under /api/youx:
//   POST /api/youx/quote            { selfAssessedCreditScore, purchasePrice, loanTerm, year?, vin?, nvic?, whoIsHelping? }
//                                   200 { weeklyRepaymentAmount, advertisedRate, comparisonRate } | 400 | 429 | 502 'Failed to get YouX quick quote'
//   POST /api/youx/create-customer  { data: {…}, additionalData: {…} }
//                                   200 { redirectUrl } | 400 | 401/403 (the phone is not verified by this visitor) | 429
//                                   | 502 'Failed to create YouX customer' | 502 'Failed to create customer or no redirect URL received.'
// The customer's phone must be the one this visitor verified (spec: 001 §6 "Finance submission requires a
// verified phone"): the page checks the code first (POST /api/auth/verify-otp signs them in), then
// creates the customer and the lead in parallel (spec: 001 §4). Each call costs the partner a request: the
// shopper's `partners` budget, spent by the gateway before it passes the call on (remote.ts).

type FinanceEnv = SliceEnv<FinanceBindings>;

function logFailure(c: Context<FinanceEnv>, message: string, error: string): void {
  console.error(JSON.stringify({ level: 'error', message, requestId: c.get('requestId'), error }));
}

/**
 * `/api/youx`, mounted with `app.route('/api/youx', finance)`.
 *
 * @example POST /api/youx/quote {"selfAssessedCreditScore":"GREAT","purchasePrice":30000,"loanTerm":5} → 200 { weeklyRepaymentAmount: 129.5, … }
 */
export const finance = new Hono<FinanceEnv>();

finance.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

finance.post('/quote', requestBody(QuoteRequestSchema), async (c) => {
  const result = await financeClientFor(c.env).quote(c.req.valid('json'));
  if (result.kind === 'quoted') return c.json(result.quote);
  logFailure(c, YOUX_QUICK_QUOTE_FAILED, result.error);
  return apiError(c, 502, YOUX_QUICK_QUOTE_FAILED);
});

finance.post('/create-customer', requestBody(CreateCustomerRequestSchema), async (c) => {
  const customer = c.req.valid('json');
  const session = c.get('session');
  if (!session) return apiError(c, 401, SIGN_IN_REQUIRED);
  if (session.phone !== customer.data.phoneNumber) return apiError(c, 403, NOT_YOUR_PHONE);
  // The partner gets what the site adds as well (the car, the dealership, the lead's attributes: spec 001 §7).
  const result = await financeClientFor(c.env).createCustomer(customer, c.get('requestId'));
  switch (result.kind) {
    case 'created':
      return c.json({ redirectUrl: result.redirectUrl });
    case 'no-redirect':
      logFailure(c, CUSTOMER_OR_REDIRECT_FAILED, result.error);
      return apiError(c, 502, CUSTOMER_OR_REDIRECT_FAILED);
    case 'failed':
      logFailure(c, YOUX_CREATE_CUSTOMER_FAILED, result.error);
      return apiError(c, 502, YOUX_CREATE_CUSTOMER_FAILED);
  }
});
