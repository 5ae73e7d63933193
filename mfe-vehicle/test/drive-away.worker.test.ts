import { env } from 'cloudflare:workers';
import { INVALID_POSTCODE, POSTCODE_EMPTY } from '@forecourt/shared';
import { driveAwayEstimate } from '@forecourt/shared/pricing/drive-away/estimate';
import { DRIVE_AWAY_NO_STATE } from '@forecourt/shared/pricing/drive-away/view';
import { fixtureStatements, locationsFor, makeCar, makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { MAIN_CAR, seedVehicleFixtures, VEH } from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { callVehicleApi, json } from './support';

// GET /api/cars/:slug/drive-away?postcode=NNNN in mfe-vehicle's Worker (issue 31): the estimate for a car
// priced excluding government charges, with the site's own dealer delivery; 400 naming the postcode for
// one that is not a postcode of a state; 404 for a car the site does not show or one already priced
// with the charges. Its own site and dealership (ids 981xx), so no other file's stock changes.

const DEALER = { id: 98101, slug: 'dav-north', name: 'Drive Away Motors' };
const SITE = makeTenant({
  slug: 'davsite',
  websiteId: 9810,
  dealerships: [DEALER.slug],
  driveAway: { dealerDelivery: 1_990 },
});
const EXCLUDING = makeCar({
  id: 98111,
  slug: 'dav-camry-excl-40k',
  dealership: DEALER,
  make: 'Toyota',
  model: 'Camry',
  price: 40_000,
  price_type: 'Excl. Government Charges',
  car_type: 'new',
  simple_body: 'Sedan',
  simple_fuel: 'Petrol',
});
const DRIVE_AWAY = makeCar({
  ...EXCLUDING,
  dealership: DEALER,
  id: 98112,
  slug: 'dav-camry-da-40k',
  price_type: 'Drive Away',
});

beforeAll(async () => {
  await seedVehicleFixtures(env);
  await env.DB.batch(fixtureStatements(env.DB, [EXCLUDING, DRIVE_AWAY], [DEALER], locationsFor([DEALER])));
  await env.TENANTS.put(`tenant:${SITE.slug}`, JSON.stringify(SITE));
});

const driveAway = (slug: string, query: string, tenant = SITE) =>
  callVehicleApi(tenant, `/api/cars/${slug}/drive-away${query}`);

describe('GET /api/cars/:slug/drive-away', () => {
  it.each([
    ['2000', 'NSW'],
    ['3000', 'VIC'],
    ['4000', 'QLD'],
    ['2600', 'ACT'],
  ] as const)('estimates the drive-away price for %s (%s) with the site’s dealer delivery', async (postcode, state) => {
    const res = await driveAway(EXCLUDING.slug, `?postcode=${postcode}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(driveAwayEstimate(EXCLUDING, state, 1_990));
  });

  it('breaks the NSW estimate down into price, delivery, duty, registration and CTP', async () => {
    const body = await json(await driveAway(EXCLUDING.slug, '?postcode=2000'));
    // $41,990 dutiable: 420 × $3.
    expect(body.lines).toEqual([
      expect.objectContaining({ key: 'price', amount: 40_000 }),
      expect.objectContaining({ key: 'dealerDelivery', amount: 1_990 }),
      expect.objectContaining({ key: 'stampDuty', amount: 1_260 }),
      expect.objectContaining({ key: 'registration' }),
      expect.objectContaining({ key: 'ctp' }),
    ]);
    expect(body).toMatchObject({ state: 'NSW', ratesEffectiveFrom: '2025-07-01', complete: true });
  });

  it.each([
    ['', POSTCODE_EMPTY],
    ['?postcode=', POSTCODE_EMPTY],
    ['?postcode=%20', POSTCODE_EMPTY],
    ['?postcode=abc', INVALID_POSTCODE],
    ['?postcode=20000', INVALID_POSTCODE],
    ['?postcode=0100', DRIVE_AWAY_NO_STATE],
    ['?postcode=0000', DRIVE_AWAY_NO_STATE],
  ])('answers 400 naming the postcode for %j', async (query, message) => {
    const res = await driveAway(EXCLUDING.slug, query);
    expect(res.status).toBe(400);
    expect((await json(res)).issues).toEqual([{ path: 'postcode', message }]);
  });

  it('is a 404 for a car the site does not show, another site’s included', async () => {
    const foreign = await driveAway(MAIN_CAR, '?postcode=2000');
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).error).toBe(`Car not found: ${MAIN_CAR}`);
    expect((await driveAway(EXCLUDING.slug, '?postcode=2000', VEH)).status).toBe(404);
  });

  it('is a 404 naming why for a car whose price already includes the government charges', async () => {
    const res = await driveAway(DRIVE_AWAY.slug, '?postcode=2000');
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: 'no_drive_away_estimate' });
    expect((await driveAway(MAIN_CAR, '?postcode=2000', VEH)).status).toBe(404);
  });
});
