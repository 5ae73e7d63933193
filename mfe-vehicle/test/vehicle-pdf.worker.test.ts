import { env } from 'cloudflare:workers';
import { MAIN_CAR, seedVehicleFixtures, VEH, VEH_RIVAL } from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { callVehicleApi, json } from './support';

// GET /api/cars/:slug/pdf: a real PDF, named after the car, downloaded as {slug}.pdf; 404 JSON otherwise.

beforeAll(() => seedVehicleFixtures(env));

describe('GET /api/cars/:slug/pdf', () => {
  it('downloads the car as an A4 PDF that names it', async () => {
    const res = await callVehicleApi(VEH, `/api/cars/${MAIN_CAR}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${MAIN_CAR}.pdf"`);
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getTitle()).toBe('2022 Toyota Corolla');
    expect(pdf.getAuthor()).toBe('Veh Page Motors');
    expect(pdf.getSubject()).toBe('2022 Toyota Corolla, $30,000 drive_away');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
  });

  it('is a 404 JSON for a car the site does not show', async () => {
    for (const [slug, tenant] of [
      ['no-such-car', VEH],
      ['veh-rival-corolla-30k', VEH],
      [MAIN_CAR, VEH_RIVAL],
    ] as const) {
      const res = await callVehicleApi(tenant, `/api/cars/${slug}/pdf`);
      expect(res.status).toBe(404);
      expect((await json(res)).error).toBe(`Car not found: ${slug}`);
    }
  });
});
