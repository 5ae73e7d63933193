import { env } from 'cloudflare:workers';
import {
  ANALYTICS_EVENTS,
  NOT_YOUR_PHONE,
  SIGN_IN_REQUIRED,
  WATCHLIST_CAR_NOT_FOUND,
  WATCHLIST_SOLD_CAR,
} from '@forecourt/shared';
import { makeCar } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freshPhone,
  ID_DEALER,
  ID_NO_WATCHLIST,
  ID_OTHER,
  seedIdentitySites,
  signIn,
  type TestGateway,
  testGateway,
} from './identity-support';

// The watchlist API (spec: 000 §4, §6, §7): the session's own phone only, the site's own cars only,
// sold cars only when already saved.

/** A car of this file's own dealership (other files share the database), sold during a test. */
const TO_BE_SOLD = 9651;

beforeAll(() => seedIdentitySites([makeCar({ id: TO_BE_SOLD, slug: 'watchlist-to-be-sold', dealership: ID_DEALER })]));

interface Answer {
  status: number;
  body: { success: boolean; error?: string; data?: { id: number; car: { slug: string } | null }[] };
}

async function watchlistCall(
  gateway: TestGateway,
  path: string,
  cookie: string | undefined,
  json?: object,
): Promise<Answer> {
  const res = await gateway.call(`/api/watchlist${path}`, { cookie, json });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function signedInUser() {
  const gateway = testGateway();
  const phone = freshPhone();
  const cookie = await signIn(gateway, phone);
  const call = (path: string, json?: object) => watchlistCall(gateway, path, cookie, json);
  const save = (carId: number | string, phoneNumber = phone) =>
    call('/save-car', { phone_number: phoneNumber, car_id: carId });
  const remove = (carId: number, phoneNumber = phone) =>
    call('/remove-car', { phone_number: phoneNumber, car_id: carId });
  const list = async () => ((await call('')).body.data ?? []).map((entry) => entry.id);
  return { gateway, phone, cookie, save, remove, list };
}

describe('the watchlist', () => {
  it('saves, lists and removes an in-stock car of the site, recording event 39 on save', async () => {
    const user = await signedInUser();
    expect(await user.save(9101)).toEqual({ status: 200, body: { success: true, car_id: 9101, saved: true } });
    user.gateway.clock.advance(1000);
    expect(await user.save('9104')).toMatchObject({ status: 200, body: { success: true } });
    expect(await user.list()).toEqual([9104, 9101]); // newest first
    const listed = await watchlistCall(user.gateway, '', user.cookie);
    expect(listed.body.data?.find((entry) => entry.id === 9101)?.car?.slug).toBe('alpha-in-stock');

    expect(await user.remove(9101)).toEqual({ status: 200, body: { success: true, car_id: 9101, saved: false } });
    expect(await user.list()).toEqual([9104]);
    expect((await user.remove(9101)).status).toBe(200); // already gone: done

    const events = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM analytics_events WHERE tenant = 'id-site' AND event_id = ? AND json_extract(payload, '$.car_id') = 9104`,
    )
      .bind(ANALYTICS_EVENTS.SAVE_CAR)
      .first<{ n: number }>();
    expect(events?.n).toBeGreaterThanOrEqual(1);
  });

  it('refuses a sold car unless it is already saved', async () => {
    const user = await signedInUser();
    expect(await user.save(9103)).toEqual({
      status: 409,
      body: expect.objectContaining({ success: false, error: WATCHLIST_SOLD_CAR }),
    });
    expect(await user.list()).toEqual([]);

    expect((await user.save(TO_BE_SOLD)).status).toBe(200);
    await env.DB.prepare(`UPDATE cars SET status = 'sold', sold_at = ? WHERE id = ?`)
      .bind(new Date(user.gateway.clock.now).toISOString(), TO_BE_SOLD)
      .run();
    try {
      expect(await user.save(TO_BE_SOLD)).toMatchObject({ status: 200, body: { success: true, saved: true } });
      expect(await user.list()).toEqual([TO_BE_SOLD]);
      expect((await user.remove(TO_BE_SOLD)).status).toBe(200);
      expect((await user.save(TO_BE_SOLD)).status).toBe(409);
    } finally {
      await env.DB.prepare(`UPDATE cars SET status = 'in_stock', sold_at = NULL WHERE id = ?`).bind(TO_BE_SOLD).run();
    }
  });

  it("answers 404 for another site's car, a hidden car and an unknown id", async () => {
    const user = await signedInUser();
    for (const carId of [9121, 9112, 9131, 999_999]) {
      expect(await user.save(carId)).toEqual({
        status: 404,
        body: expect.objectContaining({ success: false, error: WATCHLIST_CAR_NOT_FOUND }),
      });
    }
    expect((await user.remove(9121)).status).toBe(404);
    expect(await user.list()).toEqual([]);
  });

  it('answers 403 for a phone other than the signed-in one', async () => {
    const user = await signedInUser();
    const other = freshPhone();
    expect(await user.save(9101, other)).toEqual({
      status: 403,
      body: expect.objectContaining({ success: false, error: NOT_YOUR_PHONE }),
    });
    expect((await user.remove(9101, other)).status).toBe(403);
    // The same number written another way is the same phone.
    expect((await user.save(9101, user.phone.replace(/^0/, '+61 '))).status).toBe(200);
  });

  it('answers 401 when signed out, and 404 on a site without the watchlist', async () => {
    const gateway = testGateway();
    const signedOut = await watchlistCall(gateway, '/save-car', undefined, {
      phone_number: freshPhone(),
      car_id: 9101,
    });
    expect(signedOut).toEqual({
      status: 401,
      body: expect.objectContaining({ success: false, error: SIGN_IN_REQUIRED }),
    });

    const phone = freshPhone();
    const cookie = await signIn(gateway, phone, { tenant: ID_NO_WATCHLIST });
    const res = await gateway.call('/api/watchlist/save-car', {
      tenant: ID_NO_WATCHLIST,
      cookie,
      json: { phone_number: phone, car_id: 9101 },
    });
    expect(res.status).toBe(404);
  });

  it("keeps each site's watchlist apart", async () => {
    const user = await signedInUser();
    await user.save(9101);
    const elsewhere = await signIn(user.gateway, user.phone, { tenant: ID_OTHER });
    const res = await user.gateway.call('/api/watchlist', { tenant: ID_OTHER, cookie: elsewhere });
    expect(await res.json()).toEqual({ success: true, data: [] });
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const user = await signedInUser();
    const res = await user.gateway.call('/api/watchlist/save-car', {
      cookie: user.cookie,
      json: { phone_number: user.phone },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'car_id' }] });
  });
});
