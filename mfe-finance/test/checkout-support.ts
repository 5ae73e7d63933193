import { env } from 'cloudflare:workers';
import { signPayload } from '@forecourt/demo/simulators/payments/signature';
import type { TenantConfig, TenantConfigInput } from '@forecourt/shared';
import { SearchStateSchema } from '@forecourt/shared';
import type { Shopper } from '@forecourt/shared/server-kit/env';
import { DEALERSHIPS, insertCar, makeCar, makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { endReservations } from '../src/rpc/finance';
import { type FinanceSlice, newShopper, setPartnerOutage } from './finance-api';

// What the checkout Worker tests share (checkout.worker.test.ts, reservation-ends.worker.test.ts): reservable
// cars, shoppers, the reserve / confirm / webhook / dealer calls on the slice under test, the scheduled
// ending of reservations, and what D1, the payments simulator and search say afterwards. Each test file
// passes its own site and car ids.

const ALPHA = DEALERSHIPS[0] as (typeof DEALERSHIPS)[number];

/**
 * A site that reserves online on the alpha stock (its request budgets are the gateway's, not spent here).
 * @example const SITE = reservingSite('checkout-site', 611);
 */
export function reservingSite(
  slug: string,
  websiteId: number,
  reservations: TenantConfigInput['reservations'] = {},
): TenantConfig {
  return makeTenant({
    slug,
    websiteId,
    dealerships: ['alpha-motors'],
    stock: { level: 0 },
    features: { reserve: true },
    reservations,
  });
}

/** The payments simulator's test card that is paid. */
export const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

/** A request to the payments simulator at the slice's `PAYMENTS_API_URL`. */
export function payments(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, env.PAYMENTS_API_URL), init);
}

export const setPaymentsOutage = (outage: boolean) => setPartnerOutage(env.PAYMENTS_API_URL, outage);

/** The car's `reserved` flag in D1 (its document). */
export async function carReserved(id: number): Promise<boolean> {
  const row = await env.DB.prepare("SELECT json_extract(doc, '$.reserved') AS reserved FROM cars WHERE id = ?")
    .bind(id)
    .first<{ reserved: number }>();
  return row?.reserved === 1;
}

/** The reservation's row as D1 holds it. */
export async function reservationRow(reservationId: string) {
  const row = await env.DB.prepare('SELECT intent_id, status, expires_at FROM reservations WHERE id = ?')
    .bind(reservationId)
    .first<{ intent_id: string; status: string; expires_at: string | null }>();
  if (!row) throw new Error('no reservation');
  return row;
}

/** The partner's intent, as the payments simulator lists it. */
export async function partnerIntent(intentId: string): Promise<{ status: string } | undefined> {
  const { payment_intents } = (await (await payments('/v1/payment_intents?limit=200')).json()) as {
    payment_intents: { id: string; status: string }[];
  };
  return payment_intents.find((intent) => intent.id === intentId);
}

/** The checkout calls of one site on one slice. */
export interface CheckoutKit {
  /** A fresh reservable car (in stock, a payment processor, a $500 deposit unless told). */
  reservableCar(reserveAmount?: number): Promise<{ id: number; slug: string; name: string }>;
  /** A shopper the gateway verified (a user of the platform). */
  shopper(): Promise<Shopper>;
  reserve(shopper: Shopper | undefined, slug: string, key: string, site?: TenantConfig): Promise<Response>;
  confirm(shopper: Shopper, id: string): Promise<Response>;
  /** Posts a partner event about `intentId`, signed with `secret` (the slice's, unless told). */
  webhook(type: string, intentId: string, secret?: string): Promise<Response>;
  /** A dealer call (`/api/dealer/reservations…`) with the dealer key, unless told another. */
  dealer(path: string, options?: { method?: string; key?: string; site?: TenantConfig }): Promise<Response>;
  /** The scheduled ending of every site's reservations, as the gateway's cron asks it at `at` (epoch ms). */
  cron(at: number): Promise<number[]>;
  /** The car's search card's `reserved`, as the stock search answers it (its index rechecks D1 each time). */
  searchedReserved(car: { id: number; slug: string }): Promise<boolean | undefined>;
}

/**
 * The checkout calls of `site` on `slice()` (read when called, so a file may build its slice in beforeAll),
 * its cars numbered from `firstCarId` with slugs `<slugPrefix>-<id>`.
 * @example const kit = checkoutKit({ site: SITE, slice: () => slice, firstCarId: 9850, slugPrefix: 'reservable' });
 */
export function checkoutKit(options: {
  site: TenantConfig;
  slice: () => FinanceSlice;
  firstCarId: number;
  slugPrefix: string;
}): CheckoutKit {
  const { site, slice } = options;
  let nextCarId = options.firstCarId;
  return {
    async reservableCar(reserveAmount = 500) {
      nextCarId += 1;
      const car = makeCar({
        id: nextCarId,
        slug: `${options.slugPrefix}-${nextCarId}`,
        dealership: ALPHA,
        payment_processors: ['stripe'],
        reserveAmount,
      });
      await insertCar(env.DB, car).run();
      return { id: car.id, slug: car.slug, name: car.name };
    },
    shopper: newShopper,
    reserve(shopper, slug, key, tenant = site) {
      return slice().call(`/api/checkout/${slug}/reservations`, {
        method: 'POST',
        tenant,
        shopper,
        headers: { 'Idempotency-Key': key },
      });
    },
    confirm(shopper, id) {
      return slice().call(`/api/checkout/reservations/${id}/confirm`, {
        tenant: site,
        shopper,
        json: { card: GOOD_CARD },
      });
    },
    async webhook(type, intentId, secret = env.PAYMENTS_WEBHOOK_SECRET as string) {
      const event = {
        id: `evt_${crypto.randomUUID()}`,
        type,
        data: { object: { id: intentId, status: 'x', amount: 50_000, metadata: {} } },
      };
      // `call` sends JSON.stringify(event): the exact text signed here.
      const signature = await signPayload(secret, JSON.stringify(event), Math.floor(Date.now() / 1000));
      return slice().call('/api/webhooks/payments', {
        tenant: site,
        headers: { 'Payments-Signature': signature },
        json: event,
      });
    },
    dealer(path, { method = 'POST', key = env.DEALER_API_KEY as string, site: tenant = site } = {}) {
      return slice().call(`/api/dealer/reservations${path}`, {
        method,
        tenant,
        headers: { Authorization: `Bearer ${key}` },
      });
    },
    cron: (at) => endReservations(slice().rpc, at),
    async searchedReserved(car) {
      const { hits } = await env.MFE_SEARCH.searchStock(site.slug, SearchStateSchema.parse({ query: `S${car.id}` }));
      return hits.find((hit) => hit.slug === car.slug)?.reserved;
    },
  };
}
