import { describe, expect, it } from 'vitest';
import { createDeliveryClient } from './delivery';

function answering(status: number, body: unknown) {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(String(input));
    return Response.json(body, { status });
  };
  return { urls, fetch };
}

const quote = {
  quote_id: 'dq_1',
  from: { postcode: '2150', region: 'Sydney Metro' },
  to: { postcode: '4000', region: 'Brisbane Metro' },
  distance_km: 919,
  price: { amount: 960, currency: 'AUD' },
};

describe('createDeliveryClient', () => {
  it('asks for a quote from the car to the postcode and answers price and region', async () => {
    const partner = answering(200, quote);
    const result = await createDeliveryClient({ baseUrl: 'http://delivery.test', fetch: partner.fetch }).quote(
      '2150',
      '4000',
    );
    expect(result).toEqual({ kind: 'quoted', estimate: { price: 960, name: 'Brisbane Metro' } });
    expect(partner.urls).toEqual(['http://delivery.test/v1/quote?from=2150&to=4000']);
  });

  it('reads the partner 404 as a postcode it does not serve, naming which end', async () => {
    const partner = answering(404, { error: 'postcode_not_serviced', field: 'to', postcode: '6725' });
    const client = createDeliveryClient({ baseUrl: 'http://delivery.test', fetch: partner.fetch });
    expect(await client.quote('2150', '6725')).toEqual({ kind: 'not-serviced', field: 'to' });
  });

  it('fails on any other 404, status or answer', async () => {
    const routeMissing = answering(404, { error: 'no route for GET /v1/quote' });
    expect(
      (await createDeliveryClient({ baseUrl: 'http://x.test', fetch: routeMissing.fetch }).quote('2150', '4000')).kind,
    ).toBe('failed');
    const down = answering(503, { error: 'simulated outage' });
    expect(await createDeliveryClient({ baseUrl: 'http://x.test', fetch: down.fetch }).quote('2150', '4000')).toEqual({
      kind: 'failed',
      error: 'delivery partner answered 503',
    });
    const dollarsInCents = answering(200, { ...quote, price: { amount: 96_000, currency: 'USD' } });
    expect(
      (await createDeliveryClient({ baseUrl: 'http://x.test', fetch: dollarsInCents.fetch }).quote('2150', '4000'))
        .kind,
    ).toBe('failed');
  });
});
