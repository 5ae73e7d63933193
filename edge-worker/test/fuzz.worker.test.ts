import { env } from 'cloudflare:workers';
import {
  BrowserEventSchema,
  ContactQuerySchema,
  CreateCustomerRequestSchema,
  LeadSubmissionSchema,
  QuoteRequestSchema,
  RateLimitRequestSchema,
  RELEASE_REGISTRY_KEY,
  RevealPhoneSchema,
  SignInWithOtpRequestSchema,
  VerifyOtpRequestSchema,
  WatchlistRequestSchema,
} from '@forecourt/shared';
import { AccountDetailsSchema } from '@forecourt/shared/account/api';
import { MiscellaneousRequestSchema } from '@forecourt/shared/trade-in/miscellaneous';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FuzzInput, malformedBodies, malformedQueries, readAsTheApiWould } from './fuzz-cases';
import { gateway } from './http';
import { freshPhone, signIn, testGateway } from './identity-support';
import { CONTACT, LEAD_FUZZ, seedLeadFixtures } from './leads-support';
import { testRegistry } from './stand-ins/declarations';

// The API fuzz (issue 5): at least 2,000 malformed requests across the state-changing endpoints —
// leads, reveal phone, the identity/watchlist endpoints, the account details and the finance partner's
// calls (issue 24: bodies the one parser cannot read among them) — and every answer is 4xx JSON with an
// `error` naming the problem; none is 5xx. Seeded, so a run is repeatable; the seed and the case are
// printed on failure. The site (lead-fuzz) has budgets large enough that rate limits never answer,
// and every request carries a signed-in session, so the watchlist and contact check read their input
// instead of stopping at "sign in".

/** The signed-in visitor's phone, and their session cookie (set in beforeAll). */
const SIGNED_IN_PHONE = freshPhone();
let sessionCookie = '';

beforeAll(async () => {
  await seedLeadFixtures();
  // The finance endpoints are mfe-finance's, through the gateway's proxy (the registry names the remote).
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
  sessionCookie = await signIn(testGateway(), SIGNED_IN_PHONE, { tenant: LEAD_FUZZ });
});

/** One endpoint under fuzz: how it is called, one input it accepts, and the check of well-formedness. */
interface FuzzEndpoint {
  name: string;
  method: 'POST' | 'GET';
  path: string;
  /** A request body (POST) or query (GET) the endpoint accepts as well-formed. */
  valid: Record<string, unknown>;
  /** Whether an input the API could read is well-formed after all (then it is not counted as malformed). */
  accepts: (value: unknown) => boolean;
  /** A readable HTML form it refuses goes back to its page (303) instead of a 400 (the account details). */
  formsGoBack?: boolean;
}

const schemaAccepts = (schema: { safeParse(value: unknown): { success: boolean } }) => (value: unknown) =>
  schema.safeParse(value).success;

/** Every endpoint the fuzz covers. The identity engineer's routes are added to this one list. */
const ENDPOINTS: FuzzEndpoint[] = [
  {
    name: 'lead (enquiry)',
    method: 'POST',
    path: '/api/leads',
    valid: { form: 'enquiry', ...CONTACT, car_id: 9101, message: 'Still available?', dealership_slug: 'alpha-motors' },
    accepts: schemaAccepts(LeadSubmissionSchema),
  },
  {
    name: 'lead (finance)',
    method: 'POST',
    path: '/api/leads',
    valid: { form: 'finance', ...CONTACT, amount: 30_000, term: 5, selfAssessedCreditScore: 'GREAT', code: '123456' },
    accepts: schemaAccepts(LeadSubmissionSchema),
  },
  {
    name: 'reveal phone',
    method: 'POST',
    path: '/api/reveal-phone',
    valid: { car_id: 9101, dealership_id: 9001, website_id: LEAD_FUZZ.websiteId },
    accepts: schemaAccepts(RevealPhoneSchema),
  },
  {
    name: 'browser event',
    method: 'POST',
    path: '/api/events',
    valid: { event_id: 61, car_id: 9101 },
    accepts: schemaAccepts(BrowserEventSchema),
  },
  // The identity and watchlist endpoints (routes/identity.ts, routes/watchlist.ts).
  {
    name: 'sign-in code send',
    method: 'POST',
    path: '/api/auth/sign-in-with-otp',
    valid: {
      phone: '0412 345 678',
      options: {
        data: { first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com', dealership_slug: 'alpha-motors' },
      },
    },
    accepts: schemaAccepts(SignInWithOtpRequestSchema),
  },
  {
    name: 'verify code',
    method: 'POST',
    path: '/api/auth/verify-otp',
    valid: { phone: '0412 345 679', token: '123456', type: 'sms' },
    accepts: schemaAccepts(VerifyOtpRequestSchema),
  },
  {
    name: 'rate-limit check',
    method: 'POST',
    path: '/api/rate-limit',
    valid: { phone: '0412 345 678' },
    accepts: schemaAccepts(RateLimitRequestSchema),
  },
  {
    name: 'check if contact exists',
    method: 'GET',
    path: '/api/check-if-contact-exists',
    valid: { phone_number: SIGNED_IN_PHONE },
    accepts: schemaAccepts(ContactQuerySchema),
  },
  {
    name: 'watchlist save',
    method: 'POST',
    path: '/api/watchlist/save-car',
    valid: { phone_number: SIGNED_IN_PHONE, car_id: 9101 },
    accepts: schemaAccepts(WatchlistRequestSchema),
  },
  {
    name: 'watchlist remove',
    method: 'POST',
    path: '/api/watchlist/remove-car',
    valid: { phone_number: SIGNED_IN_PHONE, car_id: 9101 },
    accepts: schemaAccepts(WatchlistRequestSchema),
  },
  // The account details (routes/account.ts) and the finance partner's calls (mfe-finance's, through the proxy).
  {
    name: 'account details',
    method: 'POST',
    path: '/api/account/details',
    valid: { first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' },
    accepts: schemaAccepts(AccountDetailsSchema),
    formsGoBack: true,
  },
  {
    name: 'finance quote',
    method: 'POST',
    path: '/api/youx/quote',
    valid: { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022, whoIsHelping: 'Sam' },
    accepts: schemaAccepts(QuoteRequestSchema),
  },
  {
    name: 'finance customer',
    method: 'POST',
    path: '/api/youx/create-customer',
    // Another phone than the session's: a well-formed body is a 403 and never reaches the partner.
    valid: {
      data: {
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: 30_000,
        loanTerm: 5,
        phoneNumber: '0412000999',
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
      },
      additionalData: { category: 'Finance Enquiry' },
    },
    accepts: schemaAccepts(CreateCustomerRequestSchema),
  },
  // mfe-finance's valuation as miscellaneous data (spec: 000 §7). (mfe-offers is a stand-in here: its Spin to
  // Win's bad input is mfe-offers/test/spin-to-win.worker.test.ts's.)
  {
    name: 'miscellaneous valuation',
    method: 'POST',
    path: '/api/miscellaneous',
    valid: {
      column_name: 'valuation',
      name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      dealership_slug: 'alpha-motors',
      valuation: { year: 2019, make: 'Toyota', model: 'Corolla', low: 14_000, high: 16_500 },
    },
    accepts: schemaAccepts(MiscellaneousRequestSchema),
  },
];

/** At least this many malformed requests in all (issue 5). */
const MALFORMED_MIN = 2000;
const SEED = 20_261_122;
/** Runs per endpoint: enough that the malformed ones pass the minimum with room to spare. */
const RUNS_PER_ENDPOINT = Math.ceil((MALFORMED_MIN * 1.25) / ENDPOINTS.length);

function send(endpoint: FuzzEndpoint, input: FuzzInput): Promise<Response> {
  const host = `${LEAD_FUZZ.slug}.localhost`;
  const headers: Record<string, string> = { Origin: `http://${host}`, Cookie: sessionCookie };
  if (input.contentType !== null) headers['Content-Type'] = input.contentType;
  if (endpoint.method === 'GET') return gateway(`${endpoint.path}?${input.payload as string}`, { host, headers });
  const body = typeof input.payload === 'string' ? new TextEncoder().encode(input.payload) : input.payload;
  // A refused form that goes back to its page answers 303: judged as it is, not followed.
  return gateway(endpoint.path, { host, method: 'POST', headers, body, redirect: 'manual' });
}

function inputsFor(endpoint: FuzzEndpoint): fc.Arbitrary<FuzzInput> {
  return endpoint.method === 'GET'
    ? malformedQueries(endpoint.valid as Record<string, string>)
    : malformedBodies(endpoint.valid);
}

/** What the API reads of the input (null: nothing it can read). */
async function readInput(endpoint: FuzzEndpoint, input: FuzzInput): Promise<unknown | null> {
  return endpoint.method === 'GET'
    ? Object.fromEntries(new URLSearchParams(input.payload as string))
    : readAsTheApiWould(input);
}

/**
 * The failure, if any, of one answer: none is 5xx; a malformed input gets 4xx JSON whose error names the
 * problem (or, where the endpoint sends a refused HTML form back to its page, a 303 for a readable form).
 */
async function problemWith(res: Response, malformed: boolean, readableForm: boolean): Promise<string | null> {
  if (res.status >= 500) return `answered ${res.status}: ${await res.text()}`;
  if (!malformed || (readableForm && res.status === 303)) {
    await res.body?.cancel();
    return null;
  }
  if (res.status < 400) return `a malformed input was accepted with ${res.status}: ${await res.text()}`;
  if (!res.headers.get('content-type')?.startsWith('application/json')) {
    return `answered ${res.status} ${res.headers.get('content-type')}, not JSON`;
  }
  const body = (await res.json()) as { error?: unknown; issues?: unknown };
  if (
    typeof body.error !== 'string' ||
    body.error.length < 8 ||
    /^(Internal server error|Request failed)$/.test(body.error)
  ) {
    return `answered ${res.status} without an error naming the problem: ${JSON.stringify(body)}`;
  }
  if (body.issues !== undefined) {
    const issues = body.issues as { path?: unknown; message?: unknown }[];
    if (
      !Array.isArray(issues) ||
      issues.some((issue) => typeof issue.path !== 'string' || typeof issue.message !== 'string')
    ) {
      return `answered issues that do not name a field: ${JSON.stringify(body.issues)}`;
    }
    if (!issues.some((issue) => body.error?.toString().includes(String(issue.path)))) {
      return `the error does not name the field of any issue: ${JSON.stringify(body)}`;
    }
  }
  return null;
}

describe('API fuzz: malformed requests are 4xx JSON naming the problem, never 5xx', () => {
  const counted = { malformed: 0, wellFormed: 0 };

  for (const [index, endpoint] of ENDPOINTS.entries()) {
    it(`${endpoint.name}: ${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(inputsFor(endpoint), async (input) => {
          const read = await readInput(endpoint, input);
          // Well-formed after all: the API may then accept it or refuse it for its content.
          const malformed = read === null || !endpoint.accepts(read);
          const readableForm = !!endpoint.formsGoBack && read !== null && /form/.test(input.contentType ?? '');
          const problem = await problemWith(await send(endpoint, input), malformed, readableForm);
          if (problem) throw new Error(`${input.kind}: ${problem}`);
          if (malformed) counted.malformed += 1;
          else counted.wellFormed += 1;
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
    }, 60_000);
  }

  it(`sent at least ${MALFORMED_MIN} malformed requests, and nothing polluted a prototype`, () => {
    expect(counted.malformed).toBeGreaterThanOrEqual(MALFORMED_MIN);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
