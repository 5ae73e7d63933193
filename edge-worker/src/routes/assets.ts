import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { servePrecompressed } from '../render/precompressed';

/** Hashed build output (`name.3f9a1c2e.js`, `chunk-3f9a1c2e.css`) never changes, so browsers keep it for a year. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache policy for files whose name carries a content hash. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Whether a path names a content-hashed file.
 *
 * @example isHashedAsset('/assets/shell.3f9a1c2e.js') // → true
 * @example isHashedAsset('/assets/logo.svg') // → false
 */
export function isHashedAsset(path: string): boolean {
  return HASHED_FILE.test(path);
}

/**
 * `/assets/*`: built client files from the `ASSETS` binding, a .js or .css as its precompressed variant
 * when the browser accepts one (`servePrecompressed`); content-hashed files cached as immutable.
 *
 * @example app.route('/assets', assets);
 */
export const assets = new Hono<AppEnv>();

assets.get('/*', async (c) => {
  const url = new URL(c.req.url);
  const res = await servePrecompressed(url.pathname, c.req.raw.headers, c.req.raw.headers, (path, headers) =>
    c.env.ASSETS.fetch(new Request(new URL(path, url), { method: c.req.method, headers })),
  );
  if (!res.ok || !isHashedAsset(c.req.path)) return res;
  res.headers.set('Cache-Control', IMMUTABLE_CACHE);
  return res;
});
