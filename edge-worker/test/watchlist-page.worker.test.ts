import { WATCHLIST_PAGE_PATH } from '@forecourt/shared/vehicle/watchlist-intent';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, ID_NO_WATCHLIST, seedIdentitySites, signIn, testGateway } from './identity-support';

// The watchlist page the vehicle page's "View List" goes to (spec: 000 §2, §8): the signed-in visitor's
// saved cars; signed out, the gate sends them to sign in and back.

beforeAll(() => seedIdentitySites());

describe(`GET ${WATCHLIST_PAGE_PATH}`, () => {
  it('lists the cars the visitor saved, newest first, each linking to its page', async () => {
    const gateway = testGateway();
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone);
    for (const carId of [9101, 9104]) {
      const saved = await gateway.call('/api/watchlist/save-car', {
        cookie,
        json: { phone_number: phone, car_id: carId },
      });
      expect(saved.status).toBe(200);
      gateway.clock.advance(1000);
    }
    const res = await gateway.call(WATCHLIST_PAGE_PATH, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('private');
    const html = await res.text();
    expect(html).toContain('My watchlist');
    const links = [...html.matchAll(/href="(\/cars\/[^"]+)"/g)].map((match) => match[1]);
    expect(links.indexOf('/cars/alpha-in-stock')).toBeGreaterThan(-1);
    // 9104 was saved last, so it comes first.
    expect(links[0]).not.toBe('/cars/alpha-in-stock');
  });

  it('says so when nothing is saved', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone());
    const html = await (await gateway.call(WATCHLIST_PAGE_PATH, { cookie })).text();
    expect(html).toContain('No cars in your watchlist yet.');
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const res = await testGateway().call(WATCHLIST_PAGE_PATH);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^\/sign-in\?.*redirect=%2Fmy-garage%2Fwatchlist/);
  });

  it('sends a visitor of a site without the watchlist on to My Garage, signed in or not (issue 19: no 404)', async () => {
    const gateway = testGateway();
    const cookie = await signIn(gateway, freshPhone(), { tenant: ID_NO_WATCHLIST });
    for (const options of [{ cookie, tenant: ID_NO_WATCHLIST }, { tenant: ID_NO_WATCHLIST }]) {
      const res = await gateway.call(WATCHLIST_PAGE_PATH, options);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/my-garage');
    }
  });
});
