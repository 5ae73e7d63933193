import {
  type FragmentRequest,
  type FragmentResponse,
  FragmentResponseSchema,
  fragmentPath,
  type SharedWindow,
  sharedWindowOf,
} from '@forecourt/shared';
import { summariseIssues } from '@forecourt/shared/server-kit/api-error';
import { waitMsVar } from '../env-vars';
import { REQUEST_ID_HEADER } from '../middleware/request-id';
import type { RemoteWorker } from './remotes';

/** The origin of every request the gateway sends a fragment Worker (it has no public route; any origin would do). */
export const FRAGMENT_ORIGIN = 'https://fragment.internal';

/** How long a page waits for a fragment by default, in ms. */
export const DEFAULT_FRAGMENT_TIMEOUT_MS = 2500;

/**
 * The fragment timeout from `FRAGMENT_TIMEOUT_MS` (whole ms, 1–30000), else the default.
 *
 * @example fragmentTimeoutMs({ FRAGMENT_TIMEOUT_MS: '800' }) // → 800
 */
export function fragmentTimeoutMs(env: { FRAGMENT_TIMEOUT_MS?: string | undefined }): number {
  return waitMsVar(env.FRAGMENT_TIMEOUT_MS, DEFAULT_FRAGMENT_TIMEOUT_MS);
}

/** One fragment to ask a remote's Worker for. */
export interface FragmentCall {
  /** The fragment Worker of the resolved release. */
  worker: Pick<RemoteWorker, 'fetch'>;
  /** The remote it must come from (the response's `remote.name` is checked against it). */
  remote: string;
  /** The version the registry says this Worker serves (a different answer is logged, not refused). */
  expectedVersion: string;
  /** The fragment's name, e.g. 'VehiclePage' (POSTed to `fragmentPath(name)`). */
  fragment: string;
  request: FragmentRequest;
  timeoutMs: number;
  /** Put on log lines and forwarded as `X-Request-Id`. */
  requestId: string;
}

/** What asking for a fragment gave: its response, or why the page must use the fallback. */
export type FragmentResult =
  | {
      ok: true;
      response: FragmentResponse;
      durationMs: number;
      /** The fragment Worker's `Server-Timing` (its API calls' figures, e.g. their D1 queries), when it sent one. */
      serverTiming: string | null;
      /** How long every shopper may be shown this answer, as its remote says; null: render it each time. */
      shared: SharedWindow | null;
    }
  | { ok: false; reason: string; durationMs: number };

/** Rejects with the signal's reason when it aborts first, whatever the promise does. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function ask(
  call: FragmentCall,
  signal: AbortSignal,
): Promise<{ fragment: FragmentResponse; serverTiming: string | null; shared: SharedWindow | null }> {
  const response = await call.worker.fetch(`${FRAGMENT_ORIGIN}${fragmentPath(call.fragment)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [REQUEST_ID_HEADER]: call.requestId,
    },
    body: JSON.stringify(call.request),
    signal,
  });
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new Error(`answered HTTP ${response.status}`);
  }
  // A 404 may carry a real FragmentResponse (status 404); anything else that is not one is refused below.
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`answered HTTP ${response.status} with a body that is not JSON`);
  }
  const parsed = FragmentResponseSchema.safeParse(json);
  if (!parsed.success) {
    const issues = summariseIssues(parsed.error.issues).map((issue) => `${issue.path}: ${issue.message}`);
    throw new Error(`answered HTTP ${response.status} with an invalid fragment (${issues.join('; ')})`);
  }
  const fragment = parsed.data;
  if (fragment.remote.name !== call.remote) {
    throw new Error(`answered as remote ${fragment.remote.name}, expected ${call.remote}`);
  }
  if (fragment.module !== null && !fragment.module.startsWith(`${call.remote}/`)) {
    throw new Error(`named module ${fragment.module}, which is not ${call.remote}'s`);
  }
  if (fragment.status >= 500) throw new Error(`answered fragment status ${fragment.status}`);
  return {
    fragment,
    serverTiming: response.headers.get('Server-Timing'),
    shared: sharedWindowOf(response.headers.get('Cache-Control')),
  };
}

/**
 * Asks a remote's fragment Worker for one fragment over its service binding: POST
 * `https://fragment.internal/fragments/<name>` with the `FragmentRequest` JSON (the tenant travels in it, nowhere else),
 * within `timeoutMs` (the response body included). Never throws: a timeout, an error, a 5xx, a body
 * that is not a valid `FragmentResponse`, or one from another remote gives `{ ok: false }` (logged),
 * and the page renders the fallback in its place. A version other than the registry's is logged.
 *
 * @example const result = await fetchFragment({ worker, remote: 'mfe_vehicle', expectedVersion: '1.0.0', fragment: 'VehiclePage', request, timeoutMs: 2500, requestId });
 */
export async function fetchFragment(call: FragmentCall): Promise<FragmentResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(call.timeoutMs);
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const context = {
    requestId: call.requestId,
    tenant: call.request.tenant.slug,
    remote: call.remote,
    fragment: call.fragment,
  };
  try {
    const { fragment: response, serverTiming, shared } = await untilAborted(ask(call, signal), signal);
    if (response.remote.version !== call.expectedVersion) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: 'fragment version differs from the release registry',
          ...context,
          expectedVersion: call.expectedVersion,
          version: response.remote.version,
        }),
      );
    }
    return { ok: true, response, durationMs: elapsed(), serverTiming, shared };
  } catch (error) {
    const reason = signal.aborted
      ? `timed out after ${call.timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    console.error(
      JSON.stringify({ level: 'error', message: 'fragment failed; using its fallback', ...context, reason }),
    );
    return { ok: false, reason, durationMs: elapsed() };
  }
}
