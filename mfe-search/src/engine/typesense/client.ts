// A small Typesense REST client over `fetch` (works the same in workerd and Node): the API key header,
// JSON or JSONL bodies, a timeout, and errors that say which call failed. The `typesense` npm client
// would add axios to the gateway bundle for the same few calls.

/** A call Typesense answered with an error status (or that timed out: status 0). */
export class TypesenseError extends Error {
  override name = 'TypesenseError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Options of {@link createTypesenseClient}. */
export interface TypesenseClientOptions {
  /** The server or cluster, e.g. `http://localhost:8108` (a trailing slash is fine). */
  url: string;
  apiKey: string;
  /** Per call (default 5 s; an import of a large batch is slower, see `importTimeoutMs`). */
  timeoutMs?: number;
  /** The fetch to use (default the global one; tests pass a fake). */
  fetch?: typeof fetch;
}

/** One call's body and query string. */
export interface TypesenseCall {
  json?: unknown;
  /** A raw text body (JSONL for imports). */
  text?: string;
  query?: Record<string, string | number | boolean>;
  timeoutMs?: number;
}

/** The calls the engine makes. */
export interface TypesenseClient {
  /** Answers the parsed JSON (or the text, for `responseType: 'text'`); throws `TypesenseError` on a non-2xx. */
  request<T>(method: string, path: string, call?: TypesenseCall & { responseType?: 'json' }): Promise<T>;
  request(method: string, path: string, call: TypesenseCall & { responseType: 'text' }): Promise<string>;
}

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * A client for one Typesense server or cluster.
 *
 * @example const client = createTypesenseClient({ url: env.TYPESENSE_URL, apiKey: env.TYPESENSE_API_KEY });
 *          const results = await client.request('POST', '/multi_search', { json: { searches } });
 */
export function createTypesenseClient(options: TypesenseClientOptions): TypesenseClient {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function request(
    method: string,
    path: string,
    call: TypesenseCall & { responseType?: 'json' | 'text' } = {},
  ): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { 'X-TYPESENSE-API-KEY': options.apiKey };
    let body: string | undefined;
    if (call.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.text !== undefined) {
      headers['Content-Type'] = 'text/plain';
      body = call.text;
    }
    let response: Response;
    try {
      response = await doFetch(url.toString(), {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(call.timeoutMs ?? timeoutMs),
      });
    } catch (error) {
      throw new TypesenseError(0, `Typesense ${method} ${path}: ${String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // Not JSON: keep the text.
      }
      throw new TypesenseError(response.status, `Typesense ${method} ${path}: ${response.status} ${message}`);
    }
    return call.responseType === 'text' ? text : JSON.parse(text);
  }

  return { request } as TypesenseClient;
}
