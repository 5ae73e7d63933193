import type { MiddlewareHandler } from 'hono';
import { apiError } from './api-error';
import type { RequestIdEnv } from './env';

// The dealer's key (the DEALER_API_KEY secret): what a dealership's own systems call the dealer APIs with
// (the finance slice's reservations, the vehicle slice's stock feed), never a shopper's session. One check,
// in constant time, for every slice that takes it.

/** The bindings a dealer API reads: its key; unset, no call is a dealer's. */
export interface DealerKeyBindings {
  DEALER_API_KEY?: string;
}

/** workerd's SubtleCrypto, which has `timingSafeEqual` (the DOM types this project loads for its islands do not). */
type WorkerdSubtle = SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };

/**
 * Whether an Authorization header carries the dealer key as a bearer token: compared as SHA-256 digests, in
 * constant time; never, when no key is set.
 * @example if (!(await isDealer(c.req.header('Authorization'), c.env.DEALER_API_KEY))) return apiError(c, 401, …);
 */
export async function isDealer(authorization: string | undefined, key: string | undefined): Promise<boolean> {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!key || !given) return false;
  const digest = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const [expected, actual] = await Promise.all([digest(key), digest(given)]);
  return (crypto.subtle as WorkerdSubtle).timingSafeEqual(expected, actual);
}

/** An environment whose requests may carry the gateway's word that the site's dealer is signed in. */
interface DealerEnv extends RequestIdEnv {
  Bindings: DealerKeyBindings;
  Variables: RequestIdEnv['Variables'] & { dealer?: boolean };
}

/**
 * Refuses a call that is not the dealer's: 401 JSON; every answer `no-store`. The dealer's systems send the key as
 * a bearer token; the dealer's own pages (a browser) are the dealer's by the gateway's dealer session.
 * @example app.use('*', dealerOnly());
 */
export function dealerOnly<E extends DealerEnv>(): MiddlewareHandler<E> {
  return async function dealerOnlyMiddleware(c, next) {
    c.header('Cache-Control', 'no-store');
    const signedIn = c.get('dealer') === true;
    if (!signedIn && !(await isDealer(c.req.header('Authorization'), c.env.DEALER_API_KEY)))
      return apiError(c, 401, 'Authorization: expected the dealer key as a bearer token');
    await next();
  };
}
