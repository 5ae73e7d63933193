import type { TenantConfig } from '@forecourt/shared';

/**
 * The gateway's bindings, as declared in the root `wrangler.toml`.
 *
 * @example const car = await c.env.DB.prepare('SELECT 1').first();
 */
export interface Env {
  /** Stock, dealers, locations (D1; migrations in `edge-worker/src/db/migrations`). */
  DB: D1Database;
  /** Tenant configs: `tenant:<slug>` → TenantConfig JSON, `host:<hostname>` → slug. */
  TENANTS: KVNamespace;
  /** Fixed-window counters for rate limiting (`rl:<tenant>:<routeClass>:<client>:<windowStart>`). */
  RATE_LIMITS: KVNamespace;
  /** Built client files (`dist/public`), served under `/assets/*`. */
  ASSETS: Fetcher;
  /** `development` locally; `production` when deployed. */
  ENVIRONMENT: string;
  /** How long a page waits for a fragment before using its fallback, in ms (default 2500). */
  FRAGMENT_TIMEOUT_MS?: string;
  /** mfe-vehicle's fragment Worker, stable channel (`forecourt-mfe-vehicle`). */
  MFE_VEHICLE: Fetcher;
  /** mfe-vehicle's fragment Worker, canary channel (`forecourt-mfe-vehicle-canary`). */
  MFE_VEHICLE_CANARY: Fetcher;
}

/**
 * Per-request values the middleware puts on the Hono context.
 *
 * @example const { tenant, nonce } = { tenant: c.get('tenant'), nonce: c.get('nonce') };
 */
export interface Variables {
  /** The request id (incoming `X-Request-Id` when well-formed, else a fresh UUID); echoed in responses. */
  requestId: string;
  /** The CSP nonce of this response; every inline script and style must carry it. */
  nonce: string;
  /** The site this request is for, resolved from the Host header. Set on every route except `/assets/*` and `/_mf/*`. */
  tenant: TenantConfig;
  /**
   * True when the request came through the `InternalApi` entrypoint (a remote's fragment Worker calling
   * the API over its service binding while it server-renders), never from a header: browser-only guards
   * (the `/api` rate limit, CSRF-type checks) skip such requests.
   */
  internal: boolean;
}

/**
 * The Hono environment every gateway app and middleware is typed with.
 *
 * @example const cars = new Hono<AppEnv>();
 */
export interface AppEnv {
  Bindings: Env;
  Variables: Variables;
}
