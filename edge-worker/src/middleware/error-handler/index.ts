import type { TenantConfig } from '@forecourt/shared';
import { apiError, isApiPath, summariseIssues } from '@forecourt/shared/server-kit/api-error';
import { ErrorBody, NotFoundBody } from '@forecourt/shell';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createElement } from 'react';
import type { AppEnv } from '../../env';
import { htmlPage } from '../../render/page';
import { plainErrorPage } from '../../render/plain';

interface IssueLike {
  path: PropertyKey[];
  message: string;
}

/** A zod error, recognised by shape as well, so one thrown by another copy of zod still counts. */
function asZodError(error: Error): { issues: IssueLike[] } | null {
  const issues = (error as { issues?: unknown }).issues;
  return error.name === 'ZodError' && Array.isArray(issues) ? { issues: issues as IssueLike[] } : null;
}

interface Classified {
  status: ContentfulStatusCode;
  /** Safe to show: never an internal error's message or stack. */
  message: string;
  issues?: ReturnType<typeof summariseIssues>;
}

function classify(error: Error): Classified {
  const zod = asZodError(error);
  if (zod) {
    const issues = summariseIssues(zod.issues);
    const named = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return { status: 400, message: `Invalid request: ${named}`, issues };
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = error.message || (status >= 500 ? 'Internal server error' : 'Request failed');
    return { status, message };
  }
  return { status: 500, message: 'Internal server error' };
}

function log(c: Context<AppEnv>, status: number, error: Error, issues?: Classified['issues']): void {
  const entry = {
    level: status >= 500 ? 'error' : 'warn',
    message: status >= 500 ? 'request failed' : 'request rejected',
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status,
    ...(issues ? { issues } : { error: error.message }),
    ...(status >= 500 && error.stack ? { stack: error.stack } : {}),
  };
  if (status >= 500) console.error(JSON.stringify(entry));
  else console.warn(JSON.stringify(entry));
}

/** Renders the tenant's HTML page for an error status, or a plain page when there is no tenant. */
export async function errorPage(c: Context<AppEnv>, status: ContentfulStatusCode): Promise<Response> {
  const requestId = c.get('requestId');
  const tenant = c.get('tenant') as TenantConfig | undefined;
  const notFound = status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  if (tenant) {
    try {
      return await htmlPage(c, {
        status,
        title,
        canonicalPath: c.req.path,
        body: notFound ? createElement(NotFoundBody, { path: c.req.path }) : createElement(ErrorBody, { requestId }),
      });
    } catch (renderError) {
      log(c, 500, renderError instanceof Error ? renderError : new Error(String(renderError)));
    }
  }
  return c.html(plainErrorPage({ status, title, requestId }), status);
}

/**
 * The app's `onError`: JSON `{ error, requestId }` under `/api` (zod errors → 400 naming the fields,
 * `HTTPException` statuses kept, anything else 500 without details), the tenant's HTML error page
 * elsewhere. Every error is logged with the request id; stacks only reach the log.
 *
 * @example app.onError(errorHandler());
 */
export function errorHandler(): ErrorHandler<AppEnv> {
  return async function onError(error, c) {
    const { status, message, issues } = classify(error);
    log(c, status, error, issues);
    if (isApiPath(c.req.path)) return apiError(c, status, message, issues ? { issues } : {});
    return errorPage(c, status);
  };
}

/**
 * The app's `notFound`: 404 JSON under `/api`, the tenant's 404 page elsewhere.
 *
 * @example app.notFound(notFoundHandler());
 */
export function notFoundHandler(): NotFoundHandler<AppEnv> {
  return async function notFound(c) {
    if (isApiPath(c.req.path)) return apiError(c, 404, `No route for ${c.req.method} ${c.req.path}`);
    return errorPage(c, 404);
  };
}
