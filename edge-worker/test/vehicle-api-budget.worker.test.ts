import { env } from 'cloudflare:workers';
import { MAIN_CAR, seedVehicleFixtures, VEH_LIMITED_HOST } from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, routedGateway } from './http';
import { atWindowStart } from './rate-window';

// The car API at the gateway: mfe-vehicle's release declares `/api/cars` and that the routes asking a
// partner (the price guide, the carrier) spend the shopper's `partners` budget. The gateway spends it before
// it passes the request on (here to mfe-vehicle's stand-in, whose `api` echoes what it was given); the API
// itself is tested in mfe-vehicle/test. The site's budget is 2 a minute (vehlimit).

beforeAll(() => seedVehicleFixtures(env));

const gateway = routedGateway();

describe('/api/cars through the gateway', () => {
  it('reaches mfe-vehicle with the site the host names', async () => {
    const res = await gateway(`/api/cars/${MAIN_CAR}`, { host: VEH_LIMITED_HOST });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ path: `/api/cars/${MAIN_CAR}`, context: { tenant: 'vehlimit' } });
  });

  it('spends the partners budget on the price guide and delivery routes, and only there', async () => {
    await atWindowStart();
    const headers = { 'CF-Connecting-IP': crypto.randomUUID() };
    const status = async (path: string) => {
      const res = await gateway(`/api/cars/${MAIN_CAR}${path}`, { host: VEH_LIMITED_HOST, headers });
      await res.body?.cancel();
      return res.status;
    };
    expect([await status('/autogauge'), await status('/delivery?postcode=4000')]).toEqual([200, 200]);
    expect([await status('/autogauge'), await status('/delivery?postcode=2000')]).toEqual([429, 429]);
    // The car, its similar cars, its PDF and its views ask no partner.
    for (const path of ['', '/similar', '/pdf', '/view.json?website_id=9503'])
      expect(await status(path), path).toBe(200);
  }, 20_000);
});
