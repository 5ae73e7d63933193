import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RequestIdEnv } from './env';

/**
 * Whether a path belongs to the JSON API (answers JSON, errors included).
 *
 * @example isApiPath('/api/cars/x') // → true
 * @example isApiPath('/apiary') // → false
 */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The body of every API error: what went wrong, and the id to quote when reporting it. */
export interface ApiErrorBody {
  error: string;
  requestId: string;
  [extra: string]: unknown;
}

/**
 * A JSON error response in the API's one error shape.
 *
 * @example return apiError(c, 404, 'Car not found');
 */
export function apiError<E extends RequestIdEnv>(
  // biome-ignore lint/suspicious/noExplicitAny: any route's input types; only the request id and json are used
  c: Context<E, string, any>,
  status: ContentfulStatusCode,
  error: string,
  extra: Record<string, unknown> = {},
): Response {
  const body: ApiErrorBody = { error, requestId: c.get('requestId'), ...extra };
  return c.json(body, status);
}

/** One problem with a request, named by where it is (`slug`, `query.website_id`, …). */
export interface IssueSummary {
  path: string;
  message: string;
}

/**
 * Summarises zod issues as `{ path, message }` (paths dotted; the root is `(root)`).
 *
 * @example summariseIssues(error.issues) // → [{ path: 'website_id', message: 'Invalid input' }]
 */
export function summariseIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): IssueSummary[] {
  return issues.map((issue) => ({
    path: issue.path.length === 0 ? '(root)' : issue.path.map((part) => String(part)).join('.'),
    message: issue.message,
  }));
}
