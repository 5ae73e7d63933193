// The island's calls to the gateway's /api (same origin, the session cookie included): JSON in, JSON
// out, and a failure as an Error whose message is the API's `error` (spec: 000 §8 "browser alert with
// the error message").

/** The answer of a failed call, as the gateway writes it: `{ error, issues? }`. */
interface ApiFailure {
  error?: unknown;
}

/** The error text of a failed answer: its JSON `error`, else the HTTP status. */
export async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as ApiFailure | null;
  return typeof body?.error === 'string' && body.error ? body.error : `Request failed (${response.status})`;
}

/**
 * Calls the gateway's API and reads the JSON answer; throws an Error with the API's message on a
 * non-2xx answer.
 * @example const session = await apiCall<{ user: { phone: string } | null }>('/api/session');
 */
export async function apiCall<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(await failureMessage(response));
  return (await response.json()) as T;
}
