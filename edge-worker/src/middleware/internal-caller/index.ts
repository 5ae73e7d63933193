import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// Requests handed to the app by the InternalApi entrypoint (a remote's fragment Worker calling the
// API over its service binding). The mark lives on the Request object itself, so only code that holds
// the object can set it: nothing a browser sends (a header, a path, a cookie) can.
const internalRequests = new WeakSet<Request>();

/**
 * Marks a request as an internal, server-to-server call before it enters the app.
 *
 * @example return app.fetch(markInternal(request), this.env, this.ctx);
 */
export function markInternal(request: Request): Request {
  internalRequests.add(request);
  return request;
}

/**
 * Sets `internal` on the context: true only for requests {@link markInternal} marked. Browser-only
 * guards (the `/api` rate limit, CSRF-type checks) read it to leave server-rendering traffic alone.
 *
 * @example app.use(internalCaller());
 */
export function internalCaller(): MiddlewareHandler<AppEnv> {
  return async function internalCallerMiddleware(c, next) {
    c.set('internal', internalRequests.has(c.req.raw));
    await next();
  };
}
