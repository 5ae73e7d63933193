import { env } from 'cloudflare:workers';
import { IDEMPOTENCY_KEY_CONFLICTS } from '@forecourt/shared/checkout/idempotency';
import { CHECKOUT_MESSAGES } from '@forecourt/shared/checkout/rules';
import { makeTenant, seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  carReserved,
  checkoutKit,
  GOOD_CARD,
  partnerIntent,
  payments,
  reservationRow,
  reservingSite,
  setPaymentsOutage,
} from './checkout-support';
import { type FinanceSlice, financeSlice, json } from './finance-api';

// Reserve / buy online (issue 17), mfe-finance's API in-process as the gateway's proxy calls it (the shopper
// its verified one): the payment intent made with an idempotency key (a retried request charges nothing
// twice), the partner's webhook believed only when its signature is right, the car reserved in D1 and
// released on refund, two shoppers racing for one car, the partner down; the dealer releasing a reservation
// (a paid one refunded, a held one released with no partner call). Issue 24: the key bound to its site,
// shopper and car (item 6); two confirms at once (item 5); the losers of a race told the same whenever they
// lost (item 11). How reservations end: reservation-ends.worker.test.ts; the pages that show them, and the
// path through the gateway: edge-worker/test/online-payment.worker.test.ts.

const SITE = reservingSite('checkout-site', 611);
/** The same stock on a site that says Buy Online (spec: 000 §2 "on some sites /cars/{slug}/buy-online"). */
const BUY_ONLINE_SITE = makeTenant({
  slug: 'buy-online-site',
  websiteId: 612,
  dealerships: ['alpha-motors'],
  stock: { level: 0 },
  features: { buyOnline: true },
});

let slice: FinanceSlice;
const { reservableCar, shopper, reserve, confirm, webhook, dealer, searchedReserved } = checkoutKit({
  site: SITE,
  slice: () => slice,
  firstCarId: 9850,
  slugPrefix: 'reservable',
});

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
  await env.TENANTS.put(`tenant:${BUY_ONLINE_SITE.slug}`, JSON.stringify(BUY_ONLINE_SITE));
  slice = financeSlice();
});

afterEach(() => setPaymentsOutage(false));

// The Worker test files share one D1: this file's cars must not show up in other files' stock (the sitemap's).
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM reservations WHERE car_id IN (SELECT id FROM cars WHERE slug LIKE 'reservable-%')"),
    env.DB.prepare("DELETE FROM cars WHERE slug LIKE 'reservable-%'"),
  ]);
});

describe('POST /api/checkout/:slug/reservations', () => {
  it('asks a signed-out shopper to sign in', async () => {
    const car = await reservableCar();
    expect((await reserve(undefined, car.slug, crypto.randomUUID())).status).toBe(401);
    expect(await carReserved(car.id)).toBe(false);
  });

  it('claims the car and makes one intent per idempotency key, whatever the retries', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    const key = crypto.randomUUID();
    const first = await reserve(buyer, car.slug, key);
    const answer = await json(first);
    expect(first.status, JSON.stringify(answer)).toBe(201);
    expect(answer).toMatchObject({ car_slug: car.slug, amount: 500, status: 'pending' });
    const retried = await json(await reserve(buyer, car.slug, key));
    expect(retried.id).toBe(answer.id);
    const { payment_intents } = (await (await payments('/v1/payment_intents?limit=200')).json()) as {
      payment_intents: { metadata: { reservation_id: string } }[];
    };
    expect(payment_intents.filter((intent) => intent.metadata.reservation_id === answer.id)).toHaveLength(1);
    expect(await carReserved(car.id)).toBe(true);
  });

  it('holds a car with a $0 deposit at once, with no payment intent (spec: 001 §9)', async () => {
    const car = await reservableCar(0);
    const res = await reserve(await shopper(), car.slug, crypto.randomUUID());
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(201);
    expect(answer).toMatchObject({ car_slug: car.slug, amount: 0, status: 'held' });
    expect((await reservationRow(answer.id as string)).intent_id).toBeNull();
    expect(await carReserved(car.id)).toBe(true);
  });

  it('lets exactly one of two racing shoppers reserve the car; the other is told and not charged', async () => {
    const car = await reservableCar();
    const [a, b] = await Promise.all([shopper(), shopper()]);
    const answers = await Promise.all([
      reserve(a, car.slug, crypto.randomUUID()),
      reserve(b, car.slug, crypto.randomUUID()),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const loser = answers.find((res) => res.status === 409) as Response;
    expect((await json(loser)).error).toBe(
      'Sorry, this car has just been reserved by another shopper. You have not been charged.',
    );
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM reservations WHERE car_id = ?')
      .bind(car.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('tells a shopper who lost the car a minute ago what it tells one who lost by a millisecond (issue 24 item 11)', async () => {
    const car = await reservableCar();
    expect((await reserve(await shopper(), car.slug, crypto.randomUUID())).status).toBe(201);
    slice.clock.advance(60_000);
    const late = await reserve(await shopper(), car.slug, crypto.randomUUID());
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ error: CHECKOUT_MESSAGES.taken, reason: 'taken' });
    // A car the site does not reserve online at all is still not found.
    expect((await reserve(await shopper(), 'no-such-car-0', crypto.randomUUID())).status).toBe(404);
  });

  it('releases the car and charges nothing when the payments partner is down', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    await setPaymentsOutage(true);
    const res = await reserve(buyer, car.slug, crypto.randomUUID());
    expect(res.status).toBe(503);
    expect((await json(res)).error).toMatch(/You have not been charged/);
    expect(await carReserved(car.id)).toBe(false);
  });
});

describe('the Idempotency-Key belongs to one site, shopper and car (issue 24 item 6)', () => {
  it("answers another shopper's key with 422 and nothing of the first shopper's reservation", async () => {
    const car = await reservableCar();
    const key = crypto.randomUUID();
    const first = await json(await reserve(await shopper(), car.slug, key));
    const res = await reserve(await shopper(), car.slug, key);
    const answer = await json(res);
    expect(res.status).toBe(422);
    expect(answer.error).toBe(IDEMPOTENCY_KEY_CONFLICTS.otherShopper);
    expect(JSON.stringify(answer)).not.toContain(String(first.id));
  });

  it('answers a key reused for another car with 422, and leaves that car on sale', async () => {
    const [car, other] = [await reservableCar(), await reservableCar()];
    const buyer = await shopper();
    const key = crypto.randomUUID();
    expect((await reserve(buyer, car.slug, key)).status).toBe(201);
    const res = await reserve(buyer, other.slug, key);
    expect(res.status).toBe(422);
    expect((await json(res)).error).toBe(IDEMPOTENCY_KEY_CONFLICTS.otherCar);
    expect(await carReserved(other.id)).toBe(false);
  });

  it('lets two sites use the same key, each with its own reservation and payment intent', async () => {
    const [car, other] = [await reservableCar(), await reservableCar()];
    const key = crypto.randomUUID();
    const here = await reserve(await shopper(), car.slug, key);
    const there = await reserve(await shopper(), other.slug, key, BUY_ONLINE_SITE);
    const [a, b] = [await json(here), await json(there)];
    expect([here.status, there.status], JSON.stringify(b)).toEqual([201, 201]);
    expect(b).toMatchObject({ car_slug: other.slug, status: 'pending' });
    const [intentA, intentB] = [await reservationRow(a.id as string), await reservationRow(b.id as string)];
    expect(intentA.intent_id).not.toBe(intentB.intent_id);
  });
});

describe('two confirms of one reservation at once (issue 24 item 5)', () => {
  it('answers both with the paid reservation, and the card is charged once', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    const { id } = (await json(await reserve(buyer, car.slug, crypto.randomUUID()))) as { id: string };
    const answers = await Promise.all([confirm(buyer, id), confirm(buyer, id)]);
    const bodies = await Promise.all(answers.map((res) => json(res)));
    expect(
      answers.map((res) => res.status),
      JSON.stringify(bodies),
    ).toEqual([200, 200]);
    for (const body of bodies) expect(body).toMatchObject({ id, status: 'paid', expires_at: null });
    const { intent_id } = await reservationRow(id);
    expect((await partnerIntent(intent_id))?.status).toBe('succeeded');
    // The partner's signed success, arriving after, changes nothing.
    expect(await json(await webhook('payment_intent.succeeded', intent_id))).toMatchObject({ applied: false });
  });

  it('reports the paid reservation when the partner answers that the intent is already paid', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    const { id } = (await json(await reserve(buyer, car.slug, crypto.randomUUID()))) as { id: string };
    const { intent_id } = await reservationRow(id);
    // Another confirmation (another tab) got to the partner first, and its answer was lost.
    const first = await payments(`/v1/payment_intents/${intent_id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ card: GOOD_CARD }),
    });
    expect(first.status).toBe(200);
    const res = await confirm(buyer, id);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id, status: 'paid' });
    expect((await reservationRow(id)).status).toBe('paid');
  });
});

describe('POST /api/webhooks/payments', () => {
  it('refuses a wrong signature and changes nothing', async () => {
    const car = await reservableCar();
    const reservation = await json(await reserve(await shopper(), car.slug, crypto.randomUUID()));
    const { intent_id } = await reservationRow(reservation.id as string);
    const res = await webhook('payment_intent.succeeded', intent_id, 'not-the-secret-0123456789abcdef');
    expect(res.status).toBe(400);
    expect((await reservationRow(reservation.id as string)).status).toBe('pending');
  });

  it('marks the reservation paid on the signed success, and releases the car on refund', async () => {
    const car = await reservableCar();
    const buyer = await shopper();
    const reservation = await json(await reserve(buyer, car.slug, crypto.randomUUID()));
    const id = reservation.id as string;
    expect((await confirm(buyer, id)).status).toBe(200);
    const { intent_id } = await reservationRow(id);
    expect((await webhook('payment_intent.succeeded', intent_id)).status).toBe(200);
    expect((await reservationRow(id)).status).toBe('paid');
    expect(await carReserved(car.id)).toBe(true);
    expect((await webhook('charge.refunded', intent_id)).status).toBe(200);
    expect((await reservationRow(id)).status).toBe('refunded');
    expect(await carReserved(car.id)).toBe(false);
  });
});

/** The dealer releasing a reservation with the dealer key (unless told another). */
const release = (id: string, key?: string) => dealer(`/${id}/release`, key ? { key } : {});

/** A reservation the shopper paid (the card confirmed, the partner's signed success received). */
async function paidReservation(car: { slug: string }): Promise<{ id: string; intent_id: string }> {
  const buyer = await shopper();
  const { id } = (await json(await reserve(buyer, car.slug, crypto.randomUUID()))) as { id: string };
  await confirm(buyer, id);
  const { intent_id } = await reservationRow(id);
  await webhook('payment_intent.succeeded', intent_id);
  expect((await reservationRow(id)).status).toBe('paid');
  return { id, intent_id };
}

describe('POST /api/dealer/reservations/:id/release', () => {
  it('refuses a caller without the dealer key, and changes nothing', async () => {
    const car = await reservableCar(0);
    const { id } = (await json(await reserve(await shopper(), car.slug, crypto.randomUUID()))) as { id: string };
    expect((await release(id, 'not-the-dealer-key')).status).toBe(401);
    const noKey = await slice.call(`/api/dealer/reservations/${id}/release`, { method: 'POST', tenant: SITE });
    expect(noKey.status).toBe(401);
    expect((await reservationRow(id)).status).toBe('held');
    expect(await carReserved(car.id)).toBe(true);
  });

  it('releases a held ($0) reservation with no refund asked: the car back on sale in D1 and in search', async () => {
    const car = await reservableCar(0);
    const { id } = (await json(await reserve(await shopper(), car.slug, crypto.randomUUID()))) as { id: string };
    await vi.waitFor(async () => expect(await searchedReserved(car)).toBe(true)); // the push to search runs after the answer (RPC)
    // The partner down changes nothing for a reservation that paid nothing: it is never called.
    await setPaymentsOutage(true);
    const res = await release(id);
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ id, status: 'released', amount: 0 });
    expect(await carReserved(car.id)).toBe(false);
    await vi.waitFor(async () => expect(await searchedReserved(car)).toBe(false)); // the push to search runs after the answer (RPC)
    // A repeated release answers the same and changes nothing.
    expect(await json(await release(id))).toMatchObject({ id, status: 'released' });
  });

  it('refunds a paid one through the partner, once whatever the retries, and puts the car back on sale', async () => {
    const car = await reservableCar();
    const { id, intent_id } = await paidReservation(car);
    const res = await release(id);
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ id, status: 'refunded' });
    expect((await partnerIntent(intent_id))?.status).toBe('refunded');
    expect(await carReserved(car.id)).toBe(false);
    await vi.waitFor(async () => expect(await searchedReserved(car)).toBe(false)); // the push to search runs after the answer (RPC)
    expect((await release(id)).status).toBe(200);
    // The partner's refund webhook, arriving after, finds it refunded and changes nothing.
    expect(await json(await webhook('charge.refunded', intent_id))).toMatchObject({ applied: false });
  });

  it('keeps a paid one reserved when the partner cannot refund it, and says so', async () => {
    const car = await reservableCar();
    const { id } = await paidReservation(car);
    await setPaymentsOutage(true);
    const res = await release(id);
    expect(res.status).toBe(503);
    expect((await json(res)).error).toMatch(/not refunded/);
    expect((await reservationRow(id)).status).toBe('paid');
    expect(await carReserved(car.id)).toBe(true);
  });

  it('refuses one still awaiting its payment, and answers 404 for another site’s or an unknown one', async () => {
    const car = await reservableCar();
    const { id } = (await json(await reserve(await shopper(), car.slug, crypto.randomUUID()))) as { id: string };
    const res = await release(id);
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatch(/awaiting its payment/);
    expect(await carReserved(car.id)).toBe(true);
    expect((await release(crypto.randomUUID())).status).toBe(404);
    const elsewhere = await slice.call(`/api/dealer/reservations/${id}/release`, {
      method: 'POST',
      tenant: BUY_ONLINE_SITE,
      headers: { Authorization: `Bearer ${env.DEALER_API_KEY}` },
    });
    expect(elsewhere.status).toBe(404);
  });
});
