import { env } from 'cloudflare:workers';
import { signPayload } from '@forecourt/demo/simulators/payments/signature';
import { RESERVATION_STATUS_LABELS } from '@forecourt/shared/checkout/rules';
import {
  DEALERSHIPS,
  insertCar,
  makeCar,
  makeTenant,
  seedFixtures,
} from '@forecourt/shared/server-kit/testing/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json } from './http';
import { freshPhone, signIn, type TestGateway, testGateway } from './identity-support';
import { setPartnerOutage } from './simulators';

// Reserve / buy online (issue 17): the payment intent made with an idempotency key (a retried request
// charges nothing twice), the partner's webhook believed only when its signature is right, the car
// reserved in D1 and released on refund, two shoppers racing for one car, the partner down; the dealer
// releasing a reservation (a paid one refunded, a held one released with no partner call).

const SITE = makeTenant({
  slug: 'checkout-site',
  websiteId: 611,
  dealerships: ['alpha-motors'],
  stock: { level: 0 },
  features: { reserve: true },
  rateLimits: {
    api: { limit: 10_000, windowSeconds: 60 },
    leads: { limit: 10_000, windowSeconds: 60 },
    codeSends: { limit: 10_000, windowSeconds: 60 },
  },
});
/** The same stock on a site that says Buy Online (spec: 000 §2 "on some sites /cars/{slug}/buy-online"). */
const BUY_ONLINE_SITE = makeTenant({
  slug: 'buy-online-site',
  websiteId: 612,
  dealerships: ['alpha-motors'],
  stock: { level: 0 },
  features: { buyOnline: true },
});
const ALPHA = DEALERSHIPS[0] as (typeof DEALERSHIPS)[number];
let nextCarId = 9850;

/** A fresh reservable car (in stock, a payment processor, a $500 deposit unless told). */
async function reservableCar(reserveAmount = 500): Promise<{ id: number; slug: string }> {
  nextCarId += 1;
  const car = makeCar({
    id: nextCarId,
    slug: `reservable-${nextCarId}`,
    dealership: ALPHA,
    payment_processors: ['stripe'],
    reserveAmount,
  });
  await insertCar(env.DB, car).run();
  return { id: car.id, slug: car.slug };
}

let gateway: TestGateway;

beforeAll(async () => {
  await seedFixtures(env);
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
  await env.TENANTS.put(`tenant:${BUY_ONLINE_SITE.slug}`, JSON.stringify(BUY_ONLINE_SITE));
  gateway = testGateway();
});

function payments(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, env.PAYMENTS_API_URL), init);
}

const setPaymentsOutage = (outage: boolean) => setPartnerOutage(env.PAYMENTS_API_URL, outage);

afterEach(() => setPaymentsOutage(false));

// The Worker test files share one D1: this file's cars must not show up in other files' stock (the sitemap's).
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM reservations WHERE car_id IN (SELECT id FROM cars WHERE slug LIKE 'reservable-%')"),
    env.DB.prepare("DELETE FROM cars WHERE slug LIKE 'reservable-%'"),
  ]);
});

async function shopper(): Promise<string> {
  return signIn(gateway, freshPhone(), { tenant: SITE });
}

function reserve(cookie: string | undefined, slug: string, key: string) {
  return gateway.call(`/api/checkout/${slug}/reservations`, {
    method: 'POST',
    tenant: SITE,
    ...(cookie ? { cookie } : {}),
    headers: { 'Idempotency-Key': key, Origin: `http://${SITE.slug}.localhost` },
  });
}

async function carReserved(id: number): Promise<boolean> {
  const row = await env.DB.prepare("SELECT json_extract(doc, '$.reserved') AS reserved FROM cars WHERE id = ?")
    .bind(id)
    .first<{ reserved: number }>();
  return row?.reserved === 1;
}

async function intentOf(reservationId: string) {
  const row = await env.DB.prepare('SELECT intent_id, status FROM reservations WHERE id = ?')
    .bind(reservationId)
    .first<{ intent_id: string; status: string }>();
  if (!row) throw new Error('no reservation');
  return row;
}

/** Posts a partner event about `intentId`, signed with `secret` (the gateway's, unless told). */
async function webhook(type: string, intentId: string, secret = env.PAYMENTS_WEBHOOK_SECRET as string) {
  const event = {
    id: `evt_${crypto.randomUUID()}`,
    type,
    data: { object: { id: intentId, status: 'x', amount: 50_000, metadata: {} } },
  };
  // `call` sends JSON.stringify(event): the exact text signed here.
  const signature = await signPayload(secret, JSON.stringify(event), Math.floor(Date.now() / 1000));
  return gateway.call('/api/webhooks/payments', {
    tenant: SITE,
    headers: { 'Payments-Signature': signature },
    json: event,
  });
}

describe('POST /api/checkout/:slug/reservations', () => {
  it('asks a signed-out shopper to sign in', async () => {
    const car = await reservableCar();
    expect((await reserve(undefined, car.slug, crypto.randomUUID())).status).toBe(401);
    expect(await carReserved(car.id)).toBe(false);
  });

  it('claims the car and makes one intent per idempotency key, whatever the retries', async () => {
    const car = await reservableCar();
    const cookie = await shopper();
    const key = crypto.randomUUID();
    const first = await reserve(cookie, car.slug, key);
    const answer = await json(first);
    expect(first.status, JSON.stringify(answer)).toBe(201);
    expect(answer).toMatchObject({ car_slug: car.slug, amount: 500, status: 'pending' });
    const retried = await json(await reserve(cookie, car.slug, key));
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
    expect((await intentOf(answer.id as string)).intent_id).toBeNull();
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

  it('releases the car and charges nothing when the payments partner is down', async () => {
    const car = await reservableCar();
    const cookie = await shopper();
    await setPaymentsOutage(true);
    const res = await reserve(cookie, car.slug, crypto.randomUUID());
    expect(res.status).toBe(503);
    expect((await json(res)).error).toMatch(/You have not been charged/);
    expect(await carReserved(car.id)).toBe(false);
  });
});

describe('POST /api/webhooks/payments', () => {
  it('refuses a wrong signature and changes nothing', async () => {
    const car = await reservableCar();
    const reservation = await json(await reserve(await shopper(), car.slug, crypto.randomUUID()));
    const { intent_id } = await intentOf(reservation.id as string);
    const res = await webhook('payment_intent.succeeded', intent_id, 'not-the-secret-0123456789abcdef');
    expect(res.status).toBe(400);
    expect((await intentOf(reservation.id as string)).status).toBe('pending');
  });

  it('marks the reservation paid on the signed success, and releases the car on refund', async () => {
    const car = await reservableCar();
    const cookie = await shopper();
    const reservation = await json(await reserve(cookie, car.slug, crypto.randomUUID()));
    const id = reservation.id as string;
    const confirm = await gateway.call(`/api/checkout/reservations/${id}/confirm`, {
      tenant: SITE,
      cookie,
      headers: { Origin: `http://${SITE.slug}.localhost` },
      json: { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } },
    });
    expect(confirm.status).toBe(200);
    const { intent_id } = await intentOf(id);
    expect((await webhook('payment_intent.succeeded', intent_id)).status).toBe(200);
    expect((await intentOf(id)).status).toBe('paid');
    expect(await carReserved(car.id)).toBe(true);
    expect((await webhook('charge.refunded', intent_id)).status).toBe(200);
    expect((await intentOf(id)).status).toBe('refunded');
    expect(await carReserved(car.id)).toBe(false);
  });
});

/** The dealer releasing a reservation with the gateway's dealer key (unless told another). */
function release(id: string, key = env.DEALER_API_KEY as string) {
  return gateway.call(`/api/dealer/reservations/${id}/release`, {
    method: 'POST',
    tenant: SITE,
    headers: { Authorization: `Bearer ${key}` },
  });
}

/** The car's search card on the site, as the search API answers it (the embedded index rechecks D1 each time). */
async function searchedReserved(car: { id: number; slug: string }): Promise<boolean | undefined> {
  const res = await gateway.call('/api/search', { tenant: SITE, json: { query: `S${car.id}` } });
  const { hits } = (await res.json()) as { hits: { slug: string; reserved: boolean }[] };
  return hits.find((hit) => hit.slug === car.slug)?.reserved;
}

/** A reservation the shopper paid (the card confirmed, the partner's signed success received). */
async function paidReservation(car: { slug: string }): Promise<{ id: string; intent_id: string }> {
  const cookie = await shopper();
  const { id } = (await json(await reserve(cookie, car.slug, crypto.randomUUID()))) as { id: string };
  await gateway.call(`/api/checkout/reservations/${id}/confirm`, {
    tenant: SITE,
    cookie,
    headers: { Origin: `http://${SITE.slug}.localhost` },
    json: { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } },
  });
  const { intent_id } = await intentOf(id);
  await webhook('payment_intent.succeeded', intent_id);
  expect((await intentOf(id)).status).toBe('paid');
  return { id, intent_id };
}

async function partnerIntent(intentId: string): Promise<{ status: string } | undefined> {
  const { payment_intents } = (await (await payments('/v1/payment_intents?limit=200')).json()) as {
    payment_intents: { id: string; status: string }[];
  };
  return payment_intents.find((intent) => intent.id === intentId);
}

describe('POST /api/dealer/reservations/:id/release', () => {
  it('refuses a caller without the dealer key, and changes nothing', async () => {
    const car = await reservableCar(0);
    const { id } = (await json(await reserve(await shopper(), car.slug, crypto.randomUUID()))) as { id: string };
    expect((await release(id, 'not-the-dealer-key')).status).toBe(401);
    const noKey = await gateway.call(`/api/dealer/reservations/${id}/release`, { method: 'POST', tenant: SITE });
    expect(noKey.status).toBe(401);
    expect((await intentOf(id)).status).toBe('held');
    expect(await carReserved(car.id)).toBe(true);
  });

  it('releases a held ($0) reservation with no refund asked: the car back on sale in D1 and in search', async () => {
    const car = await reservableCar(0);
    const { id } = (await json(await reserve(await shopper(), car.slug, crypto.randomUUID()))) as { id: string };
    expect(await searchedReserved(car)).toBe(true);
    // The partner down changes nothing for a reservation that paid nothing: it is never called.
    await setPaymentsOutage(true);
    const res = await release(id);
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ id, status: 'released', amount: 0 });
    expect(await carReserved(car.id)).toBe(false);
    expect(await searchedReserved(car)).toBe(false);
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
    expect(await searchedReserved(car)).toBe(false);
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
    expect((await intentOf(id)).status).toBe('paid');
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
    const elsewhere = await gateway.call(`/api/dealer/reservations/${id}/release`, {
      method: 'POST',
      tenant: BUY_ONLINE_SITE,
      headers: { Authorization: `Bearer ${env.DEALER_API_KEY}` },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('GET /online-payment', () => {
  it("lists the signed-in shopper's reservations with their status, and nobody else's", async () => {
    const car = await reservableCar();
    const cookie = await shopper();
    const answer = await json(await reserve(cookie, car.slug, crypto.randomUUID()));
    const page = await gateway.call('/online-payment', { tenant: SITE, cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(String(answer.id));
    expect(html).toContain(RESERVATION_STATUS_LABELS.pending);
    expect(html).toContain('$500');
    const other = await (await gateway.call('/online-payment', { tenant: SITE, cookie: await shopper() })).text();
    expect(other).not.toContain(String(answer.id));
    expect(other).toContain('You have no reservations yet.');
  });
});

describe('GET /online-payment/:id (the receipt)', () => {
  it("shows the shopper's own reservation, linked from the list, and nobody else's", async () => {
    const car = await reservableCar();
    const cookie = await shopper();
    const answer = await json(await reserve(cookie, car.slug, crypto.randomUUID()));
    const path = `/online-payment/${answer.id}`;
    const list = await (await gateway.call('/online-payment', { tenant: SITE, cookie })).text();
    expect(list).toContain(`href="${path}"`);
    const page = await gateway.call(path, { tenant: SITE, cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Reservation receipt');
    expect(html).toContain(String(answer.id));
    expect(html).toContain(RESERVATION_STATUS_LABELS.pending);
    expect(html).toContain(`href="/cars/${car.slug}"`);
    expect((await gateway.call(path, { tenant: SITE, cookie: await shopper() })).status).toBe(404);
    expect((await gateway.call('/online-payment/not-a-reservation', { tenant: SITE, cookie })).status).toBe(404);
  });
});

describe('the checkout addresses (spec: 000 §2; 001 §4 "Checkout pages need a car slug first")', () => {
  const location = (res: Response) => [res.status, res.headers.get('Location')];

  it('redirects the variant a site does not use to the one it does, keeping the query', async () => {
    const car = await reservableCar();
    const cookie = await shopper();
    expect(location(await gateway.call(`/cars/${car.slug}/buy-online?from=card`, { tenant: SITE, cookie }))).toEqual([
      301,
      `/cars/${car.slug}/checkout?from=card`,
    ]);
    expect(location(await gateway.call(`/cars/${car.slug}/checkout`, { tenant: BUY_ONLINE_SITE, cookie }))).toEqual([
      301,
      `/cars/${car.slug}/buy-online`,
    ]);
  });

  it("sends /checkout-journey?car_id= (a slug or an id) to the car's checkout, a car named to search first", async () => {
    const car = await reservableCar();
    const journey = (query: string, tenant = SITE) => gateway.call(`/checkout-journey${query}`, { tenant });
    expect(location(await journey(`?car_id=${car.slug}`))).toEqual([302, `/cars/${car.slug}/checkout`]);
    expect(location(await journey(`?car_id=${car.id}`))).toEqual([302, `/cars/${car.slug}/checkout`]);
    expect(location(await journey(`?car_id=${car.slug}`, BUY_ONLINE_SITE))).toEqual([
      302,
      `/cars/${car.slug}/buy-online`,
    ]);
    expect(location(await journey(''))).toEqual([302, '/search']);
    expect((await journey('?car_id=no-such-car-0')).status).toBe(404);
    expect((await journey('?car_id=%3Cscript%3E')).status).toBe(404);
  });
});
