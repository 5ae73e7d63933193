import { describe, expect, it } from 'vitest';
import { simulator } from '../test-support';
import type { LookupRecord } from './worker';

// The geocoding simulator's routes (worker.ts): Australian postcodes to places, and what it was asked.

describe('the geocoding simulator', () => {
  it('finds an Australian postcode, and remembers the lookup', async () => {
    const res = await simulator('geocoding', '/v1/geocode?postcode=4000&country=au');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; results: { state: string; location: { lat: number } }[] };
    expect(body.status).toBe('OK');
    expect(body.results[0]).toMatchObject({ postcode: '4000', state: 'QLD', country: 'AU' });
    expect(body.results[0]?.location.lat).toBeLessThan(-27);
    const { lookups } = (await (await simulator('geocoding', '/v1/lookups?limit=1')).json()) as {
      lookups: LookupRecord[];
    };
    expect(lookups[0]).toMatchObject({ postcode: '4000', country: 'AU', status: 'OK' });
  });

  it('finds nothing outside Australia or for an unknown postcode, and refuses a lookup without one', async () => {
    for (const query of ['postcode=4000&country=NZ', 'postcode=0001']) {
      expect(await (await simulator('geocoding', `/v1/geocode?${query}`)).json()).toEqual({
        status: 'ZERO_RESULTS',
        results: [],
      });
    }
    const res = await simulator('geocoding', '/v1/geocode?postcode=');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'INVALID_REQUEST' });
  });
});
