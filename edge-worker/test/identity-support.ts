import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { type Car, internationalFromNational, SESSION_COOKIE_NAME, type TenantConfig } from '@forecourt/shared';
import { type TestClock, testClock } from '@forecourt/shared/server-kit/testing/clock';
import {
  type FixtureDealership,
  fixtureStatements,
  locationsFor,
  makeTenant,
  seedFixtures,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { type AppOptions, createApp } from '../src/index';
import { readOutbox } from './simulators';

// Shared by the identity, session, gating and watchlist Worker tests: their own sites, a gateway app
// on a clock the test moves (no real 5-minute waits), a cookie jar, fresh phone numbers and clients,
// and the sign-in journey through the SMS simulator's outbox.

/** A dealership only these tests' site has, for cars the tests change (other sites never see them). */
export const ID_DEALER: FixtureDealership = { id: 9650, slug: 'id-test-dealer', name: 'Identity Test Dealer' };

/** A group site on the alpha dealerships and its own, with the watchlist, finance, trade-in and reserving on and gates of its own. */
export const ID_SITE = makeTenant({
  slug: 'id-site',
  name: 'Identity Test Motors',
  websiteId: 601,
  hostnames: ['id-site.example.com'],
  dealerships: ['alpha-motors', 'alpha-used', ID_DEALER.slug],
  stock: { level: 3 },
  soldVisibleDays: 3,
  features: { watchlist: true, finance: true, tradeIn: true, reserve: true, spinToWin: true },
  spinToWin: { prizes: [{ label: 'Fuel card' }, { label: 'Cap' }] },
  gatedRoutes: ['/cars/*/checkout', '/mytestgarage', '/spin-to-win'],
});

/** Another site (bravo's stock), for isolation: its cars, codes and sessions are not ID_SITE's. */
export const ID_OTHER = makeTenant({
  slug: 'id-other',
  name: 'Other Test Cars',
  websiteId: 602,
  hostnames: ['id-other.example.com'],
  dealerships: ['bravo-nissan'],
  stock: { level: 0 },
  features: { watchlist: true },
});

/** A site with the watchlist off. */
export const ID_NO_WATCHLIST = makeTenant({
  slug: 'id-no-watchlist',
  websiteId: 603,
  hostnames: ['id-no-watchlist.example.com'],
  dealerships: ['alpha-motors'],
});

/** The host that names a site in the tests (`<slug>.localhost`, resolved without KV host lookups). */
export const hostOf = (tenant: TenantConfig) => `${tenant.slug}.localhost`;

/**
 * Loads the fixture stock, these sites' configs, and `cars` of {@link ID_DEALER}.
 *
 * @example beforeAll(() => seedIdentitySites([makeCar({ id: 9651, slug: 'x', dealership: ID_DEALER })]));
 */
export async function seedIdentitySites(cars: Car[] = []): Promise<void> {
  await seedFixtures(env);
  await env.DB.batch(fixtureStatements(env.DB, cars, [ID_DEALER], locationsFor([ID_DEALER])));
  await Promise.all(
    [ID_SITE, ID_OTHER, ID_NO_WATCHLIST].map((tenant) =>
      env.TENANTS.put(`tenant:${tenant.slug}`, JSON.stringify(tenant)),
    ),
  );
}

// The clock the app built by {@link testGateway} reads.
export { type TestClock, testClock } from '@forecourt/shared/server-kit/testing/clock';

let serial = 0;
const run = Math.floor(Math.random() * 900) + 100;

/**
 * A phone no other test uses: national digits, '0412…' (a valid Australian mobile range).
 *
 * @example const phone = freshPhone(); // '0412734001'
 */
export function freshPhone(): string {
  serial += 1;
  return `0412${String(run).padStart(3, '0')}${String(serial % 1000).padStart(3, '0')}`;
}

/** A client address no other test uses, so the per-client KV budgets start empty. */
export function freshClient(): string {
  serial += 1;
  return `198.51.${run % 256}.${serial % 256}-${serial}`;
}

/** One request to the test gateway. */
export interface CallOptions {
  method?: string;
  /** A JSON body (fetch-style). */
  json?: unknown;
  /** HTML form fields (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A body sent as it is, with the `Content-Type` the headers give (none unless they do). */
  raw?: string;
  headers?: Record<string, string>;
  /** Sent as the `Cookie` header. */
  cookie?: string;
  tenant?: TenantConfig;
  /** The client address (`CF-Connecting-IP`). */
  client?: string;
}

/** A gateway app on a test clock, and how to call it. */
export interface TestGateway {
  clock: TestClock;
  call(path: string, options?: CallOptions): Promise<Response>;
}

/**
 * The gateway app built with the test clock (createApp's `now`) and `options`, called like the Worker is.
 *
 * @example const { clock, call } = testGateway(); const res = await call('/api/session');
 */
export function testGateway(clock = testClock(), options: Omit<AppOptions, 'now'> = {}): TestGateway {
  const app = createApp({ ...options, now: () => clock.now });
  return {
    clock,
    call(path, options = {}) {
      const headers = new Headers(options.headers);
      let body: BodyInit | undefined;
      if (options.raw !== undefined) {
        // Bytes, so that no Content-Type is added for a string body.
        body = new TextEncoder().encode(options.raw);
      } else if (options.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers.set('Content-Type', 'application/x-www-form-urlencoded');
        body = new URLSearchParams(options.form).toString();
      }
      if (options.cookie) headers.set('Cookie', options.cookie);
      headers.set('CF-Connecting-IP', options.client ?? 'identity-tests');
      const method = options.method ?? (body === undefined ? 'GET' : 'POST');
      const url = `http://${hostOf(options.tenant ?? ID_SITE)}${path}`;
      const request = new Request(url, { method, headers, body });
      return Promise.resolve(app.fetch(request, env, createExecutionContext()));
    },
  };
}

/**
 * The `name=value` of the session cookie a response sets (for a `Cookie` header), or null.
 *
 * @example const cookie = sessionCookieOf(res);
 */
export function sessionCookieOf(res: Response): string | null {
  const set = res.headers.getSetCookie().find((line) => line.startsWith(`__Host-${SESSION_COOKIE_NAME}=`));
  return set ? (set.split(';')[0] as string) : null;
}

/**
 * The last code the SMS simulator received for a phone (national digits).
 *
 * @example const code = await latestCode('0412345678');
 */
export async function latestCode(phone: string): Promise<string> {
  const [latest] = await readOutbox(internationalFromNational(phone));
  if (!latest?.code) throw new Error(`no code was sent to ${phone}`);
  return latest.code;
}

/** Asks for a code for the phone on a site; returns the response. */
export function sendCode(
  gateway: TestGateway,
  phone: string,
  options: Omit<CallOptions, 'json'> & { json?: object } = {},
) {
  return gateway.call('/api/auth/sign-in-with-otp', {
    ...options,
    json: { phone, ...options.json },
    client: options.client ?? freshClient(),
  });
}

/** Checks a code for the phone on a site; returns the response. */
export function verifyCode(gateway: TestGateway, phone: string, token: string, options: CallOptions = {}) {
  return gateway.call('/api/auth/verify-otp', { ...options, json: { phone, token, type: 'sms' } });
}

/**
 * The whole sign-in: a code sent, read from the outbox and verified; returns the session cookie.
 *
 * @example const cookie = await signIn(gateway, phone);
 */
export async function signIn(
  gateway: TestGateway,
  phone: string,
  options: { tenant?: TenantConfig; details?: Record<string, string> } = {},
): Promise<string> {
  const sent = await sendCode(gateway, phone, {
    tenant: options.tenant,
    json: { options: { data: options.details ?? {} } },
  });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status} ${await sent.text()}`);
  const verified = await verifyCode(gateway, phone, await latestCode(phone), { tenant: options.tenant });
  const cookie = sessionCookieOf(verified);
  if (verified.status !== 200 || !cookie) throw new Error(`not signed in: ${verified.status} ${await verified.text()}`);
  return cookie;
}
