import { apiError } from '@forecourt/shared/server-kit/api-error';
import { Hono } from 'hono';
import { FRAGMENT_ORIGIN } from '../composition/fetch-fragment';
import { remoteBinding } from '../composition/remotes';
import type { AppEnv } from '../env';
import { servePrecompressed } from '../render/precompressed';
import { channelServing, type ReleaseStore } from '../services/releases';
import { IMMUTABLE_CACHE } from './assets';

// A remote's client build lives in its fragment Worker's [assets], under /_mf/<remote>/<version>/.
// The browser fetches it from the gateway's origin (one origin: no CORS, one CSP), and the gateway
// passes the request through to the Worker of the channel that serves that exact version now.

/** The manifest names files by path and is re-read by the runtime: cached briefly, unlike the files. */
export const MANIFEST_CACHE = 'public, max-age=300';

/** The only request headers a remote's asset server gets: no cookies, no client details. */
const FORWARDED_HEADERS = ['accept-encoding', 'if-none-match'] as const;

/** `/_mf/<remote>/<version>/<file path>`, read from the raw (still percent-encoded) path. */
const MF_PATH = /^\/_mf\/([a-z][a-z0-9_]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]*)\/([A-Za-z0-9._~@/-]+)$/;

/**
 * The remote, version and file of a `/_mf/` path, or null when it is not one (a traversal, an encoded
 * slash, anything outside `/_mf/<remote>/<version>/`, which keeps e.g. a Worker's `/release.json` out of reach).
 *
 * @example parseMfPath('/_mf/mfe_vehicle/1.0.0/remoteEntry.js') // → { remote: 'mfe_vehicle', version: '1.0.0', file: 'remoteEntry.js' }
 * @example parseMfPath('/_mf/mfe_vehicle/1.0.0/../release.json') // → null
 */
export function parseMfPath(path: string): { remote: string; version: string; file: string } | null {
  const match = MF_PATH.exec(path);
  if (!match) return null;
  const [, remote = '', version = '', file = ''] = match;
  if (version.includes('..') || file.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return null;
  }
  return { remote, version, file };
}

/** Options of {@link mfAssets}. */
export interface MfAssetsOptions {
  /** The isolate's release registry cache (shared with the page routes). */
  releases: ReleaseStore;
}

/**
 * `GET /_mf/<remote>/<version>/<file>`: a remote build's client file, from the fragment Worker of
 * the channel serving that version (a version the cached registry does not know triggers one
 * re-read, for a deploy that just happened). A .js or .css comes as its precompressed variant
 * (`<file>.br`, `<file>.gz`) when the browser accepts one (`servePrecompressed`), else as the file the
 * Worker has, fetched with only `Accept-Encoding` and `If-None-Match`. A 200 or 304 is cached as immutable (the manifest for 5
 * minutes); an unknown remote or version is 404 JSON. Mount before the tenant middleware: builds are
 * the same for every site.
 *
 * @example app.route('/_mf', mfAssets({ releases }));
 */
export function mfAssets(options: MfAssetsOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/*', async (c) => {
    const path = new URL(c.req.url).pathname;
    const build = parseMfPath(path);
    if (build === null) return apiError(c, 404, 'Unknown remote build');

    let lookup = await options.releases.load(c.env.TENANTS);
    let channel = lookup.kind === 'found' ? channelServing(lookup.registry, build.remote, build.version) : null;
    if (channel === null) {
      lookup = await options.releases.load(c.env.TENANTS, { refresh: true });
      channel = lookup.kind === 'found' ? channelServing(lookup.registry, build.remote, build.version) : null;
    }
    if (lookup.kind !== 'found') {
      console.error(
        JSON.stringify({
          level: 'error',
          message: `release registry ${lookup.kind}; cannot serve remote builds`,
          requestId: c.get('requestId'),
          path,
        }),
      );
      c.header('Retry-After', '30');
      return apiError(c, 503, 'Remote builds are unavailable');
    }
    const worker = channel === null ? undefined : remoteBinding(c.env, build.remote, channel);
    if (worker === undefined) return apiError(c, 404, 'Unknown remote build');

    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const response = await servePrecompressed(path, c.req.raw.headers, headers, async (file, fileHeaders) => {
      const upstream = await worker.fetch(
        new Request(`${FRAGMENT_ORIGIN}${file}`, { method: c.req.method, headers: fileHeaders }),
      );
      const copy = new Response(upstream.body, upstream);
      copy.headers.delete('Set-Cookie');
      return copy;
    });
    if (response.status === 200 || response.status === 304) {
      response.headers.set('Cache-Control', build.file === 'mf-manifest.json' ? MANIFEST_CACHE : IMMUTABLE_CACHE);
    }
    return response;
  });
  return app;
}
