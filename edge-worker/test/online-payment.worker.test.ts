import { env } from 'cloudflare:workers';
import { RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { reservationEndText } from '@forecourt/shared/checkout/expiry';
import { RESERVATION_STATUS_LABELS } from '@forecourt/shared/checkout/rules';
import {
  DEALERSHIPS,
  insertCar,
  makeCar,
  makeTenant,
  seedFixtures,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './http';
import { freshPhone, signIn, type TestGateway, testGateway } from './identity-support';
import { testRegistry } from './stand-ins/declarations';

// The platform's pages of the checkout journey (issue 17; issue 24 item 2), which stay the gateway's while the
// reservations are mfe-finance's: /online-payment and its receipts read the shopper's reservations through
// mfe-finance's RPC (its real Worker here); the checkout addresses are mfe-finance's pages (its
// src/server.test.ts). The
// reservations are made as a browser makes them: POST /api/checkout through the gateway's proxy. (The API
// itself, and how reservations end on a moved clock: mfe-finance/test/checkout and reservation-ends.)

const BUDGETS = { limit: 10_000, windowSeconds: 60 };
const SITE = makeTenant({
  slug: 'paying-site',
  websiteId: 615,
  dealerships: ['alpha-motors'],
  stock: { level: 0 },
  features: { reserve: true },
  rateLimits: { api: BUDGETS, leads: BUDGETS, codeSends: BUDGETS },
});
/** The same stock on a site that says Buy Online (spec: 000 §2 "on some sites /cars/{slug}/buy-online"). */
const BUY_ONLINE_SITE = makeTenant({
  slug: 'paying-buy-online',
  websiteId: 616,
  dealerships: ['alpha-motors'],
  stock: { level: 0 },
  features: { buyOnline: true },
});

let gateway: TestGateway;
let nextCarId = 9700;

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
  for (const site of [SITE, BUY_ONLINE_SITE]) await env.TENANTS.put(`tenant:${site.slug}`, JSON.stringify(site));
  gateway = testGateway();
});

// The Worker test files share one D1: this file's cars must not show up in other files' stock (the sitemap's).
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM reservations WHERE car_id IN (SELECT id FROM cars WHERE slug LIKE 'paying-%')"),
    env.DB.prepare("DELETE FROM cars WHERE slug LIKE 'paying-%'"),
  ]);
});

/** A fresh car the site reserves online (in stock, a payment processor, the deposit given). */
async function reservableCar(reserveAmount = 500): Promise<{ id: number; slug: string }> {
  nextCarId += 1;
  const car = makeCar({
    id: nextCarId,
    slug: `paying-${nextCarId}`,
    dealership: DEALERSHIPS[0] as (typeof DEALERSHIPS)[number],
    payment_processors: ['stripe'],
    reserveAmount,
  });
  await insertCar(env.DB, car).run();
  return { id: car.id, slug: car.slug };
}

const shopper = () => signIn(gateway, freshPhone(), { tenant: SITE });

/** Reserves the car as the checkout island does; the reservation's answer. */
async function reserve(cookie: string, slug: string) {
  const res = await gateway.call(`/api/checkout/${slug}/reservations`, {
    method: 'POST',
    tenant: SITE,
    cookie,
    headers: { 'Idempotency-Key': crypto.randomUUID(), Origin: `http://${SITE.slug}.localhost` },
  });
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer as { id: string; expires_at: string; time_zone: string };
}

describe('GET /online-payment', () => {
  it("lists the signed-in shopper's reservations with their status and end, and nobody else's", async () => {
    const car = await reservableCar();
    const cookie = await shopper();
    const { id, expires_at, time_zone } = await reserve(cookie, car.slug);
    const page = await gateway.call('/online-payment', { tenant: SITE, cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(id);
    expect(html).toContain(RESERVATION_STATUS_LABELS.pending);
    expect(html).toContain('$500');
    expect(html).toContain(reservationEndText(expires_at, time_zone));
    const other = await (await gateway.call('/online-payment', { tenant: SITE, cookie: await shopper() })).text();
    expect(other).not.toContain(id);
    expect(other).toContain('You have no reservations yet.');
  });
});

describe('GET /online-payment/:id (the receipt)', () => {
  it("shows the shopper's own reservation, linked from the list, with its end, and nobody else's", async () => {
    const car = await reservableCar(0);
    const cookie = await shopper();
    const { id, expires_at, time_zone } = await reserve(cookie, car.slug);
    const path = `/online-payment/${id}`;
    const list = await (await gateway.call('/online-payment', { tenant: SITE, cookie })).text();
    expect(list).toContain(`href="${path}"`);
    const page = await gateway.call(path, { tenant: SITE, cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Reservation receipt');
    expect(html).toContain(id);
    expect(html).toContain(RESERVATION_STATUS_LABELS.held);
    expect(html).toContain(reservationEndText(expires_at, time_zone));
    expect(html).toContain(`href="/cars/${car.slug}"`);
    expect((await gateway.call(path, { tenant: SITE, cookie: await shopper() })).status).toBe(404);
    expect((await gateway.call('/online-payment/not-a-reservation', { tenant: SITE, cookie })).status).toBe(404);
  });
});
