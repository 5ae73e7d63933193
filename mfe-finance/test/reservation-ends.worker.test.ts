import { env } from 'cloudflare:workers';
import { CHECKOUT_MESSAGES } from '@forecourt/shared/checkout/rules';
import type { Shopper } from '@forecourt/shared/server-kit/env';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutPageLoader } from '../src/loaders/checkout-page';
import { carReservationEnded, shopperReservations } from '../src/rpc/finance';
import {
  carReserved,
  checkoutKit,
  GOOD_CARD,
  partnerIntent,
  payments,
  reservationRow,
  reservingSite,
} from './checkout-support';
import { type FinanceSlice, financeSlice, json, loaderContext, testClock } from './finance-api';

// How a reservation ends (issue 24 item 2): an unpaid one after the site's minutes to pay (15 by default),
// a $0 hold after its hours (48 by default) unless the dealer confirms it; the car comes back on sale by
// itself, through the scheduled ending (the gateway's cron asks it through the RPC) and lazily on any read
// that decides whether it is on sale; one open reservation per shopper per site; the shopper and the dealer
// see when it ends. The slice's clock is the test's, moved instead of waited; it starts 90 days ago, so the
// scheduled runs this file makes (which end every site's reservations up to their time) never end another
// test file's. The gateway's pages and cron reading all this through the RPC:
// edge-worker/test/online-payment.worker.test.ts.

const SITE = reservingSite('ends-site', 613);
/** The same stock on a site with its own settings: 5 minutes to pay, 2 hour holds, two open reservations each. */
const OWN_SETTINGS_SITE = reservingSite('ends-own-site', 614, {
  unpaidExpiryMinutes: 5,
  holdExpiryHours: 2,
  maxOpenPerShopper: 2,
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let slice: FinanceSlice;
const kit = checkoutKit({ site: SITE, slice: () => slice, firstCarId: 9900, slugPrefix: 'ending' });
const ownKit = checkoutKit({ site: OWN_SETTINGS_SITE, slice: () => slice, firstCarId: 9950, slugPrefix: 'ending' });
const { reservableCar, shopper, reserve, confirm, dealer, searchedReserved, cron } = kit;

beforeAll(async () => {
  await seedFixtures(env);
  for (const site of [SITE, OWN_SETTINGS_SITE]) await env.TENANTS.put(`tenant:${site.slug}`, JSON.stringify(site));
  slice = financeSlice(testClock(Date.now() - 90 * DAY));
});

// The Worker test files share one D1: this file's cars must not show up in other files' stock (the sitemap's).
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM reservations WHERE car_id IN (SELECT id FROM cars WHERE slug LIKE 'ending-%')"),
    env.DB.prepare("DELETE FROM cars WHERE slug LIKE 'ending-%'"),
  ]);
});

async function reserved(buyer: Shopper, slug: string, reserveWith = reserve) {
  const res = await reserveWith(buyer, slug, crypto.randomUUID());
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer as { id: string; status: string; expires_at: string | null; time_zone: string };
}

describe('an unpaid reservation ends (15 minutes by default)', () => {
  it('and the scheduled handler puts the car back on sale, in D1 and in search; another shopper can reserve it', async () => {
    const car = await reservableCar();
    const { id, status, expires_at } = await reserved(await shopper(), car.slug);
    expect(status).toBe('pending');
    expect(expires_at).toBe(new Date(slice.clock.now + 15 * MINUTE).toISOString());

    await cron(slice.clock.now + 15 * MINUTE - 1);
    expect([(await reservationRow(id)).status, await carReserved(car.id)]).toEqual(['pending', true]);

    await cron(slice.clock.now + 15 * MINUTE);
    expect([(await reservationRow(id)).status, await carReserved(car.id)]).toEqual(['expired', false]);
    await vi.waitFor(async () => expect(await searchedReserved(car)).toBe(false)); // the push to search runs after the answer (RPC)
    slice.clock.advance(15 * MINUTE);
    expect((await reserved(await shopper(), car.slug)).status).toBe('pending');
  });

  it('and is released lazily by the next reservation of its car, before any scheduled run', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    const { id } = await reserved(buyer, car.slug);
    slice.clock.advance(15 * MINUTE);
    const next = await reserved(await shopper(), car.slug);
    expect(next.status).toBe('pending');
    const first = await slice.call(`/api/checkout/reservations/${id}`, { tenant: SITE, shopper: buyer });
    expect(await json(first)).toMatchObject({ id, status: 'expired' });
  });

  it('and the checkout page reads the car back on sale, before any scheduled run', async () => {
    // (The car page shows it on sale too, read only: mfe-vehicle/test/vehicle-page.worker.test.ts.)
    const car = await reservableCar();
    await reserved(await shopper(), car.slug);
    const checkoutReserved = async () =>
      (await checkoutPageLoader({ now: () => slice.clock.now })(loaderContext(SITE), car.slug))?.car.reserved;
    expect(await checkoutReserved()).toBe(true);
    slice.clock.advance(15 * MINUTE);
    expect(await checkoutReserved()).toBe(false);
    expect(await carReserved(car.id)).toBe(false);
    // The release reaches the stock search after the answer (its RPC, in waitUntil).
    await vi.waitFor(async () => expect(await searchedReserved(car)).toBe(false));
  });

  it('and the car page reads it ended (the RPC), read only, before any scheduled run; another site reads nothing', async () => {
    // (The car page showing it on sale from this answer: mfe-vehicle/test/vehicle-page.worker.test.ts.)
    const car = await reservableCar();
    const { id } = await reserved(await shopper(), car.slug);
    expect(await carReservationEnded(slice.rpc, SITE.slug, car.id)).toBe(false);
    slice.clock.advance(15 * MINUTE);
    expect(await carReservationEnded(slice.rpc, SITE.slug, car.id)).toBe(true);
    expect(await carReservationEnded(slice.rpc, OWN_SETTINGS_SITE.slug, car.id)).toBe(false);
    // The release itself is the checkout's (the scheduled run, the next reservation or checkout page).
    expect([(await reservationRow(id)).status, await carReserved(car.id)]).toEqual(['pending', true]);
  });

  it('after the site’s own minutes elsewhere', async () => {
    const car = await ownKit.reservableCar();
    const { id, expires_at } = await reserved(await ownKit.shopper(), car.slug, ownKit.reserve);
    expect(expires_at).toBe(new Date(slice.clock.now + 5 * MINUTE).toISOString());
    await cron(slice.clock.now + 5 * MINUTE);
    expect([(await reservationRow(id)).status, await carReserved(car.id)]).toEqual(['expired', false]);
  });

  it('refuses a confirmation after its end, and charges nothing', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    const { id } = await reserved(buyer, car.slug);
    const { intent_id } = await reservationRow(id);
    slice.clock.advance(15 * MINUTE);
    const res = await confirm(buyer, id);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ error: CHECKOUT_MESSAGES.ended, reason: 'ended' });
    expect((await partnerIntent(intent_id))?.status).toBe('requires_confirmation');
    expect(await carReserved(car.id)).toBe(false);
  });

  it('refunds a payment the partner reports after the end, and leaves the car with whoever holds it now', async () => {
    const car = await reservableCar();
    const { id } = await reserved(await shopper(), car.slug);
    const { intent_id } = await reservationRow(id);
    slice.clock.advance(15 * MINUTE);
    const next = await reserved(await shopper(), car.slug);
    // The first shopper's payment went through at the partner after all (a confirmation slower than its end).
    await payments(`/v1/payment_intents/${intent_id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ card: GOOD_CARD }),
    });
    const res = await kit.webhook('payment_intent.succeeded', intent_id);
    expect(res.status).toBe(200);
    expect((await reservationRow(id)).status).toBe('refunded');
    expect((await partnerIntent(intent_id))?.status).toBe('refunded');
    expect([(await reservationRow(next.id)).status, await carReserved(car.id)]).toEqual(['pending', true]);
  });

  it('never ends once paid', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    const { id } = await reserved(buyer, car.slug);
    expect(await json(await confirm(buyer, id))).toMatchObject({ status: 'paid', expires_at: null });
    await cron(slice.clock.now + 30 * DAY);
    expect([(await reservationRow(id)).status, await carReserved(car.id)]).toEqual(['paid', true]);
  });
});

describe('a $0 hold ends (48 hours by default) unless the dealer confirms it', () => {
  it('ends after 48 hours, and the car is back on sale', async () => {
    const car = await reservableCar(0);
    const { id, status, expires_at } = await reserved(await shopper(), car.slug);
    expect([status, expires_at]).toEqual(['held', new Date(slice.clock.now + 48 * HOUR).toISOString()]);
    await cron(slice.clock.now + 48 * HOUR - 1);
    expect(await carReserved(car.id)).toBe(true);
    await cron(slice.clock.now + 48 * HOUR);
    expect([(await reservationRow(id)).status, await carReserved(car.id)]).toEqual(['expired', false]);
  });

  it('after the site’s own hours elsewhere', async () => {
    const car = await ownKit.reservableCar(0);
    const { expires_at } = await reserved(await ownKit.shopper(), car.slug, ownKit.reserve);
    expect(expires_at).toBe(new Date(slice.clock.now + 2 * HOUR).toISOString());
  });

  it('never ends once the dealer confirms it; a confirm after its end is refused', async () => {
    const car = await reservableCar(0);
    const { id } = await reserved(await shopper(), car.slug);
    const confirmed = await dealer(`/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({ id, status: 'held', expires_at: null });
    await cron(slice.clock.now + 30 * DAY);
    expect([(await reservationRow(id)).status, await carReserved(car.id)]).toEqual(['held', true]);
    expect((await dealer(`/${id}/confirm`, { key: 'not-the-dealer-key' })).status).toBe(401);

    const late = await reservableCar(0);
    const ended = await reserved(await shopper(), late.slug);
    slice.clock.advance(48 * HOUR);
    const refused = await dealer(`/${ended.id}/confirm`);
    expect(refused.status).toBe(409);
    expect(await carReserved(late.id)).toBe(false);
  });
});

describe('one open reservation per shopper per site (by default)', () => {
  it('refuses a second car while the first is open, and allows it once the first has ended', async () => {
    const [first, second] = [await reservableCar(), await reservableCar()];
    const buyer = await shopper();
    await reserved(buyer, first.slug);
    const refused = await reserve(buyer, second.slug, crypto.randomUUID());
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ reason: 'limit' });
    expect(await carReserved(second.id)).toBe(false);
    slice.clock.advance(15 * MINUTE);
    expect((await reserved(buyer, second.slug)).status).toBe('pending');
  });

  it('counts only unpaid reservations: a paid deposit does not stop the next', async () => {
    const [first, second] = [await reservableCar(), await reservableCar()];
    const buyer = await shopper();
    const { id } = await reserved(buyer, first.slug);
    expect((await confirm(buyer, id)).status).toBe(200);
    expect((await reserved(buyer, second.slug)).status).toBe('pending');
  });

  it('holds even when one shopper sends two at once', async () => {
    const [first, second] = [await reservableCar(0), await reservableCar(0)];
    const buyer = await shopper();
    const answers = await Promise.all([
      reserve(buyer, first.slug, crypto.randomUUID()),
      reserve(buyer, second.slug, crypto.randomUUID()),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect([await carReserved(first.id), await carReserved(second.id)].filter(Boolean)).toHaveLength(1);
  });

  it("allows the site's own number elsewhere", async () => {
    const cars = [await ownKit.reservableCar(0), await ownKit.reservableCar(0), await ownKit.reservableCar(0)];
    const buyer = await ownKit.shopper();
    const statuses = [];
    for (const car of cars) statuses.push((await ownKit.reserve(buyer, car.slug, crypto.randomUUID())).status);
    expect(statuses).toEqual([201, 201, 409]);
  });
});

describe('the shopper and the dealer see when a reservation ends', () => {
  it("in the shopper's reservations (the RPC My Garage reads), on the car's clock", async () => {
    // (The payments pages, this slice's own: online-payment.worker.test.ts.)
    const car = await reservableCar(0);
    const buyer = await shopper();
    const { id, expires_at, time_zone } = await reserved(buyer, car.slug);
    expect(time_zone).toBe('Australia/Sydney');
    const mine = await shopperReservations(slice.rpc, SITE, buyer.userId);
    expect(mine.find((reservation) => reservation.id === id)).toMatchObject({
      status: 'held',
      expires_at,
      time_zone,
      // A list shows the car by its name, as the site lists it, not by its slug.
      car_name: car.name,
    });
    slice.clock.advance(48 * HOUR);
    // Past its end it reads ended before anything has written it so.
    expect((await reservationRow(id)).status).toBe('held');
    const later = await shopperReservations(slice.rpc, SITE, buyer.userId);
    expect(later.find((reservation) => reservation.id === id)).toMatchObject({ status: 'expired' });
  });

  it("in the dealer's list of the site's open reservations", async () => {
    const car = await reservableCar(0);
    const { id, expires_at } = await reserved(await shopper(), car.slug);
    const res = await dealer('', { method: 'GET' });
    expect(res.status).toBe(200);
    const { reservations } = (await json(res)) as { reservations: { id: string; expires_at: string | null }[] };
    expect(reservations.find((reservation) => reservation.id === id)).toMatchObject({ expires_at });
    expect((await dealer('', { method: 'GET', key: 'not-the-dealer-key' })).status).toBe(401);
    slice.clock.advance(48 * HOUR);
    const later = (await json(await dealer('', { method: 'GET' }))) as { reservations: { id: string }[] };
    expect(later.reservations.map((reservation) => reservation.id)).not.toContain(id);
  });
});
