import { type RouteClass, rateLimitFor } from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { setResponseHeader } from '@forecourt/shared/server-kit/headers';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../../env';

/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
  /** Whose budget the request spends; the limit comes from `rateLimitFor(tenant, routeClass)`. */
  routeClass: RouteClass;
  /** The KV namespace holding the counters (default `env.RATE_LIMITS`). */
  namespace?: (env: Env) => KVNamespace;
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
  /** Requests that spend no budget and get no `RateLimit-*` headers (default: none). */
  skip?: (c: Context<AppEnv>) => boolean;
  /** The 429's `error` (default 'Too many requests'; code sends use the spec's, 001 §8). */
  message?: string;
}

/** KV refuses an `expirationTtl` under 60 seconds. */
const KV_MIN_TTL_SECONDS = 60;

/**
 * Who is asking: `CF-Connecting-IP`, else the first `X-Forwarded-For` hop, else `anonymous`;
 * reduced to characters safe in a KV key.
 *
 * @example clientOf(new Headers({ 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' })) // → '203.0.113.9'
 */
export function clientOf(headers: Headers): string {
  const direct = headers.get('CF-Connecting-IP')?.trim();
  const forwarded = headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  const client = direct || forwarded || 'anonymous';
  return client.slice(0, 64).replace(/[^A-Za-z0-9:._-]/g, '_');
}

/**
 * The fixed window `nowSeconds` falls in: its start, and the seconds until it ends (at least 1).
 *
 * @example fixedWindow(125, 60) // → { start: 120, resetIn: 55 }
 */
export function fixedWindow(nowSeconds: number, windowSeconds: number): { start: number; resetIn: number } {
  const start = nowSeconds - (nowSeconds % windowSeconds);
  return { start, resetIn: start + windowSeconds - nowSeconds };
}

/**
 * Limits requests per tenant, route class and client in fixed windows counted in KV
 * (`rl:<tenant>:<routeClass>:<client>:<windowStart>`). Over the limit it answers 429 JSON
 * `{ error: 'Too many requests', retryAfter }` with `Retry-After`; every answer carries
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (those of the innermost limit when
 * limits are nested, e.g. `leads` inside `api`). Needs the tenant middleware first.
 *
 * KV is eventually consistent and takes about one write per key per second, so this is a budget,
 * not an exact count: limits that must be exact (one-time codes) are enforced in D1.
 *
 * @example app.use('/api/*', rateLimit({ routeClass: 'api' }));
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { routeClass } = options;
  const namespace = options.namespace ?? ((env: Env) => env.RATE_LIMITS);
  const now = options.now ?? Date.now;
  const skip = options.skip ?? (() => false);
  const message = options.message ?? 'Too many requests';
  return async function rateLimitMiddleware(c, next) {
    if (skip(c)) return next();
    const tenant = c.get('tenant');
    const { limit, windowSeconds } = rateLimitFor(tenant, routeClass);
    const { start, resetIn } = fixedWindow(Math.floor(now() / 1000), windowSeconds);
    const key = `rl:${tenant.slug}:${routeClass}:${clientOf(c.req.raw.headers)}:${start}`;
    const kv = namespace(c.env);

    const used = Number.parseInt((await kv.get(key)) ?? '0', 10) || 0;
    const limitHeaders = (remaining: number): [string, string][] => [
      ['RateLimit-Limit', String(limit)],
      ['RateLimit-Remaining', String(Math.max(0, remaining))],
      ['RateLimit-Reset', String(resetIn)],
    ];

    if (used >= limit) {
      const res = apiError(c, 429, message, { retryAfter: resetIn });
      res.headers.set('Retry-After', String(resetIn));
      for (const [name, value] of limitHeaders(0)) res.headers.set(name, value);
      return res;
    }

    try {
      await kv.put(key, String(used + 1), { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, resetIn + 1) });
    } catch (error) {
      // KV allows about one write per key per second; a refused write must not fail the request.
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: 'rate limit write failed',
          requestId: c.get('requestId'),
          key,
          error: String(error),
        }),
      );
    }

    await next();
    // A route with a class of its own (leads, reveals, …) sits inside the `/api` limit: the inner,
    // more specific limit's headers (or its 429) are the ones the client sees.
    for (const [name, value] of limitHeaders(limit - used - 1)) setResponseHeader(c, name, value, { overwrite: false });
  };
}
