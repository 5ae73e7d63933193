import { POSTCODE_UNKNOWN } from '@forecourt/shared';
import { DeliveryEstimateSchema, PriceComparisonSchema, SimilarCarsSchema } from '@forecourt/shared/vehicle/api';
import { describe, expect, inject, it } from 'vitest';
import { SIMULATORS, simulatorPort } from '../scripts/lib/simulators.ts';
import { getAsSite } from './support/http.ts';
import { findCar } from './support/stock.ts';

// The vehicle page's gateway API on the real platform: the gateway under wrangler dev reaching the
// delivery and price-guide simulators (each in its own wrangler dev, on the e2e ports) through their
// base-URL vars, and the PDF drawn at the edge, on the demo stock.

const HOST = 'harbourcity.localhost';

function simulatorBase(partner: string): string {
  const sim = SIMULATORS.find((candidate) => candidate.partner === partner);
  if (!sim) throw new Error(`no ${partner} simulator`);
  return `http://127.0.0.1:${simulatorPort(sim, inject('port'))}`;
}

describe('vehicle page API on the platform', () => {
  it('asks the price guide and answers a PriceComparison', async () => {
    const car = await findCar('harbourcity', (candidate) => candidate.status === 'in_stock');
    const res = await getAsSite(HOST, `/api/cars/${car.slug}/autogauge`);
    expect(res.status).toBe(200);
    PriceComparisonSchema.parse(res.json());
    const received = (await (await fetch(`${simulatorBase('price-guide')}/v1/valuations?limit=5`)).json()) as {
      valuations: { vehicle: { make: string } }[];
    };
    expect(received.valuations.length).toBeGreaterThan(0);
  });

  it('quotes delivery by postcode through the carrier, with the spec messages', async () => {
    const car = await findCar('harbourcity', (candidate) => candidate.status === 'in_stock');
    const quoted = await getAsSite(HOST, `/api/cars/${car.slug}/delivery?postcode=4000`);
    expect(quoted.status).toBe(200);
    expect(DeliveryEstimateSchema.parse(quoted.json()).name).toBe('Brisbane Metro');
    const unknown = await getAsSite(HOST, `/api/cars/${car.slug}/delivery?postcode=6725`);
    expect(unknown.status).toBe(404);
    expect(unknown.json<{ error: string; code: string }>()).toMatchObject({
      error: POSTCODE_UNKNOWN,
      code: 'unknown_postcode',
    });
    expect((await getAsSite(HOST, `/api/cars/${car.slug}/delivery?postcode=`)).status).toBe(400);
    const quotes = (await (await fetch(`${simulatorBase('delivery')}/v1/quotes?limit=5`)).json()) as {
      quotes: { to: string; status: number }[];
    };
    expect(quotes.quotes).toEqual(expect.arrayContaining([expect.objectContaining({ to: '4000', status: 200 })]));
  });

  it('answers similar cars of the site, never the car itself', async () => {
    const car = await findCar('harbourcity', (candidate) => candidate.status === 'in_stock');
    const res = await getAsSite(HOST, `/api/cars/${car.slug}/similar`);
    expect(res.status).toBe(200);
    const similar = SimilarCarsSchema.parse(res.json());
    expect(similar.hits.length).toBeGreaterThan(0);
    expect(similar.hits.map((hit) => hit.slug)).not.toContain(car.slug);
  });

  it('downloads the car as {slug}.pdf', async () => {
    const car = await findCar('harbourcity', (candidate) => candidate.status === 'in_stock');
    const res = await getAsSite(HOST, `/api/cars/${car.slug}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`);
    expect(res.text.startsWith('%PDF-')).toBe(true);
  });
});
