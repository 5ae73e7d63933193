import { describe, expect, it } from 'vitest';
import { createPriceGuideClient } from '.';

const car = { make: 'Toyota', model: 'Corolla', year: 2021, km: 40_000, price: 27_990, item_type: 'car' };
const valuation = {
  market_value: 27_500,
  range: { low: 26_100, high: 28_900 },
  confidence: 0.83,
  sample_size: 120,
  summary: 'In line.',
};

function recording(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(new Request(input, init));
    return Response.json(body, { status });
  };
  return { requests, fetch };
}

describe('createPriceGuideClient', () => {
  it('posts the car to /v1/valuations and answers the figures', async () => {
    const partner = recording(200, { valuation_id: 'pg_1', ...valuation });
    const result = await createPriceGuideClient({ baseUrl: 'http://guide.test', fetch: partner.fetch }).valuate(car);
    expect(result).toEqual({ kind: 'valued', figures: valuation });
    const [request] = partner.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://guide.test/v1/valuations');
    expect(await request?.json()).toEqual(car);
  });

  it('reads 404 as a car the guide does not cover', async () => {
    const partner = recording(404, { error: 'not_covered' });
    const result = await createPriceGuideClient({ baseUrl: 'http://guide.test', fetch: partner.fetch }).valuate(car);
    expect(result).toEqual({ kind: 'not-covered' });
  });

  it('fails on another status, a broken answer or a missing base URL', async () => {
    const down = recording(503, { error: 'simulated outage' });
    expect(await createPriceGuideClient({ baseUrl: 'http://guide.test', fetch: down.fetch }).valuate(car)).toEqual({
      kind: 'failed',
      error: 'price guide answered 503',
    });
    const garbled = recording(200, { ...valuation, confidence: 'high' });
    const broken = await createPriceGuideClient({ baseUrl: 'http://guide.test', fetch: garbled.fetch }).valuate(car);
    expect(broken.kind).toBe('failed');
    const inverted = recording(200, { ...valuation, range: { low: 30_000, high: 20_000 } });
    expect(
      (await createPriceGuideClient({ baseUrl: 'http://guide.test', fetch: inverted.fetch }).valuate(car)).kind,
    ).toBe('failed');
    expect((await createPriceGuideClient({ baseUrl: undefined }).valuate(car)).kind).toBe('failed');
  });
});
