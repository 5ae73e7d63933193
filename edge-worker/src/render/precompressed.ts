// The build writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every static .js and .css
// (scripts/lib/precompress.ts). Serving those, rather than letting the edge compress on the fly at a
// modest level, makes each script ~13 % smaller, at no CPU cost per request.

/** The precompressed variants the build writes, in order of preference, with their file suffix. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** A content coding the build writes a variant in. */
export type Precompression = (typeof VARIANTS)[number]['encoding'];

/** The types of the files that have variants (what the asset server would have sent for the plain file). */
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

const STATIC_FILE = /\.(js|css)$/;

/**
 * The Content-Type of a file that has precompressed variants, or null when it has none.
 *
 * @example precompressedType('/assets/shell/client.js') // → 'text/javascript; charset=utf-8'
 * @example precompressedType('/_mf/mfe_vehicle/1.0.0/mf-manifest.json') // → null
 */
export function precompressedType(path: string): string | null {
  const match = STATIC_FILE.exec(path);
  return match?.[1] === undefined ? null : (CONTENT_TYPES[match[1]] ?? null);
}

/**
 * The precompressed codings an `Accept-Encoding` header accepts, best first (br before gzip; `*` counts
 * for a coding it does not name; `q=0` refuses one).
 *
 * @example acceptedPrecompressions('gzip, deflate, br') // → ['br', 'gzip']
 * @example acceptedPrecompressions('br;q=0, *') // → ['gzip']
 * @example acceptedPrecompressions(undefined) // → []
 */
export function acceptedPrecompressions(header: string | null | undefined): Precompression[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return VARIANTS.filter(({ encoding }) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0).map(
    ({ encoding }) => encoding,
  );
}

/** Fetches one file of the build by path (the variants are plain files beside it). */
export type FileFetcher = (path: string, headers: Headers) => Promise<Response>;

/**
 * A static .js or .css file as served: its best precompressed variant the client accepts, with
 * `Content-Encoding`, the plain file's `Content-Type`, `Vary: Accept-Encoding` and the body as built
 * (`encodeBody: 'manual'`: the runtime must not encode it again); the plain file when no accepted
 * variant exists (an older build). Only `If-None-Match` travels to a variant (each has its own ETag);
 * the plain file gets `identityHeaders`. Other paths: the plain file. The headers are the caller's to change.
 *
 * @example const res = await servePrecompressed(path, c.req.raw.headers, headers, (p, h) => fetchFromBuild(p, h));
 */
export async function servePrecompressed(
  path: string,
  requestHeaders: Headers,
  identityHeaders: Headers,
  fetchFile: FileFetcher,
): Promise<Response> {
  const type = precompressedType(path);
  for (const encoding of type === null ? [] : acceptedPrecompressions(requestHeaders.get('accept-encoding'))) {
    const suffix = VARIANTS.find((variant) => variant.encoding === encoding)?.suffix ?? '';
    const variantHeaders = new Headers();
    const etag = requestHeaders.get('if-none-match');
    if (etag !== null) variantHeaders.set('if-none-match', etag);
    const variant = await fetchFile(`${path}${suffix}`, variantHeaders);
    if (variant.status !== 200 && variant.status !== 304) {
      await variant.body?.cancel();
      continue;
    }
    const headers = new Headers({ Vary: 'Accept-Encoding' });
    if (type !== null) headers.set('Content-Type', type);
    if (variant.status === 200) headers.set('Content-Encoding', encoding);
    const variantEtag = variant.headers.get('etag');
    if (variantEtag !== null) headers.set('ETag', variantEtag);
    return new Response(variant.status === 304 ? null : variant.body, {
      status: variant.status,
      headers,
      encodeBody: 'manual',
    });
  }
  const plain = await fetchFile(path, identityHeaders);
  const response = new Response(plain.body, plain); // mutable headers, for the caller's cache policy
  if (type !== null) response.headers.append('Vary', 'Accept-Encoding');
  return response;
}
