import { describe, expect, it } from 'vitest';
import type { GeocodeResult } from './geocoding';
import {
  createGeocoder,
  GEOCODE_FOUND_TTL_SECONDS,
  GEOCODE_NONE_TTL_SECONDS,
  type SharedAnswers,
} from './geocoding-cache';

// The geocoder's answers kept per postcode (issue 24 item 9): postcodes do not move, so the dealer
// locator asks the partner once per postcode, not once per view.

const env = { GEOCODING_API_URL: 'http://geo.test' };
const PERTH: GeocodeResult = { kind: 'found', place: { locality: 'PERTH', state: 'WA', lat: -31.95, long: 115.86 } };

/** A partner that answers `answers[postcode]` (else none) and counts what it was asked. */
function partner(answers: Record<string, GeocodeResult> = {}) {
  const asked: string[] = [];
  const lookup = async (_env: unknown, postcode: string): Promise<GeocodeResult> => {
    asked.push(postcode);
    return answers[postcode] ?? { kind: 'none' };
  };
  return { asked, lookup };
}

/** A shared store like the Cache API's, on the test's clock (max-age honoured). */
function sharedStore(clock: { now: number }): SharedAnswers & { keys(): string[] } {
  const entries = new Map<string, { body: string; expiresAt: number }>();
  return {
    async match(key) {
      const entry = entries.get(key);
      return entry && entry.expiresAt > clock.now ? new Response(entry.body) : undefined;
    },
    async put(key, response) {
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')?.[1]);
      entries.set(key, { body: await response.text(), expiresAt: clock.now + maxAge * 1000 });
    },
    keys: () => [...entries.keys()],
  };
}

describe('createGeocoder', () => {
  it('asks the partner once for a repeated postcode, found or not', async () => {
    const { asked, lookup } = partner({ '6000': PERTH });
    const geocoder = createGeocoder({ lookup, shared: async () => null });
    expect(await geocoder.place(env, '6000')).toEqual(PERTH);
    expect(await geocoder.place(env, '6000')).toEqual(PERTH);
    expect(await geocoder.place(env, '0001')).toEqual({ kind: 'none' });
    expect(await geocoder.place(env, '0001')).toEqual({ kind: 'none' });
    expect(asked).toEqual(['6000', '0001']);
  });

  it('keeps a found postcode for a month and an unknown one for a day', async () => {
    const clock = { now: Date.UTC(2026, 10, 1) };
    const { asked, lookup } = partner({ '6000': PERTH });
    const geocoder = createGeocoder({ lookup, shared: async () => null, now: () => clock.now });
    await geocoder.place(env, '6000');
    await geocoder.place(env, '0001');
    clock.now += GEOCODE_NONE_TTL_SECONDS * 1000 + 1;
    await geocoder.place(env, '6000');
    await geocoder.place(env, '0001');
    expect(asked).toEqual(['6000', '0001', '0001']);
    clock.now += GEOCODE_FOUND_TTL_SECONDS * 1000;
    await geocoder.place(env, '6000');
    expect(asked).toEqual(['6000', '0001', '0001', '6000']);
  });

  it('keeps no failure: the next view asks again', async () => {
    let down = true;
    const asked: string[] = [];
    const lookup = async (_env: unknown, postcode: string): Promise<GeocodeResult> => {
      asked.push(postcode);
      return down ? { kind: 'failed', error: 'geocoder answered 503' } : PERTH;
    };
    const geocoder = createGeocoder({ lookup, shared: async () => null });
    expect((await geocoder.place(env, '6000')).kind).toBe('failed');
    down = false;
    expect(await geocoder.place(env, '6000')).toEqual(PERTH);
    expect(await geocoder.place(env, '6000')).toEqual(PERTH);
    expect(asked).toEqual(['6000', '6000']);
  });

  it('shares answers between isolates through the shared store, keyed by the partner and the postcode', async () => {
    const clock = { now: Date.UTC(2026, 10, 1) };
    const store = sharedStore(clock);
    const { asked, lookup } = partner({ '6000': PERTH });
    const options = { lookup, shared: async () => store, now: () => clock.now };
    await createGeocoder(options).place(env, '6000');
    expect(await createGeocoder(options).place(env, '6000')).toEqual(PERTH);
    expect(asked).toEqual(['6000']);
    expect(store.keys()).toEqual(['http://geo.test/v1/geocode?postcode=6000&country=AU']);
    await createGeocoder(options).place({ GEOCODING_API_URL: 'http://other-geo.test' }, '6000');
    expect(asked).toEqual(['6000', '6000']);
  });

  it('still answers when the shared store fails or holds something it cannot read', async () => {
    const { asked, lookup } = partner({ '6000': PERTH });
    const broken: SharedAnswers = {
      match: async () => new Response('not json'),
      put: async () => {
        throw new Error('cache unavailable');
      },
    };
    expect(await createGeocoder({ lookup, shared: async () => broken }).place(env, '6000')).toEqual(PERTH);
    const failing = async () => {
      throw new Error('no caches here');
    };
    expect(await createGeocoder({ lookup, shared: failing }).place(env, '6000')).toEqual(PERTH);
    expect(asked).toEqual(['6000', '6000']);
  });
});
