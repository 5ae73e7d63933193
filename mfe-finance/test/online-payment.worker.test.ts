import { env } from 'cloudflare:workers';
import { type FragmentResponse, FragmentResponseSchema } from '@forecourt/shared';
import { reservationEndText } from '@forecourt/shared/checkout/expiry';
import { RESERVATION_STATUS_LABELS } from '@forecourt/shared/checkout/rules';
import type { Shopper } from '@forecourt/shared/server-kit/env';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../src/app';
import type { FinanceBindings } from '../src/bindings';
import { onlinePaymentsLoader, reservationReceiptLoader } from '../src/loaders/online-payment';
import { checkoutKit, reservingSite } from './checkout-support';
import { type FinanceSlice, financeSlice, json } from './finance-api';

// The payments pages (spec: 001 §6 "/online-payment"; issue 17 "a receipt page"; issue 24 item 2), this slice's
// since they left the gateway: the OnlinePayments and ReservationReceipt fragments on their real loaders, D1 and
// the slice's clock, told the shopper as the gateway tells them (its `shopper` pages: edge-worker/test/
// online-payment.worker.test.ts). The reservations are made as a browser makes them, through the API.

const SITE = reservingSite('online-paying', 618);

let slice: FinanceSlice;
const { reservableCar, shopper, reserve } = checkoutKit({
  site: SITE,
  slice: () => slice,
  firstCarId: 9760,
  slugPrefix: 'paying',
});

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
  slice = financeSlice();
});

// The Worker test files share one D1: this file's cars must not show up in other files' stock (the sitemap's).
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM reservations WHERE car_id IN (SELECT id FROM cars WHERE slug LIKE 'paying-%')"),
    env.DB.prepare("DELETE FROM cars WHERE slug LIKE 'paying-%'"),
  ]);
});

/** The fragments' app on the real loaders, on the slice's clock, with this Worker's release.json. */
function fragments() {
  const now = () => slice.clock.now;
  const release = {
    name: 'mfe_finance',
    version: '1.0.0',
    channel: 'stable',
    manifestUrl: '/_mf/mfe_finance/1.0.0/mf-manifest.json',
    stylesheets: [],
    builtAt: '2026-11-28T00:00:00.000Z',
  };
  const bindings = { ...env, ASSETS: { fetch: async () => Response.json(release) } } as unknown as FinanceBindings;
  const app = createApp({
    loadOnlinePayments: onlinePaymentsLoader({ now }),
    loadReservationReceipt: reservationReceiptLoader({ now }),
  } as AppOptions);
  return async (
    name: string,
    page: { params?: Record<string, string>; shopper?: Shopper },
  ): Promise<FragmentResponse> => {
    const body = {
      params: page.params ?? {},
      tenant: { slug: SITE.slug, host: `${SITE.slug}.localhost`, websiteId: SITE.websiteId },
      islandId: 'fc-payments',
      ...(page.shopper ? { shopper: page.shopper } : {}),
    };
    const res = await app.request(
      `https://fragment.internal/fragments/${name}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      bindings,
    );
    expect(res.status).toBe(200);
    return FragmentResponseSchema.parse(await res.json());
  };
}

/** Reserves the car as the checkout island does; the reservation's answer. */
async function reserved(buyer: Shopper, slug: string) {
  const res = await reserve(buyer, slug, crypto.randomUUID());
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer as { id: string; expires_at: string; time_zone: string };
}

describe('/online-payment (the OnlinePayments fragment)', () => {
  it("lists the shopper's reservations with their status and end, and nobody else's; server HTML only", async () => {
    const render = fragments();
    const car = await reservableCar();
    const buyer = await shopper();
    const { id, expires_at, time_zone } = await reserved(buyer, car.slug);
    const page = await render('OnlinePayments', { shopper: buyer });
    expect(page).toMatchObject({ status: 200, data: null, module: null, head: { title: 'Online payments' } });
    expect(page.html).toContain(id);
    expect(page.html).toContain(RESERVATION_STATUS_LABELS.pending);
    expect(page.html).toContain('$500');
    expect(page.html).toContain(reservationEndText(expires_at, time_zone));
    const other = await render('OnlinePayments', { shopper: await shopper() });
    expect(other.html).not.toContain(id);
    expect(other.html).toContain('You have no reservations yet.');
    expect((await render('OnlinePayments', {})).status).toBe(404);
  });
});

describe('/online-payment/:id (the ReservationReceipt fragment)', () => {
  it("shows the shopper's own reservation, linked from the list, with its end, and nobody else's", async () => {
    const render = fragments();
    const car = await reservableCar(0);
    const buyer = await shopper();
    const { id, expires_at, time_zone } = await reserved(buyer, car.slug);
    const list = await render('OnlinePayments', { shopper: buyer });
    expect(list.html).toContain(`href="/online-payment/${id}"`);
    const page = await render('ReservationReceipt', { params: { id }, shopper: buyer });
    expect(page).toMatchObject({ status: 200, module: null, head: { title: 'Reservation receipt' } });
    expect(page.html).toContain('Reservation receipt');
    expect(page.html).toContain(id);
    expect(page.html).toContain(RESERVATION_STATUS_LABELS.held);
    expect(page.html).toContain(reservationEndText(expires_at, time_zone));
    expect(page.html).toContain(`href="/cars/${car.slug}"`);
    expect((await render('ReservationReceipt', { params: { id }, shopper: await shopper() })).status).toBe(404);
    expect((await render('ReservationReceipt', { params: { id } })).status).toBe(404);
  });

  it('reads a reservation past its end as ended before anything has written it so', async () => {
    const render = fragments();
    const car = await reservableCar(0);
    const buyer = await shopper();
    const { id } = await reserved(buyer, car.slug);
    slice.clock.advance(48 * 60 * 60_000);
    const page = await render('ReservationReceipt', { params: { id }, shopper: buyer });
    expect(page.html).toContain(RESERVATION_STATUS_LABELS.expired);
  });
});
