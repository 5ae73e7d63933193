import type { FragmentTenant } from '@forecourt/shared';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';

// Reading the gateway's JSON API through the `API` service binding. The gateway resolves the site from
// the Host, so a remote sees exactly what that site's visitors may see (stock rules, isolation).

export interface ApiGetOptions {
  /** Forwarded as `x-request-id`, so one id traces the page, the fragment and its API calls. */
  requestId?: string | undefined;
}

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
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const url = `https://${tenant.host}${path}`;
  const response = await api.fetch(new Request(url, { headers }));
  if (response.status === 404) return null;
  if (!response.ok) {
    console.error(`[fc] API ${url} answered ${response.status}`, await response.text().catch(() => ''));
    throw new HTTPException(502, { message: `The API answered ${response.status} for ${path}` });
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`[fc] API ${url} answered something unexpected`, parsed.error.issues.slice(0, 10));
    throw new HTTPException(502, { message: `The API's answer for ${path} is not what this remote reads` });
  }
  return parsed.data;
}
