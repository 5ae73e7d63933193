import { callPartner, partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import type { DeliveryEstimate } from '@forecourt/shared/vehicle/api';
import { z } from 'zod';
import type { VehicleBindings } from '../bindings';

// The delivery partner (a car carrier quoting by postcode, spec: 000 §7 "Delivery price by postcode"),
// reached only through this adapter: a base URL (`DELIVERY_API_URL`) and plain fetch.
//
//   GET {DELIVERY_API_URL}/v1/quote?from=<car's location postcode>&to=<buyer's postcode>
//     → 200 { to: { region }, price: { amount, currency: 'AUD' }, … }
//     → 404 { error: 'postcode_not_serviced', field: 'from' | 'to' } outside its service area
//
// The answer is checked with zod; anything else (other status, garbled body, timeout) is a failure.

/** The carrier's quote, as far as this adapter relies on it. */
export const QuoteAnswerSchema = z.object({
  to: z.object({ region: z.string().min(1).max(200) }),
  price: z.object({ amount: z.number().nonnegative(), currency: z.literal('AUD') }),
});

const NotServicedSchema = z.object({ error: z.literal('postcode_not_serviced'), field: z.enum(['from', 'to']) });

/** The outcome of asking for a delivery quote. */
export type DeliveryQuoteResult =
  | { kind: 'quoted'; estimate: DeliveryEstimate }
  /** The carrier does not serve that end of the trip. */
  | { kind: 'not-serviced'; field: 'from' | 'to' }
  | { kind: 'failed'; error: string };

/** Platform: how long the delivery calculator waits for the carrier. */
export const DELIVERY_TIMEOUT_MS = 3000;

/** Options of {@link createDeliveryClient}. */
export interface DeliveryClientOptions {
  /** `DELIVERY_API_URL`. Missing or not a URL → every call fails. */
  baseUrl: string | undefined;
  /** Default {@link DELIVERY_TIMEOUT_MS}. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The delivery adapter. */
export interface DeliveryClient {
  /** Quotes delivering a car from one postcode to another; never throws. */
  quote(fromPostcode: string, toPostcode: string): Promise<DeliveryQuoteResult>;
}

/**
 * Makes the delivery adapter.
 *
 * @example const result = await createDeliveryClient({ baseUrl: env.DELIVERY_API_URL }).quote('2150', '4000');
 */
export function createDeliveryClient(options: DeliveryClientOptions): DeliveryClient {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return {
    async quote(fromPostcode, toPostcode) {
      const url = partnerUrl(options.baseUrl, 'v1/quote');
      if (!url) return { kind: 'failed', error: `DELIVERY_API_URL is not a URL: ${options.baseUrl}` };
      url.searchParams.set('from', fromPostcode);
      url.searchParams.set('to', toPostcode);
      const answer = await callPartner(
        url,
        { method: 'GET', headers: { Accept: 'application/json' } },
        { partner: 'delivery partner', schema: QuoteAnswerSchema, timeoutMs, fetch: options.fetch },
      );
      switch (answer.kind) {
        case 'ok':
          return { kind: 'quoted', estimate: { price: answer.data.price.amount, name: answer.data.to.region } };
        case 'status': {
          const notServiced = answer.status === 404 ? NotServicedSchema.safeParse(answer.body) : null;
          return notServiced?.success
            ? { kind: 'not-serviced', field: notServiced.data.field }
            : { kind: 'failed', error: `delivery partner answered ${answer.status}` };
        }
        default:
          return answer;
      }
    },
  };
}

/**
 * The delivery adapter for the Worker's bindings.
 *
 * @example await deliveryClientFor(c.env).quote(car.location.address.postcode, postcode);
 */
export function deliveryClientFor(env: Pick<VehicleBindings, 'DELIVERY_API_URL'>): DeliveryClient {
  return createDeliveryClient({ baseUrl: env.DELIVERY_API_URL });
}
