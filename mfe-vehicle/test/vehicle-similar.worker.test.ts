import { env } from 'cloudflare:workers';
import type { TenantConfig } from '@forecourt/shared';
import {
  MAIN_CAR,
  OTHER_MODELS_IN_BAND,
  SAME_MODEL_IN_BAND,
  seedVehicleFixtures,
  VEH,
  VEH_DEALERS,
  VEH_RIVAL,
} from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { SimilarCarsSchema } from '@forecourt/shared/vehicle/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { callVehicleApi } from './support';

// GET /api/cars/:slug/similar through the stock search (mfe-search's real Worker, over its RPC): the band,
// same model first, in-stock only, at most 6, and never another site's car.

beforeAll(() => seedVehicleFixtures(env));

async function similar(slug: string, tenant: TenantConfig = VEH) {
  const res = await callVehicleApi(tenant, `/api/cars/${slug}/similar`);
  expect(res.status, `${slug} on ${tenant.slug}`).toBe(200);
  return SimilarCarsSchema.parse(await res.json());
}

describe('GET /api/cars/:slug/similar', () => {
  it('answers same-model cars in the band first, then other models, at most 6', async () => {
    const { hits, count } = await similar(MAIN_CAR);
    expect(hits.map((hit) => hit.slug)).toEqual([...SAME_MODEL_IN_BAND, ...OTHER_MODELS_IN_BAND].slice(0, 6));
    // Everything in the band: 4 Corollas and 6 other models (the car itself, sold, hidden, out-of-band left out).
    expect(count).toBe(SAME_MODEL_IN_BAND.length + OTHER_MODELS_IN_BAND.length);
  });

  it('takes ±25,000 from $50,000 up', async () => {
    const { hits } = await similar('veh-landcruiser-80k');
    const slugs = hits.map((hit) => hit.slug);
    expect(slugs.slice(0, 2)).toEqual(['veh-landcruiser-60k', 'veh-landcruiser-104k']);
    expect(slugs).not.toContain('veh-landcruiser-110k');
    expect(hits.every((hit) => hit.price >= 55_000 && hit.price <= 105_000)).toBe(true);
  });

  it('offers in-stock cars for a sold car, never the car itself', async () => {
    const { hits } = await similar('veh-corolla-sold');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.slug)).not.toContain('veh-corolla-sold');
    expect(hits.every((hit) => hit.status === 'in_stock' || hit.status === 'coming_soon')).toBe(true);
  });

  it("never answers another site's car, either way", async () => {
    const main = await similar(MAIN_CAR);
    expect(main.hits.some((hit) => hit.dealership_slug === VEH_DEALERS.rival.slug)).toBe(false);
    const rival = await similar('veh-rival-corolla-30k', VEH_RIVAL);
    expect(rival.hits.map((hit) => hit.slug)).toEqual(['veh-rival-corolla-32k']);
    expect(rival.count).toBe(1);
  });

  it('is a 404 for a car the site does not show', async () => {
    expect((await callVehicleApi(VEH_RIVAL, `/api/cars/${MAIN_CAR}/similar`)).status).toBe(404);
    expect((await callVehicleApi(VEH, '/api/cars/veh-corolla-hidden/similar')).status).toBe(404);
  });
});
