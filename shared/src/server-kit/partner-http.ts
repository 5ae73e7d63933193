import type { z } from 'zod';

// One call to a partner's JSON API over plain fetch, the way every read-only partner adapter makes it:
// a timeout that covers the body too, the answer read as text once, non-2xx kept with its parsed body
// (the adapter decides what a 404 means), and a 2xx checked against the adapter's zod schema. It never
// throws: an unreachable, slow or garbled partner is a result the adapter turns into its own outcome.

/** What came back from a partner. */
export type PartnerAnswer<T> =
  /** 2xx with a body the schema accepts. */
  | { kind: 'ok'; status: number; data: T }
  /** Any other status; `body` is its JSON when it had any (else null). */
  | { kind: 'status'; status: number; body: unknown }
  /** No usable answer: unreachable, timed out, or a 2xx the schema refuses; `error` says which, for the log. */
  | { kind: 'failed'; error: string };

/** Options of {@link callPartner}. */
export interface PartnerCallOptions<T> {
  /** Names the partner in errors, e.g. `price guide`. */
  partner: string;
  /** The 2xx body's contract. */
  schema: z.ZodType<T>;
  /** The whole call, body included, in ms. */
  timeoutMs: number;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
}

const ERROR_TEXT_MAX = 300;

/**
 * The endpoint `path` under a partner's base URL (a base with a path keeps it), or null when the base
 * URL is missing or not a URL.
 *
 * @example partnerUrl('http://127.0.0.1:8804', 'v1/valuations')?.href // 'http://127.0.0.1:8804/v1/valuations'
 */
export function partnerUrl(baseUrl: string | undefined, path: string): URL | null {
  if (!baseUrl) return null;
  try {
    return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Calls a partner and reads its answer (never throws).
 *
 * @example
 * const answer = await callPartner(url, { method: 'GET' }, { partner: 'delivery', schema: QuoteSchema, timeoutMs: 3000 });
 * if (answer.kind === 'ok') use(answer.data);
 */
export async function callPartner<T>(
  url: URL,
  init: RequestInit,
  options: PartnerCallOptions<T>,
): Promise<PartnerAnswer<T>> {
  const send = options.fetch ?? fetch;
  try {
    const res = await send(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    const text = await res.text();
    const body = parseJson(text);
    if (!res.ok) return { kind: 'status', status: res.status, body };
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      return {
        kind: 'failed',
        error: `${options.partner} answered ${res.status} outside its contract: ${text.slice(0, ERROR_TEXT_MAX)}`,
      };
    }
    return { kind: 'ok', status: res.status, data: parsed.data };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      kind: 'failed',
      error: timedOut
        ? `${options.partner} did not answer within ${options.timeoutMs} ms`
        : `${options.partner} unreachable: ${String(error)}`,
    };
  }
}
