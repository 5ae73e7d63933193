import type { z } from 'zod';
import type { FragmentTenant } from '../domain/fragment/contract';

// How a remote's fragment Worker calls the gateway's JSON API while it server-renders: through its
// `API` service binding (the gateway's InternalApi entrypoint), as the tenant's site, so the gateway
// applies that site's rules exactly as for the browser. Worker-agnostic: the binding is anything with
// a `fetch(Request)`, so the same code runs in workerd and in the remotes' Node tests.

/** The remote's `API` binding, or a fake of it. */
export interface ApiBinding {
  fetch(request: Request): Promise<Response>;
}

/** The API answered something a page cannot be rendered from: the remote answers 502 with `message`. */
export class ApiUpstreamError extends Error {
  override readonly name = 'ApiUpstreamError';
  /** The HTTP status a fragment Worker answers with. */
  readonly status = 502;
}

export interface ApiCallOptions {
  /** Forwarded as `x-request-id`, so one id traces the page, the fragment and its API calls. */
  requestId?: string | undefined;
}

/** One API call: GET, or POST with a JSON body. */
export type ApiCall = { method: 'GET'; path: string } | { method: 'POST'; path: string; body: unknown };

/**
 * Calls the gateway's API as `tenant`'s site and parses the answer with `schema`. Null when the API
 * answers 404 (not on this site). Any other answer that is not a 200 `schema` accepts is an
 * {@link ApiUpstreamError}, logged with what went wrong.
 * @example const car = await callApi(env.API, tenant, { method: 'GET', path: `/api/cars/${slug}` }, CarSchema);
 * @example const page = await callApi(env.API, tenant, { method: 'POST', path: '/api/search', body: state }, SearchResponseSchema);
 */
export async function callApi<T extends z.ZodType>(
  api: ApiBinding,
  tenant: Pick<FragmentTenant, 'host'>,
  call: ApiCall,
  schema: T,
  options: ApiCallOptions = {},
): Promise<z.infer<T> | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const url = `https://${tenant.host}${call.path}`;
  let init: RequestInit = { method: call.method, headers };
  if (call.method === 'POST') {
    headers['content-type'] = 'application/json';
    init = { ...init, body: JSON.stringify(call.body) };
  }
  const response = await api.fetch(new Request(url, init));
  if (response.status === 404) return null;
  if (!response.ok) {
    console.error(`[fc] API ${call.method} ${url} answered ${response.status}`, await response.text().catch(() => ''));
    throw new ApiUpstreamError(`The API answered ${response.status} for ${call.path}`);
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`[fc] API ${call.method} ${url} answered something unexpected`, parsed.error.issues.slice(0, 10));
    throw new ApiUpstreamError(`The API's answer for ${call.path} is not what this remote reads`);
  }
  return parsed.data;
}
