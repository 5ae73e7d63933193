import { apiError } from '@forecourt/shared/server-kit/api-error';
import { partnerUrl } from '@forecourt/shared/server-kit/partner-http';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';

// Car pictures and logos live on a media origin (a CDN or bucket when deployed; locally the demo's
// drawing Worker), not in the gateway. Pages keep naming them `/media/…` on the site's own origin (one
// origin: no CORS, `img-src 'self'`), and this route passes each request through to the origin.

/** The only request headers the media origin gets: no cookies, no client details. */
const FORWARDED_HEADERS = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since'] as const;

/**
 * The origin's answer headers a browser needs: the file's type, its caching and its own CSP. Nothing
 * else passes (length and encoding are the runtime's: it may have decoded the body on the way in).
 */
const RETURNED_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'content-security-policy',
  'x-content-type-options',
] as const;

/** How long the origin has to start answering, in ms. */
const MEDIA_TIMEOUT_MS = 10_000;

/** Statuses passed on as the origin gave them; anything else is the origin failing (502). */
const PASSED_STATUSES = new Set([200, 304, 400, 404]);

/**
 * `GET`/`HEAD /media/<path>`: the file at `<path>` under `MEDIA_ORIGIN`, with the origin's status, body
 * and caching headers (a drawing is immutable: the origin says so). Other methods are 405; an origin
 * that is unreachable, slow or failing is 502 JSON. Mount before the tenant middleware: media is the
 * same for every site.
 *
 * @example app.route('/media', media);
 */
export const media = new Hono<AppEnv>();

media.on(['GET', 'HEAD'], '/*', async (c) => {
  const { pathname, search } = new URL(c.req.url);
  const target = partnerUrl(c.env.MEDIA_ORIGIN, `${pathname.slice('/media/'.length)}${search}`);
  if (target === null) return mediaUnavailable(c, 'MEDIA_ORIGIN is not a URL');

  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  // The timeout covers the wait for the answer only, not the body's stream to the browser.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error(`no answer within ${MEDIA_TIMEOUT_MS} ms`)), MEDIA_TIMEOUT_MS);
  let upstream: Response;
  try {
    upstream = await fetch(target, { method: c.req.method, headers, signal: timeout.signal });
  } catch (error) {
    return mediaUnavailable(c, (error as Error).message);
  } finally {
    clearTimeout(timer);
  }
  if (!PASSED_STATUSES.has(upstream.status)) {
    await upstream.body?.cancel();
    return mediaUnavailable(c, `answered ${upstream.status}`);
  }
  const returned = new Headers();
  for (const name of RETURNED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) returned.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: returned });
});

media.all('/*', (c) => {
  c.header('Allow', 'GET, HEAD');
  return apiError(c, 405, 'Media is read-only: use GET or HEAD');
});

function mediaUnavailable(c: Context<AppEnv>, reason: string): Response {
  console.error(
    JSON.stringify({
      level: 'error',
      message: `media origin: ${reason}`,
      requestId: c.get('requestId'),
      path: c.req.path,
    }),
  );
  return apiError(c, 502, 'The media origin did not answer');
}
