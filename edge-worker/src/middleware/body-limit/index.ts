import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../env';
import { apiError } from '../../render/api';

/** The largest request body the API accepts by default: 64 KB (forms and small JSON only). */
export const API_MAX_BODY_BYTES = 64 * 1024;

/** Options of {@link bodyLimit}. */
export interface BodyLimitOptions {
  /** Largest accepted body in bytes (default {@link API_MAX_BODY_BYTES}). */
  maxBytes?: number;
}

/**
 * Refuses request bodies over `maxBytes` with 413 JSON, whether the size is declared in
 * Content-Length or only found while streaming. Requests without a body pass untouched.
 *
 * @example app.use('/api/*', bodyLimit({ maxBytes: 64 * 1024 }));
 */
export function bodyLimit(options: BodyLimitOptions = {}): MiddlewareHandler<AppEnv> {
  const maxBytes = options.maxBytes ?? API_MAX_BODY_BYTES;
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: (c) => apiError(c, 413, `Request body too large (limit ${maxBytes} bytes)`, { limit: maxBytes }),
  });
}
