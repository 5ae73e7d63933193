import type { Shopper } from './env';

// What the gateway tells a remote's Worker about an API request it passes on (Workers RPC, the `api`
// method of the remote's entrypoint): arguments of a method call between the platform's own Workers,
// which nothing a browser sends can set or forge. The remote reads the site's configuration itself
// (server kit `tenants`), with its own version of the schema.

/** The gateway's word on a request it proxies to a remote's API. */
export interface SliceApiContext {
  /** The site's tenant slug, resolved by the gateway from the Host. */
  tenant: string;
  /** The signed-in shopper of that site, verified by the gateway from the session cookie, or null. */
  shopper: Shopper | null;
  /** The site's dealer signed in at the gateway with the dealer key (a cookie the gateway signed), or absent. */
  dealer?: boolean;
  /** The request id: one id traces the page or call through every Worker. */
  requestId: string;
}
