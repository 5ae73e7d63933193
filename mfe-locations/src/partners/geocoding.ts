import { callPartner, partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import { z } from 'zod';
import type { GeocodingBindings } from '../bindings';

// The maps geocoder (spec: 001 §7 "Maps geocode by postcode: Australia only → location or none"),
// reached only through this adapter: a base URL (`GEOCODING_API_URL`) and plain fetch.
//
//   GET {GEOCODING_API_URL}/v1/geocode?postcode=NNNN&country=AU
//     → 200 { status: 'OK', results: [{ locality, state, location: { lat, lng } }] } | { status: 'ZERO_RESULTS' }

const GeocodeAnswerSchema = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  results: z.array(
    z.object({
      locality: z.string().max(200),
      state: z.string().max(10),
      location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    }),
  ),
});

/** Where a postcode is. */
export interface GeocodedPostcode {
  locality: string;
  state: string;
  lat: number;
  long: number;
}

/** The outcome of placing a postcode. */
export type GeocodeResult =
  | { kind: 'found'; place: GeocodedPostcode }
  /** The geocoder knows no such Australian postcode. */
  | { kind: 'none' }
  | { kind: 'failed'; error: string };

/** Platform: how long the dealer locator waits for the geocoder. */
export const GEOCODING_TIMEOUT_MS = 2000;

/**
 * The geocoder's request for an Australian postcode, or null when `GEOCODING_API_URL` is not a URL.
 * @example geocodeUrl({ GEOCODING_API_URL: 'http://geo.test' }, '6000')?.href // 'http://geo.test/v1/geocode?postcode=6000&country=AU'
 */
export function geocodeUrl(env: GeocodingBindings, postcode: string): URL | null {
  const url = partnerUrl(env.GEOCODING_API_URL, 'v1/geocode');
  url?.searchParams.set('postcode', postcode);
  url?.searchParams.set('country', 'AU');
  return url;
}

/**
 * Places an Australian postcode; never throws. Callers keep the answers: `createGeocoder` (./geocoding-cache.ts).
 * @example const result = await geocodePostcode(c.env, '2000');
 */
export async function geocodePostcode(
  env: GeocodingBindings,
  postcode: string,
  fetcher?: typeof fetch,
): Promise<GeocodeResult> {
  const url = geocodeUrl(env, postcode);
  if (!url) return { kind: 'failed', error: `GEOCODING_API_URL is not a URL: ${env.GEOCODING_API_URL}` };
  const answer = await callPartner(
    url,
    { method: 'GET', headers: { Accept: 'application/json' } },
    { partner: 'geocoder', schema: GeocodeAnswerSchema, timeoutMs: GEOCODING_TIMEOUT_MS, fetch: fetcher },
  );
  if (answer.kind === 'status') return { kind: 'failed', error: `geocoder answered ${answer.status}` };
  if (answer.kind === 'failed') return answer;
  const first = answer.data.results[0];
  if (answer.data.status === 'ZERO_RESULTS' || !first) return { kind: 'none' };
  return {
    kind: 'found',
    place: { locality: first.locality, state: first.state, lat: first.location.lat, long: first.location.lng },
  };
}
