import { apiError } from '@forecourt/shared/server-kit/api-error';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';

// How the identity and watchlist calls answer: JSON for fetch; for an HTML form that names where to
// go (`redirect` after success, `error_redirect` after a refusal — shared identity/api.ts), a 303 to
// that same-site page instead, the refusal's message in its `error` query parameter. So a sign-in page
// works with and without JavaScript.

/** The redirect targets a form may send (already made safe by the request schema). */
export interface FormTargets {
  redirect?: string;
  error_redirect?: string;
}

/**
 * A same-site path with one query parameter set (replacing any of that name).
 *
 * @example withQueryParam('/sign-in?step=code', 'error', 'Oops'); // '/sign-in?step=code&error=Oops'
 */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/**
 * A success: 303 to the form's `redirect`, else the JSON body.
 *
 * @example return succeed(c, targets, { sent: true });
 */
export function succeed(
  c: Context<AppEnv>,
  targets: FormTargets,
  body: Record<string, unknown>,
  status: ContentfulStatusCode = 200,
): Response {
  if (targets.redirect) return c.redirect(targets.redirect, 303);
  return c.json(body, status);
}

/**
 * A refusal: 303 to the form's `error_redirect` with `error=<message>`, else the API's JSON error.
 *
 * @example return refuse(c, targets, 400, VERIFICATION_CODE_INVALID);
 */
export function refuse(
  c: Context<AppEnv>,
  targets: FormTargets,
  status: ContentfulStatusCode,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  if (targets.error_redirect) return c.redirect(withQueryParam(targets.error_redirect, 'error', message), 303);
  return apiError(c, status, message, extra);
}
