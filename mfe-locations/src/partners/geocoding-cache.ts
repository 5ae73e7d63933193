import { z } from 'zod';
import type { GeocodingBindings } from '../bindings';
import { type GeocodeResult, geocodePostcode, geocodeUrl } from './geocoding';

// Postcodes do not move (issue 24 item 9): a postcode's place, or the geocoder's "no such postcode", is
// kept, so the dealer locator asks the partner once per postcode, not once per view. Two layers: the
// isolate's memory, then the data centre's Cache API (shared by its isolates; none in Node), then the
// partner. Only settled answers are kept, never a failure (the next view asks again) nor a call under
// way (in workerd a promise settles only in the request that made it, so no request waits on another's).

/** How long a found postcode is kept: postcodes do not move (platform). */
export const GEOCODE_FOUND_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long "no such postcode" is kept: shorter, so one the geocoder learns is found within a day (platform). */
export const GEOCODE_NONE_TTL_SECONDS = 24 * 60 * 60;
/** At most this many postcodes per isolate, the oldest going first (Australia has about 3,000). */
export const GEOCODE_CACHE_MAX_ENTRIES = 5_000;
/** The Cache API cache the answers are shared in. */
const SHARED_CACHE_NAME = 'geocoding';

/** An answer worth keeping. */
type Settled = Exclude<GeocodeResult, { kind: 'failed' }>;

/** What comes back out of the shared cache, checked: a deploy may have kept another shape. */
const SettledSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('found'),
    place: z.object({ locality: z.string(), state: z.string(), lat: z.number(), long: z.number() }),
  }),
  z.object({ kind: z.literal('none') }),
]);

/** The part of the Cache API this uses (a test gives its own). */
export interface SharedAnswers {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

/** Places postcodes, each asked of the partner once while its answer is kept. */
export interface Geocoder {
  /** As {@link geocodePostcode}; never throws. */
  place(env: GeocodingBindings, postcode: string): Promise<GeocodeResult>;
}

/** Options of {@link createGeocoder}. */
export interface GeocoderOptions {
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
  /** The shared layer (default: the Cache API's `geocoding` cache; none where the runtime has no `caches`). */
  shared?: () => Promise<SharedAnswers | null>;
  /** The partner call (default {@link geocodePostcode}). */
  lookup?: (env: GeocodingBindings, postcode: string) => Promise<GeocodeResult>;
}

const cacheApi = async (): Promise<SharedAnswers | null> =>
  typeof caches === 'undefined' ? null : caches.open(SHARED_CACHE_NAME);

const ttlSecondsOf = (answer: Settled) =>
  answer.kind === 'found' ? GEOCODE_FOUND_TTL_SECONDS : GEOCODE_NONE_TTL_SECONDS;

function warn(message: string, error: unknown): void {
  console.warn(JSON.stringify({ level: 'warn', message, error: String(error) }));
}

async function readShared(shared: SharedAnswers | null, key: string): Promise<Settled | null> {
  try {
    const kept = await shared?.match(key);
    if (!kept) return null;
    const parsed = SettledSchema.safeParse(await kept.json().catch(() => null));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    warn('geocoding: the shared cache could not be read', error);
    return null;
  }
}

async function writeShared(shared: SharedAnswers | null, key: string, answer: Settled): Promise<void> {
  try {
    const headers = { 'Cache-Control': `max-age=${ttlSecondsOf(answer)}` };
    await shared?.put(key, Response.json(answer, { headers }));
  } catch (error) {
    warn('geocoding: the shared cache could not be written', error);
  }
}

/**
 * A geocoder that keeps its answers per postcode; one per isolate (the Worker's, server.ts).
 * @example const geocoder = createGeocoder(); const result = await geocoder.place(c.env, '6000');
 */
export function createGeocoder(options: GeocoderOptions = {}): Geocoder {
  const now = options.now ?? Date.now;
  const sharedOf = options.shared ?? cacheApi;
  const lookup = options.lookup ?? ((env, postcode) => geocodePostcode(env, postcode));
  const kept = new Map<string, { expiresAt: number; answer: Settled }>();

  const keep = (key: string, answer: Settled) => {
    kept.delete(key);
    kept.set(key, { expiresAt: now() + ttlSecondsOf(answer) * 1000, answer });
    while (kept.size > GEOCODE_CACHE_MAX_ENTRIES) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
  };

  return {
    async place(env, postcode) {
      // The partner's own request: another geocoder (a changed base URL) never answers from this one's.
      const key = geocodeUrl(env, postcode)?.href;
      // No URL to key by: the lookup fails and says why.
      if (key === undefined) return lookup(env, postcode);
      const inIsolate = kept.get(key);
      if (inIsolate && inIsolate.expiresAt > now()) return inIsolate.answer;
      const shared = await sharedOf().catch((error: unknown) => {
        warn('geocoding: no shared cache', error);
        return null;
      });
      const inDataCentre = await readShared(shared, key);
      if (inDataCentre) {
        keep(key, inDataCentre);
        return inDataCentre;
      }
      const answer = await lookup(env, postcode);
      if (answer.kind === 'failed') return answer;
      keep(key, answer);
      await writeShared(shared, key, answer);
      return answer;
    },
  };
}
