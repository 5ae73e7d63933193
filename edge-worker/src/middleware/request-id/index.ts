import { setResponseHeader } from '@forecourt/shared/server-kit/headers';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

/** Header carrying the request id in and out. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an incoming id may look like: 8–128 characters of letters, digits, `-`, `_`, `.`, `:`. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Options of {@link requestId}. */
export interface RequestIdOptions {
  /** Makes a fresh id (default `crypto.randomUUID`). */
  generate?: () => string;
}

/**
 * Gives every request an id: the incoming `X-Request-Id` when it is well formed (so an id set by a
 * proxy or a calling Worker carries through), else a fresh UUID. Sets `requestId` on the context and
 * the `X-Request-Id` response header.
 *
 * @example app.use(requestId());
 */
export function requestId(options: RequestIdOptions = {}): MiddlewareHandler<AppEnv> {
  const generate = options.generate ?? (() => crypto.randomUUID());
  return async function requestIdMiddleware(c, next) {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming !== undefined && WELL_FORMED.test(incoming) ? incoming : generate();
    c.set('requestId', id);
    await next();
    setResponseHeader(c, REQUEST_ID_HEADER, id);
  };
}
