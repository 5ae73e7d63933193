import { apiError } from '@forecourt/shared/server-kit/api-error';
import type { Context, MiddlewareHandler } from 'hono';
import { declaresBodyLimit } from '../../composition/route-table';
import type { AppEnv } from '../../env';
import { waitMsVar } from '../../env-vars';
import { type ReleaseStore, releasesCacheMs } from '../../services/releases';

// Every request body is read here, once, before any route: capped in size (declared or streamed) and
// in time (issue 13: a body declared but never sent held a request for 15–20 s and ended as a 500).
// Bodies are small (64 KB), so the route gets them buffered. A refused body is cancelled, so nothing
// downstream (the runtime, a dev server) waits to drain it before the answer goes out.

/** The largest request body the API accepts by default: 64 KB (forms and small JSON only). */
export const API_MAX_BODY_BYTES = 64 * 1024;
/** How long a whole request body may take to arrive (platform: a 64 KB form takes far less on any link). */
export const REQUEST_BODY_TIMEOUT_MS = 5000;

/**
 * The body timeout from the gateway's `REQUEST_BODY_TIMEOUT_MS` var (whole ms, 1–30000), else the default (also for
 * an app run without bindings, as the unit tests run it).
 *
 * @example requestBodyTimeoutMs({ REQUEST_BODY_TIMEOUT_MS: '800' }) // → 800
 */
export function requestBodyTimeoutMs(env: { REQUEST_BODY_TIMEOUT_MS?: string | undefined } | undefined): number {
  return waitMsVar(env?.REQUEST_BODY_TIMEOUT_MS, REQUEST_BODY_TIMEOUT_MS);
}

/** Options of {@link bodyLimit}. */
export interface BodyLimitOptions {
  /** Largest accepted body in bytes (default {@link API_MAX_BODY_BYTES}). */
  maxBytes?: number;
  /** Longest wait for the whole body (default: the gateway's `REQUEST_BODY_TIMEOUT_MS`, {@link requestBodyTimeoutMs}). */
  timeoutMs?: number;
  /** Requests whose body another limit reads later (a path a remote declares its own limit for). */
  skip?: (c: Context<AppEnv>) => boolean | Promise<boolean>;
}

type BodyRead = { status: 'read'; bytes: Uint8Array } | { status: 'too-large' } | { status: 'late' };

/** Reads the stream to its end within `timeoutMs` and `maxBytes`; cancels it when giving up. */
async function readBody(stream: ReadableStream<Uint8Array>, maxBytes: number, timeoutMs: number): Promise<BodyRead> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === 'late') {
        await reader.cancel('request body timed out').catch(() => {});
        return { status: 'late' };
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel('request body too large').catch(() => {});
        return { status: 'too-large' };
      }
      chunks.push(chunk.value);
    }
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { status: 'read', bytes };
}

function tooLarge(c: Context<AppEnv>, maxBytes: number): Response {
  return apiError(c, 413, `Request body too large (limit ${maxBytes} bytes)`, { limit: maxBytes });
}

/**
 * Refuses request bodies over `maxBytes` with 413 JSON — at once when Content-Length says so, else as
 * soon as the stream passes it — and bodies that have not fully arrived within `timeoutMs` with 408
 * JSON. A body that passes is handed on buffered. Requests without a body pass untouched.
 *
 * @example app.use(bodyLimit({ maxBytes: 64 * 1024, timeoutMs: 5000 }));
 */
export function bodyLimit(options: BodyLimitOptions = {}): MiddlewareHandler<AppEnv> {
  const maxBytes = options.maxBytes ?? API_MAX_BODY_BYTES;
  return async function bodyLimitMiddleware(c, next) {
    const request = c.req.raw;
    if (!request.body || (await options.skip?.(c))) return next();
    const timeoutMs = options.timeoutMs ?? requestBodyTimeoutMs(c.env);
    const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
    if (declared > maxBytes) {
      await request.body.cancel('request body too large').catch(() => {});
      return tooLarge(c, maxBytes);
    }
    const read = await readBody(request.body, maxBytes, timeoutMs);
    if (read.status === 'too-large') return tooLarge(c, maxBytes);
    if (read.status === 'late') return apiError(c, 408, `Request body not received in time (${timeoutMs} ms)`);
    c.req.raw = new Request(request, { body: read.bytes });
    return next();
  };
}

/**
 * Whether a remote's release declares its own body limit for this API path (remote.ts `api.bodyLimits`, from the
 * release registry the isolate keeps): then the API proxy reads the body, within the tenant's release's limit.
 * @example app.use(bodyLimit({ skip: (c) => hasDeclaredBodyLimit(c, releases) }));
 */
export async function hasDeclaredBodyLimit(c: Context<AppEnv>, releases: ReleaseStore): Promise<boolean> {
  if (!c.req.path.startsWith('/api/')) return false;
  const lookup = await releases.load(c.env.TENANTS, { ttlMs: releasesCacheMs(c.env) });
  return lookup.kind === 'found' && declaresBodyLimit(lookup.registry, c.req.path);
}
