// The build archive: every published remote build's client files, in an R2 bucket the gateway binds
// (`BUILD_ARCHIVE`, root wrangler.toml), so a page that names a build no channel serves any more still loads it.
// Written when builds are published and deployed (scripts/lib/build-archive.ts), read by the gateway's `/_mf/`
// route for a version its channel Worker cannot serve (edge-worker routes/mf-assets.ts). This file is the contract
// both sides keep: where a file is kept, and the type and encoding it is kept with.

/** The gateway's binding of the archive bucket (its name is the root wrangler.toml's `bucket_name`). */
export const BUILD_ARCHIVE_BINDING = 'BUILD_ARCHIVE';

/**
 * The archive's key of a file of a remote's build: `<remote>/<version>/<path under /_mf/<remote>/<version>/>`.
 * @example buildArchiveKey('mfe_vehicle', '1.0.0', 'chunks/616.0a1b2c3d.js.br') // 'mfe_vehicle/1.0.0/chunks/616.0a1b2c3d.js.br'
 */
export function buildArchiveKey(remote: string, version: string, file: string): string {
  return `${remote}/${version}/${file}`;
}

/** What an archived file is kept with: the type of what it holds, and the coding its bytes are in. */
export interface ArchivedFileMetadata {
  contentType: string;
  /** Set on the precompressed variants the build writes beside each .js and .css (`<file>.br`, `<file>.gz`). */
  contentEncoding?: 'br' | 'gzip';
}

/** The types a remote build's files have, by extension (what the Workers asset server sends for them). */
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
};

const ENCODINGS = { br: 'br', gz: 'gzip' } as const;

/**
 * The content type (and, for a precompressed variant, the encoding) a build file is archived with: a variant has
 * its plain file's type, as the gateway serves it.
 * @example archivedFileMetadata('remoteEntry.js.br') // { contentType: 'text/javascript; charset=utf-8', contentEncoding: 'br' }
 * @example archivedFileMetadata('mf-manifest.json') // { contentType: 'application/json; charset=utf-8' }
 */
export function archivedFileMetadata(file: string): ArchivedFileMetadata {
  const suffix = /\.(br|gz)$/.exec(file)?.[1] as keyof typeof ENCODINGS | undefined;
  const plain = suffix === undefined ? file : file.slice(0, -(suffix.length + 1));
  const extension = /\.([a-z0-9]+)$/i.exec(plain)?.[1]?.toLowerCase() ?? '';
  const contentType =
    (Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined) ?? 'application/octet-stream';
  return suffix === undefined ? { contentType } : { contentType, contentEncoding: ENCODINGS[suffix] };
}
