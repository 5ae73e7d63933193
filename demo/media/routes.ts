import { type Context, Hono } from 'hono';
import { drawingsKept } from './drawings-kept';
import {
  DRAWING_VERSION,
  drawLogoSvg,
  drawVehicleSvg,
  type MediaParseResult,
  parseLogoRequest,
  parseVehicleImageRequest,
} from './index';
import { fnv1a } from './svg';

/**
 * Generated vehicle images and logos, the demo media origin's whole API (the gateway serves it as
 * `/media/…`): `/v1/<itemType>/<body>/<colour>/<view>.svg?w=&q=` and `/v1/logo/<slug>.svg?text=&w=`.
 * A drawing never changes for a URL (the version is in the path and the ETag), so responses are
 * cached for a year as immutable. A bad query is a 400, an unknown path a 404, both as JSON.
 *
 * @example export default media; // worker.ts
 */
export const media = new Hono();

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened directly, an SVG is a document: it may run nothing and load nothing.
  'Content-Security-Policy': "default-src 'none'",
} as const;

/** The drawings this isolate has made (a few KB of SVG each: a thousand stay well within an isolate's memory). */
const kept = drawingsKept(1000);

function answer<T>(c: Context, parsed: MediaParseResult<T>, draw: (value: T) => string): Response {
  if (!parsed.ok) return c.json({ error: parsed.error }, parsed.status);
  // The ETag names the normalised request, so `?w=600` and no `w` share one; a new drawing version changes it.
  const request = JSON.stringify(parsed.value);
  const etag = `"m${DRAWING_VERSION}-${fnv1a(request)}"`;
  const headers = { ...SVG_HEADERS, ETag: etag };
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(
    // Kept by the whole normalised request and route (a short hash like the ETag's could name two drawings).
    kept.drawing(`${c.req.routePath} ${request}`, () => draw(parsed.value)),
    200,
    headers,
  );
}

media.get('/v1/logo/:file', (c) =>
  answer(c, parseLogoRequest({ file: c.req.param('file') }, c.req.query()), drawLogoSvg),
);

media.get('/v1/:itemType/:body/:colour/:view', (c) =>
  answer(
    c,
    parseVehicleImageRequest(
      {
        itemType: c.req.param('itemType'),
        body: c.req.param('body'),
        colour: c.req.param('colour'),
        view: c.req.param('view'),
      },
      c.req.query(),
    ),
    drawVehicleSvg,
  ),
);

media.all('*', (c) =>
  c.json(
    {
      error: 'Not found: media paths are /media/v1/<itemType>/<body>/<colour>/<view>.svg or /media/v1/logo/<slug>.svg',
    },
    404,
  ),
);
