import { type ApiCallOptions, ApiUpstreamError, callApi, type FragmentTenant } from '@forecourt/shared';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';

// Reading the gateway's JSON API through the `API` service binding (the shared `callApi`). The
// gateway resolves the site from the Host, so a remote sees exactly what that site's visitors may see
// (stock rules, isolation).

export type ApiGetOptions = ApiCallOptions;

/**
 * GETs `path` from the gateway's API as `tenant`'s site and parses the answer with `schema`.
 * Null when the API answers 404 (not on this site). Anything else that is not a valid 200 is a 502
 * `HTTPException`, logged with what went wrong.
 * @example const car = await apiGet(env.API, tenant, `/api/cars/${encodeURIComponent(slug)}`, CarSchema);
 */
export async function apiGet<T extends z.ZodType>(
  api: Fetcher,
  tenant: FragmentTenant,
  path: string,
  schema: T,
  options: ApiGetOptions = {},
): Promise<z.infer<T> | null> {
  try {
    return await callApi(api, tenant, { method: 'GET', path }, schema, options);
  } catch (error) {
    if (error instanceof ApiUpstreamError) throw new HTTPException(error.status, { message: error.message });
    throw error;
  }
}
