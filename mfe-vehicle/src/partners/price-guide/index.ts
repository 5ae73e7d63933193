import type { Car } from '@forecourt/shared';
import { callPartner, partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import { z } from 'zod';
import type { VehicleBindings } from '../../bindings';
import type { MarketFigures } from './comparison';

// The price-guide partner (market valuations for the vehicle page's price comparison, spec: 000 §7
// "autogauge"), reached only through this adapter: a base URL (`PRICE_GUIDE_API_URL`) and plain fetch.
//
//   POST {PRICE_GUIDE_API_URL}/v1/valuations  { make, model, year, km, price, item_type }
//     → 200 { market_value, range: { low, high } | null, confidence, sample_size, summary | null, … }
//     → 404 { error: 'not_covered' } for a vehicle the guide does not value
//
// The answer is checked with zod; anything else (other status, garbled body, timeout) is a failure.

export { toPriceComparison } from './comparison';

/** The guide's answer, as far as this adapter relies on it. */
export const ValuationAnswerSchema = z.object({
  market_value: z.number().nonnegative().nullable(),
  range: z
    .object({ low: z.number().nonnegative(), high: z.number().nonnegative() })
    .refine((range) => range.low <= range.high, 'low above high')
    .nullable(),
  confidence: z.number().min(0).max(1),
  sample_size: z.number().int().nonnegative(),
  summary: z.string().max(1000).nullable(),
});

/** The outcome of asking the guide about a car. */
export type ValuationResult =
  | { kind: 'valued'; figures: MarketFigures }
  /** The guide does not value this kind of vehicle: no figures, not a failure. */
  | { kind: 'not-covered' }
  | { kind: 'failed'; error: string };

/** Platform: how long the page's panel waits for the guide (the panel is optional; it hides on error). */
export const PRICE_GUIDE_TIMEOUT_MS = 2000;

/** Options of {@link createPriceGuideClient}. */
export interface PriceGuideClientOptions {
  /** `PRICE_GUIDE_API_URL`. Missing or not a URL → every call fails. */
  baseUrl: string | undefined;
  /** Default {@link PRICE_GUIDE_TIMEOUT_MS}. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The price-guide adapter. */
export interface PriceGuideClient {
  /** Values a car; never throws. */
  valuate(car: Pick<Car, 'make' | 'model' | 'year' | 'km' | 'price' | 'item_type'>): Promise<ValuationResult>;
}

/**
 * Makes the price-guide adapter.
 *
 * @example const result = await createPriceGuideClient({ baseUrl: env.PRICE_GUIDE_API_URL }).valuate(car);
 */
export function createPriceGuideClient(options: PriceGuideClientOptions): PriceGuideClient {
  const timeoutMs = options.timeoutMs ?? PRICE_GUIDE_TIMEOUT_MS;
  return {
    async valuate(car) {
      const url = partnerUrl(options.baseUrl, 'v1/valuations');
      if (!url) return { kind: 'failed', error: `PRICE_GUIDE_API_URL is not a URL: ${options.baseUrl}` };
      const body = {
        make: car.make,
        model: car.model,
        year: car.year,
        km: car.km,
        price: car.price,
        item_type: car.item_type,
      };
      const answer = await callPartner(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        },
        { partner: 'price guide', schema: ValuationAnswerSchema, timeoutMs, fetch: options.fetch },
      );
      switch (answer.kind) {
        case 'ok':
          return { kind: 'valued', figures: answer.data };
        case 'status':
          return answer.status === 404
            ? { kind: 'not-covered' }
            : { kind: 'failed', error: `price guide answered ${answer.status}` };
        default:
          return answer;
      }
    },
  };
}

/**
 * The price-guide adapter for the Worker's bindings.
 *
 * @example await priceGuideClientFor(c.env).valuate(car);
 */
export function priceGuideClientFor(env: Pick<VehicleBindings, 'PRICE_GUIDE_API_URL'>): PriceGuideClient {
  return createPriceGuideClient({ baseUrl: env.PRICE_GUIDE_API_URL });
}
