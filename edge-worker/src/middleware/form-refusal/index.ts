import { backPathOf } from '@forecourt/shared';
import type { ApiErrorBody } from '@forecourt/shared/server-kit/api-error';
import { isHtmlFormPost } from '@forecourt/shared/server-kit/request-body';
import { FORM_REFUSED_TITLE, FormRefusedBody } from '@forecourt/shell';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createElement } from 'react';
import type { AppEnv } from '../../env';
import { htmlPage } from '../../render/page';

// A form posted without JavaScript is a browser navigation: a refusal (400 a field or a site rule,
// 404, 429) answered as the API's JSON would leave the visitor on raw JSON. This keeps the status and
// the error the API names, and answers the site's page with it and the way back to the form (spec:
// stock-search §8 "Form submit failure"). Only a navigation that asks for HTML (a browser's `Accept`)
// gets the page: `fetch` callers and API clients, form-encoded or not, still get the JSON.

/**
 * Turns a refused HTML form post's JSON error into the site's refused-form page; mount it before the
 * route's other middleware (rate limit, body check) so their refusals are turned too.
 *
 * @example leads.post('/', formRefusalPage, rateLimit(…), requestBody(LeadSubmissionSchema), handler);
 */
export const formRefusalPage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const { status } = c.res;
  if (!isHtmlFormPost(c) || !acceptsHtml(c.req.header('Accept')) || status < 400 || status >= 500) return;
  if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const { error } = (await c.res.clone().json()) as Partial<ApiErrorBody>;
  c.res = await htmlPage(c, {
    status: status as ContentfulStatusCode,
    title: FORM_REFUSED_TITLE,
    canonicalPath: c.req.path,
    body: createElement(FormRefusedBody, {
      error: error ?? FORM_REFUSED_TITLE,
      backPath: backPathOf(c.req.header('Referer'), new URL(c.req.url).origin),
    }),
  });
};

/** Whether an `Accept` header asks for an HTML page (as a browser's navigation does). */
function acceptsHtml(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim().startsWith('text/html')) ?? false;
}
