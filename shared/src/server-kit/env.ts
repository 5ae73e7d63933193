import type { TenantConfig } from '../domain/schemas/tenant';

// What every Worker of the platform (the gateway and each remote's slice) has on its Hono context, so
// the server kit's middleware and helpers serve both: the request's id, its site, and its shopper.

/** The signed-in shopper as the gateway verified them: who, and the phone they verified. */
export interface Shopper {
  userId: number;
  /** The verified phone, digits with a leading 0 (spec: 000 §3 "Signed-in user: phone"). */
  phone: string;
}

/** The bindings the kit reads: the one D1 database and the tenant configurations in KV. */
export interface KitBindings {
  DB: D1Database;
  /** Tenant configs: `tenant:<slug>` → TenantConfig JSON, `host:<hostname>` → slug; the release registry. */
  TENANTS: KVNamespace;
}

/** The per-request values the kit reads from the context. */
export interface KitVariables {
  /** The request id (the gateway's, passed on to the remotes); echoed in responses and logs. */
  requestId: string;
  /** The site this request is for. */
  tenant: TenantConfig;
  /** Who is signed in on this site, or null. */
  session: Shopper | null;
  /** Whether the site's dealer is signed in (the gateway's dealer session), for the dealer's own APIs. */
  dealer?: boolean;
}

/**
 * A Hono environment the kit's middleware accepts: any whose bindings and variables include the kit's.
 * @example export function queryCount<E extends KitEnv>(): MiddlewareHandler<E>
 */
export interface KitEnv {
  Bindings: KitBindings;
  Variables: KitVariables;
}

/** An environment that only carries the request id (error answers need nothing more). */
export interface RequestIdEnv {
  Variables: { requestId: string };
}
