import { buildArchiveKey, type ReleaseRegistry, type RemoteReleases, retainsClientFiles } from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { Hono } from 'hono';
import { FRAGMENT_ORIGIN } from '../composition/fetch-fragment';
import { remoteBinding } from '../composition/remotes';
import type { AppEnv } from '../env';
import { servePrecompressed } from '../render/precompressed';
import { channelServing, type RegistryLookup, type ReleaseStore, releasesCacheMs } from '../services/releases';
import { IMMUTABLE_CACHE } from './assets';

// A remote's client build lives in its fragment Worker's [assets], under /_mf/<remote>/<version>/.
// The browser fetches it from the gateway's origin (one origin: no CORS, one CSP), and the gateway
// passes the request through to the Worker of the channel that serves that exact version now. A page
// outlives its release (an open tab, a page kept at the edge), so a version no channel serves any more
// is served from the build archive (R2) while the registry retains it (issue 29).

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
 * A file of the build archive as a file server answers it: its bytes with its content type and ETag (R2's), a 304
 * when `If-None-Match` names that ETag, a 404 when it is not there. A precompressed variant read on its own (a
 * `.br` or `.gz` path asked for by name) is plain bytes to the client: `servePrecompressed` names its encoding when
 * it negotiates one.
 */
async function archivedFile(bucket: R2Bucket, key: string, headers: Headers): Promise<Response> {
  const object = await bucket.get(key, { onlyIf: headers });
  if (object === null) return new Response(null, { status: 404 });
  const answer = new Headers({ ETag: object.httpEtag });
  const { contentType = 'application/octet-stream', contentEncoding } = object.httpMetadata ?? {};
  answer.set('Content-Type', contentEncoding === undefined ? contentType : 'application/octet-stream');
  // A failed precondition gives the object without its body.
  if (!('body' in object)) return new Response(null, { status: 304, headers: answer });
  return new Response(object.body, { headers: answer });
}

/**
 * `GET /_mf/<remote>/<version>/<file>`: a remote build's client file. From the fragment Worker of the channel
 * serving that version now; when no channel serves it (a release moved on, but pages already served still name
 * it) or that Worker lacks the file (a version promoted onto a channel whose Worker was built as another), from
 * the build archive (R2 `BUILD_ARCHIVE`, `<remote>/<version>/<file>`) while the registry retains the version
 * (shared `retainsClientFiles`: served now, or among the remote's newest published versions). A version the cached
 * registry neither serves nor retains triggers one re-read, for a deploy that just happened. A .js or .css comes as
 * its precompressed variant (`<file>.br`, `<file>.gz`) when the browser accepts one (`servePrecompressed`), else as
 * the plain file, asked for with only `Accept-Encoding` and `If-None-Match`. A 200 or 304 is cached as immutable
 * (the manifest for 5 minutes); an unknown remote, a version not retained or a file neither has is 404 JSON.
 * Mount before the tenant middleware: builds are the same for every site.
 *
 * @example app.route('/_mf', mfAssets({ releases }));
 */
export function mfAssets(options: MfAssetsOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/*', async (c) => {
    const path = new URL(c.req.url).pathname;
    const build = parseMfPath(path);
    if (build === null) return apiError(c, 404, 'Unknown remote build');

    const knows = (lookup: RegistryLookup) =>
      lookup.kind === 'found' && retainsClientFiles(releasesOf(lookup.registry, build.remote), build.version);
    let lookup = await options.releases.load(c.env.TENANTS, { ttlMs: releasesCacheMs(c.env) });
    if (!knows(lookup)) lookup = await options.releases.load(c.env.TENANTS, { refresh: true });
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
    // A served version is always retained: only a retained version is ever looked for.
    if (!knows(lookup)) return apiError(c, 404, 'Unknown remote build');
    const channel = channelServing(lookup.registry, build.remote, build.version);
    const worker = channel === null ? undefined : remoteBinding(c.env, build.remote, channel);

    const identityHeaders = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) identityHeaders.set(name, value);
    }
    let response: Response | null = null;
    if (worker !== undefined) {
      response = await servePrecompressed(path, c.req.raw.headers, identityHeaders, async (file, fileHeaders) => {
        const upstream = await worker.fetch(
          new Request(`${FRAGMENT_ORIGIN}${file}`, { method: c.req.method, headers: fileHeaders }),
        );
        const copy = new Response(upstream.body, upstream);
        copy.headers.delete('Set-Cookie');
        return copy;
      });
    }
    if (response === null || response.status === 404) {
      await response?.body?.cancel();
      response = await servePrecompressed(path, c.req.raw.headers, identityHeaders, (file, fileHeaders) => {
        const archived = parseMfPath(file);
        if (archived === null) return Promise.resolve(new Response(null, { status: 404 }));
        const key = buildArchiveKey(archived.remote, archived.version, archived.file);
        return archivedFile(c.env.BUILD_ARCHIVE, key, fileHeaders);
      });
      if (response.status === 404) return apiError(c, 404, 'Unknown remote build');
    }
    if (response.status === 200 || response.status === 304) {
      response.headers.set('Cache-Control', build.file === 'mf-manifest.json' ? MANIFEST_CACHE : IMMUTABLE_CACHE);
    }
    return response;
  });
  return app;
}

function releasesOf(registry: ReleaseRegistry, remote: string): RemoteReleases | undefined {
  return Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
}
