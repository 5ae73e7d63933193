import { describe, expect, it } from 'vitest';
import { geocodePostcode } from './geocoding';

const env = { GEOCODING_API_URL: 'http://geo.test' };
const answering = (body: unknown, status = 200) =>
  (async (input: RequestInfo | URL) => {
    answering.last = String(input);
    return Response.json(body, { status });
  }) as typeof fetch;
answering.last = '';

describe('geocodePostcode', () => {
  it('asks for the Australian postcode and reads the first result', async () => {
    const found = {
      status: 'OK',
      results: [{ locality: 'PERTH', state: 'WA', location: { lat: -31.95, lng: 115.86 } }],
    };
    expect(await geocodePostcode(env, '6000', answering(found))).toEqual({
      kind: 'found',
      place: { locality: 'PERTH', state: 'WA', lat: -31.95, long: 115.86 },
    });
    expect(answering.last).toBe('http://geo.test/v1/geocode?postcode=6000&country=AU');
  });

  it('is none for zero results, and failed for a 5xx or a garbled answer', async () => {
    expect(await geocodePostcode(env, '0000', answering({ status: 'ZERO_RESULTS', results: [] }))).toEqual({
      kind: 'none',
    });
    expect((await geocodePostcode(env, '2000', answering({ error: 'down' }, 503))).kind).toBe('failed');
    expect((await geocodePostcode(env, '2000', answering({ status: 'OK', results: 'x' }))).kind).toBe('failed');
    expect((await geocodePostcode({ GEOCODING_API_URL: 'nope' }, '2000')).kind).toBe('failed');
  });
});
