import { isDealerPath } from '@forecourt/shared';
import { renderPage, type PageOptions as ShellPageOptions } from '@forecourt/shell';
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * What a route says about its page (the shell appends the tenant's name to `title`); the tenant, the
 * CSP nonce, the request's origin (for absolute canonical URLs) and the Our Stock counts come from the context.
 */
export type PageOptions = Omit<ShellPageOptions, 'tenant' | 'nonce' | 'requestOrigin' | 'stockMenu' | 'assets'> & {
  /** HTTP status of the page (default 200). */
  status?: number;
  /** Extra response headers (`Server-Timing`, `Retry-After`, …). */
  headers?: Record<string, string>;
};

/**
 * Streams a full HTML document for the request's tenant through the shell, with this response's
 * CSP nonce. HTML carries a per-response nonce, so shared caches must not keep it.
 *
 * @example return htmlPage(c, { title: 'Page not found', canonicalPath: c.req.path, body: createElement(NotFoundBody, { path }), status: 404 });
 */
export async function htmlPage(c: Context<AppEnv>, options: PageOptions): Promise<Response> {
  const { status = 200, headers = {}, ...page } = options;
  const requestOrigin = new URL(c.req.url).origin;
  const stockMenu = (await c.get('stockMenu')) ?? null;
  const assets = await c.get('shellAssets');
  const tenant = c.get('tenant');
  const stream = await renderPage({
    ...page,
    // The dealer's area is a staff tool: no shopper's promotional popup over it.
    tenant: isDealerPath(c.req.path) ? { ...tenant, popup: null } : tenant,
    nonce: c.get('nonce'),
    requestOrigin,
    stockMenu,
    ...(assets ? { assets } : {}),
  });
  return new Response(stream, {
    status,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' },
  });
}
