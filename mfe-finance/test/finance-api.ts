import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Car, TenantConfig } from '@forecourt/shared';
import { FragmentRequestSchema } from '@forecourt/shared/fragment/contract';
import type { FragmentContext } from '@forecourt/shared/remote-kit';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import type { Shopper } from '@forecourt/shared/server-kit/env';
import { withSliceContext } from '@forecourt/shared/server-kit/slice-api';
import { type TestClock, testClock } from '@forecourt/shared/server-kit/testing/clock';
import { createApi } from '../src/api';
import type { FinanceBindings } from '../src/bindings';
import { createFinanceIsolate } from '../src/isolate';
import type { FinanceRpcSources } from '../src/rpc/finance';

// How mfe-finance's Worker tests call the slice in-process, as the gateway's proxy and RPC do: its API app
// with the gateway's word (the site's slug, the verified shopper, a request id) as the proxy passes it, and
// its RPC's functions, both on a clock the test moves (no real 15-minute waits). The shoppers are real users
// of the platform (a trade-in's maker is found by phone), made here as a sign-in would make them.

export { type TestClock, testClock } from '@forecourt/shared/server-kit/testing/clock';

/** One API request as a browser on the site sends it through the gateway. */
export interface CallOptions {
  tenant: TenantConfig;
  method?: string;
  /** The shopper the gateway verified from the session cookie; default: signed out. */
  shopper?: Shopper | null;
  json?: unknown;
  /** HTML form fields (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The slice on a test clock: its API and its RPC. */
export interface FinanceSlice {
  clock: TestClock;
  call(path: string, options: CallOptions): Promise<Response>;
  /** The RPC's sources on the same clock (rpc/finance.ts functions take them). */
  rpc: FinanceRpcSources;
}

/**
 * mfe-finance's API and RPC on `clock`, called in-process; each call waits for the work it left running
 * (search pushes, the lead's first delivery), so a test reads what it did.
 * @example const { call, clock } = financeSlice(); await call('/api/checkout/…', { tenant, shopper, method: 'POST' });
 */
export function financeSlice(clock = testClock()): FinanceSlice {
  const api = createApi({ now: () => clock.now });
  return {
    clock,
    async call(path, options) {
      const headers = new Headers(options.headers);
      let body: BodyInit | undefined;
      if (options.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers.set('Content-Type', 'application/x-www-form-urlencoded');
        body = new URLSearchParams(options.form).toString();
      }
      const method = options.method ?? (body === undefined ? 'GET' : 'POST');
      const request = new Request(`http://${options.tenant.slug}.localhost${path}`, { method, headers, body });
      const context = { tenant: options.tenant.slug, shopper: options.shopper ?? null, requestId: 'test' };
      const ctx = createExecutionContext();
      const response = await api.fetch(withSliceContext(request, context), env, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
    rpc: {
      env,
      isolate: createFinanceIsolate(),
      waitUntil: () => {},
      now: () => new Date(clock.now),
    },
  };
}

let serial = 0;
const run = Math.floor(Math.random() * 900) + 100;

/**
 * A shopper no other test uses, with the user row a verified sign-in makes (national digits, '0413…').
 * @example const shopper = await newShopper(); await call(path, { tenant, shopper });
 */
export async function newShopper(): Promise<Shopper> {
  serial += 1;
  const phone = `0413${String(run).padStart(3, '0')}${String(serial % 1000).padStart(3, '0')}`;
  const row = await env.DB.prepare(
    `INSERT INTO users (phone, created_at, updated_at, verified_at) VALUES (?1, ?2, ?2, ?2)
       ON CONFLICT(phone) DO UPDATE SET updated_at = excluded.updated_at RETURNING id`,
  )
    .bind(phone, Date.now())
    .first<{ id: number }>();
  if (!row) throw new Error(`no user for ${phone}`);
  return { userId: row.id, phone };
}

/** The body of a JSON response, typed loosely for assertions. */
export async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

/**
 * Turns a partner simulator's outage on or off, given the var that points at it.
 * @example await setPartnerOutage(env.PAYMENTS_API_URL, true);
 */
export async function setPartnerOutage(baseUrl: string | undefined, outage: boolean): Promise<void> {
  const res = await fetch(new URL('/control', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outage }),
  });
  if (!res.ok) throw new Error(`simulator control at ${baseUrl} answered ${res.status}`);
}

/**
 * What a fragment's loader is given for a page of `tenant` (the fragment Worker's context, with the Worker
 * tests' bindings): to call a loader as the fragment does.
 * @example await checkoutPageLoader()(loaderContext(SITE), slug)
 */
export function loaderContext(
  tenant: TenantConfig,
  page: { params?: Record<string, string>; query?: Record<string, string> } = {},
): FragmentContext<FinanceBindings> {
  const request = FragmentRequestSchema.parse({
    params: {},
    ...page,
    tenant: { slug: tenant.slug, host: `${tenant.slug}.localhost`, websiteId: tenant.websiteId },
    islandId: 'fc-test',
  });
  const release = {
    name: 'mfe_finance',
    version: '0.0.0-test',
    channel: 'stable' as const,
    manifestUrl: '/_mf/mfe_finance/0.0.0-test/mf-manifest.json',
    stylesheets: [],
    builtAt: '2026-11-22T00:00:00.000Z',
  };
  return { request, env, release, requestId: 'test', site: async () => tenant, waitUntil: () => {} };
}

/**
 * A car of the site, as a page reads it (the server kit's visibility rule); throws for one it does not show.
 * @example const car = await siteCar(SITE, 'ending-9901');
 */
export async function siteCar(tenant: TenantConfig, slug: string): Promise<Car> {
  const car = await findVisibleCar(env.DB, tenant, slug, new Date());
  if (!car) throw new Error(`${tenant.slug} does not show ${slug}`);
  return car;
}
