import { describe, expect, it } from 'vitest';
import { simulator } from '../test-support';
import type { QuoteRequestRecord } from './worker';

// The delivery simulator's routes (worker.ts): quotes between postcodes, its regions, what it was asked.

describe('the delivery simulator', () => {
  it('quotes a trip between two served postcodes in AUD, and remembers the request', async () => {
    const res = await simulator('delivery', '/v1/quote?from=2000&to=3000');
    expect(res.status).toBe(200);
    const quote = (await res.json()) as { to: { region: string }; price: { amount: number; currency: string } };
    expect(quote).toMatchObject({
      from: { postcode: '2000', region: 'Sydney Metro' },
      to: { postcode: '3000', region: 'Melbourne Metro' },
      price: { currency: 'AUD' },
    });
    expect(quote.price.amount).toBeGreaterThan(0);
    const { quotes } = (await (await simulator('delivery', '/v1/quotes?limit=1')).json()) as {
      quotes: QuoteRequestRecord[];
    };
    expect(quotes[0]).toMatchObject({ from: '2000', to: '3000', status: 200, price: quote.price.amount });
  });

  it('answers 400 for a postcode that is not 4 digits and 404 for one it does not serve', async () => {
    const bad = await simulator('delivery', '/v1/quote?from=20&to=3000');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_postcode', field: 'from' });
    const far = await simulator('delivery', '/v1/quote?from=2000&to=6725');
    expect(far.status).toBe(404);
    expect(await far.json()).toEqual({ error: 'postcode_not_serviced', field: 'to', postcode: '6725' });
  });

  it('lists its regions', async () => {
    const { regions } = (await (await simulator('delivery', '/v1/regions')).json()) as { regions: { name: string }[] };
    expect(regions.map((region) => region.name)).toContain('Hobart');
  });
});
