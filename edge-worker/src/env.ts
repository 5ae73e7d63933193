import type { StockMenuEntry, TenantConfig } from '@forecourt/shared';
import type { ShellAssets } from '@forecourt/shell';
import type { RemoteWorkerBindings } from './composition/remotes';
import type { FragmentOutcomeRecord } from './services/health';
import type { Session } from './services/sessions';

/**
 * The gateway's bindings, as declared in the root `wrangler.toml`; the remotes' Workers (`MFE_VEHICLE`,
 * `MFE_VEHICLE_CANARY`, …) are reached by name (composition/remotes.ts).
 *
 * @example const car = await c.env.DB.prepare('SELECT 1').first();
 */
export interface Env extends RemoteWorkerBindings {
  /** Stock, dealers, locations (D1; migrations in `edge-worker/src/db/migrations`). */
  DB: D1Database;
  /** Tenant configs: `tenant:<slug>` → TenantConfig JSON, `host:<hostname>` → slug. */
  TENANTS: KVNamespace;
  /** Fixed-window counters for rate limiting (`rl:<tenant>:<routeClass>:<client>:<windowStart>`). */
  RATE_LIMITS: KVNamespace;
  /** Built client files (`dist/public`), served under `/assets/*`. */
  ASSETS: Fetcher;
  /** The build archive (R2): every published remote build's client files, `<remote>/<version>/<path>` (routes/mf-assets.ts). */
  BUILD_ARCHIVE: R2Bucket;
  /** `development` locally; `production` when deployed. */
  ENVIRONMENT: string;
  /** How long a page waits for a fragment before using its fallback, in ms (default 2500). */
  FRAGMENT_TIMEOUT_MS?: string;
  /** How long a request's whole body may take to arrive before a 408, in ms (default 5000). */
  REQUEST_BODY_TIMEOUT_MS?: string;
  /** How long an isolate keeps the release registry, in whole seconds (default 30; services/releases). */
  RELEASES_CACHE_SECONDS?: string;
  /** The SMS partner's base URL (locally the simulator, demo/simulators/sms). */
  SMS_API_URL: string;
  /** The CRM partner's base URL, where the lead outbox delivers leads (locally the simulator, demo/simulators/crm). */
  CRM_API_URL: string;
  /** The e-mail service the lead outbox mails ADF leads through (shared/src/server-kit/leads/email.ts). */
  EMAIL_API_URL: string;
  /** The media origin `/media/*` is passed through to: a CDN or bucket when deployed (locally the demo's drawing Worker, demo/media). */
  MEDIA_ORIGIN: string;
  /** Secret: the SMS partner's API key, sent as a bearer token when set. */
  SMS_API_KEY?: string;
  /** Secret: the HMAC-SHA256 key one-time codes are stored under (at least 32 characters). */
  OTP_HMAC_KEY: string;
  /** Secret: the HMAC-SHA256 key session cookies are signed with (at least 32 characters). */
  SESSION_SECRET: string;
  /** Secret: the dealer key (the remotes' dealer APIs take it too); the dealer signs in to /dealer with it. Unset: no one can. */
  DEALER_API_KEY?: string;
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
  /** Who is signed in on this site (middleware/session), or null. Set after the tenant middleware. */
  session: Session | null;
  /** Whether the site's dealer is signed in (middleware/dealer-session). Set after the tenant middleware. */
  dealer: boolean;
  /**
   * The Our Stock dropdown's entries with live counts (middleware/stock-menu), started with the request;
   * null when they could not be had in time; unset on requests that render no page.
   */
  stockMenu?: Promise<StockMenuEntry[] | null>;
  /** How the page's fragments came out, per remote version (composition/load-slots), counted after the answer. */
  fragmentOutcomes?: FragmentOutcomeRecord[];
  /** The shell's client and stylesheet as the deployed build names them (middleware/shell-assets). */
  shellAssets?: Promise<ShellAssets>;
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
