import { WorkerEntrypoint } from 'cloudflare:workers';
import type { FragmentRequest, FragmentResponse } from '@forecourt/shared';
import type { SliceApiContext } from '@forecourt/shared/server-kit/slice-context';

// A stand-in for a remote's fragment Worker (mfe-vehicle, mfe-search), run by the Worker tests as an
// auxiliary Worker, once per remote and release channel (vitest.worker.config.ts). The config
// transpiles this file without bundling it, so it imports types only.
//
// POST /fragments/<FRAGMENT> answers by the prefix of the page's first param (the car slug, or the
// first segment of a search path):
//   error-…    HTTP 500            hang-…     never answers (far past any test timeout)
//   gone-…     a 404 fragment      garbled-…  200 with a body that is not JSON
//   impostor-… a fragment that names another remote
//   foreign-style-… a fragment that names, besides its own stylesheet, one outside its build
//   moved-…    a redirect (302) to /search/<the rest>    offsite-… a redirect off the site (refused)
//   shared-…   a real fragment its remote lets every shopper share for 2 s (then 8 s stale), as a kept one says
//   anything else: a real fragment, its data echoing the request the gateway sent.
// GET /_mf/<remote>/<version>/mf-manifest.json → a manifest (it consumes react and the UI kit); other
// files under it → JS that echoes the request headers it got (ETag, 304 on If-None-Match); its
// stylesheet, `styles.<channel>.css`, a rule naming the version (so each build's CSS differs);
// precompressed variants beside `packed.*` (.br, .gz) and `gzip-only.*` (.gz) only.
// POST /fragments/ModelPage (mfe-offers's catch-all /{model slug} page, which any unknown one-segment path
// reaches): a 404 fragment, as the real remote answers a slug its catalogue lacks, unless it is model-….
// GET /__stand-in/stats → what it has served.
// api(request, context) (Workers RPC, the remote's JSON API): echoes the request and the gateway's context
// as JSON; a path ending in /throws throws, /cookie answers with a Set-Cookie, /status/<n> answers <n>.

interface StandInEnv {
  REMOTE: string;
  VERSION: string;
  CHANNEL: string;
  CHUNK: string;
  /** The fragment (and exposed module) it serves, e.g. VehiclePage. */
  FRAGMENT: string;
  /** The first word of its heading and title, e.g. Car. */
  TITLE_PREFIX: string;
}

/** The fragment of the catch-all model page (mfe-offers `/:model`), whatever the stand-in stands in for. */
const MODEL_PAGE_FRAGMENT = 'ModelPage';

/** The param whose prefix picks the behaviour: the car slug, a search path's first segment, or a model slug. */
function keyOf(request: FragmentRequest): string {
  return request.params.slug ?? request.params.first ?? request.params.model ?? '';
}

const TENANT_HEADER = 'x-fc-tenant';
const stats = { fragments: 0, manifests: 0, files: 0 };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The build's own stylesheet. */
function stylesheetOf(env: StandInEnv): string {
  return `/_mf/${env.REMOTE}/${env.VERSION}/styles.${env.CHANNEL}.css`;
}

function fragmentFor(env: StandInEnv, request: FragmentRequest, tenantHeader: string | null): FragmentResponse {
  const slug = keyOf(request);
  const remote = {
    name: slug.startsWith('impostor-') ? 'mfe_impostor' : env.REMOTE,
    version: env.VERSION,
    manifestUrl: `/_mf/${env.REMOTE}/${env.VERSION}/mf-manifest.json`,
  };
  const stylesheets = [stylesheetOf(env)];
  if (slug.startsWith('foreign-style-')) stylesheets.push('/_mf/mfe_other/9.9.9/styles.0a1b2c3d.css');
  const redirects: [string, string][] = [
    ['moved-', `/search/${slug.slice('moved-'.length)}`],
    ['offsite-', '//evil.example/'],
  ];
  for (const [prefix, location] of redirects) {
    if (slug.startsWith(prefix)) {
      const redirect = { location, status: 302 } as const;
      return { html: '', data: null, module: null, remote, stylesheets, status: 302, head: null, redirect };
    }
  }
  const unknownModel = request.params.model !== undefined && !slug.startsWith('model-');
  if (slug.startsWith('gone-') || unknownModel) {
    return {
      html: '<p>That car is not here.</p>',
      data: null,
      module: null,
      remote,
      stylesheets,
      status: 404,
      head: { title: 'Car not found', preloadImages: [] },
      redirect: null,
    };
  }
  return {
    html: `<article class="stand-in" data-version="${env.VERSION}"><h1>${env.TITLE_PREFIX} ${slug}</h1><p>Rendered by ${env.REMOTE} ${env.VERSION} (${env.CHANNEL})</p></article>`,
    data: { slug, version: env.VERSION, channel: env.CHANNEL, request, tenantHeader, note: '</script><!--' },
    module: `${remote.name}/${env.FRAGMENT}`,
    remote,
    stylesheets,
    status: 200,
    head: {
      title: `${env.TITLE_PREFIX} ${slug}`,
      description: `Details of ${env.TITLE_PREFIX.toLowerCase()} ${slug}`,
      preloadImages: [`/media/v1/cars/${slug}/hero.svg`, 'https://images.example.com/not-ours.jpg'],
    },
    redirect: null,
  };
}

async function fragment(request: Request, env: StandInEnv): Promise<Response> {
  stats.fragments += 1;
  const body = (await request.json()) as FragmentRequest;
  const slug = keyOf(body);
  if (slug.startsWith('error-')) return new Response('Internal error', { status: 500 });
  if (slug.startsWith('hang-')) {
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    return new Response('Too late', { status: 200 });
  }
  if (slug.startsWith('garbled-')) return new Response('<html>not json</html>', { status: 200 });
  const answer = fragmentFor(env, body, request.headers.get(TENANT_HEADER));
  // A redirect travels in a 200, as the remote kit answers it; a 404 fragment in a 404.
  const response = json(answer, answer.redirect ? 200 : answer.status);
  // What the remote kit says of a fragment with a cache policy (shared-window.ts).
  if (slug.startsWith('shared-')) response.headers.set('Cache-Control', 'public, max-age=2, stale-while-revalidate=8');
  return response;
}

function manifest(env: StandInEnv): unknown {
  return {
    id: env.REMOTE,
    name: env.REMOTE,
    metaData: {
      name: env.REMOTE,
      publicPath: `/_mf/${env.REMOTE}/${env.VERSION}/`,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
    },
    // What a real build consumes, e.g. VehiclePage's: React (in the shell's islands.js) and the UI kit.
    shared: [
      { id: `${env.REMOTE}:react`, name: 'react', singleton: true },
      { id: `${env.REMOTE}:@forecourt/shared/ui`, name: '@forecourt/shared/ui', singleton: true },
    ],
    remotes: [],
    exposes: [
      {
        id: `${env.REMOTE}:${env.FRAGMENT}`,
        name: env.FRAGMENT,
        path: `./${env.FRAGMENT}`,
        assets: { js: { sync: [env.CHUNK], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/**
 * A precompressed variant (`<file>.br`, `<file>.gz`), as the build writes them: both beside files named
 * `packed.*`, only the .gz beside `gzip-only.*`, none beside the others. Its body stands for the
 * compressed bytes, which the gateway must pass on unchanged.
 */
function variant(path: string, etag: string): Response {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const exists = name.startsWith('packed.') || (name.startsWith('gzip-only.') && path.endsWith('.gz'));
  if (!exists) return new Response('Not found', { status: 404 });
  return new Response(`bytes of ${path}`, { headers: { 'Content-Type': 'application/octet-stream', ETag: etag } });
}

function file(request: Request, env: StandInEnv, path: string): Response {
  stats.files += 1;
  const etag = `"${env.VERSION}:${path}"`;
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: { ETag: etag } });
  if (/\.(br|gz)$/.test(path)) return variant(path, etag);
  if (path.endsWith('.css')) {
    const css = `.stand-in{--fc-stand-in-build:${JSON.stringify(env.VERSION)}}\n`;
    return new Response(css, { headers: { 'Content-Type': 'text/css', ETag: etag } });
  }
  const received = Object.fromEntries(request.headers);
  const body = `export const served = ${JSON.stringify({ channel: env.CHANNEL, version: env.VERSION, path, received })};\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/javascript',
      ETag: etag,
      'Cache-Control': 'public, max-age=0',
      'Set-Cookie': 'x=1',
    },
  });
}

/** The JSON API half of a remote, as the gateway calls it: an echo of what it was given. */
async function api(request: Request, context: SliceApiContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/throws')) throw new Error('the stand-in API threw');
  const status = Number(/\/status\/(\d{3})$/.exec(pathname)?.[1] ?? 200);
  const body = { method: request.method, path: pathname, body: await request.text(), context };
  const response = json(body, status);
  if (pathname.endsWith('/cookie')) response.headers.set('Set-Cookie', 'stolen=1; Path=/');
  return response;
}

async function serve(request: Request, env: StandInEnv): Promise<Response> {
  const { pathname } = new URL(request.url);
  const served = [`/fragments/${env.FRAGMENT}`, `/fragments/${MODEL_PAGE_FRAGMENT}`];
  // A dealer's page (mfe-vehicle's `DealerStock`, …): the same echo, so a test reads what the gateway told it.
  const dealerPage = pathname.startsWith('/fragments/Dealer');
  if (request.method === 'POST' && (served.includes(pathname) || dealerPage)) return fragment(request, env);
  if (pathname === '/__stand-in/stats') return json(stats);
  const base = `/_mf/${env.REMOTE}/${env.VERSION}/`;
  if (request.method === 'GET' && pathname === `${base}mf-manifest.json`) {
    stats.manifests += 1;
    return json(manifest(env));
  }
  if (request.method === 'GET' && pathname.startsWith(base)) return file(request, env, pathname);
  return new Response('Not found', { status: 404 });
}

export default class StandIn extends WorkerEntrypoint<StandInEnv> {
  override fetch(request: Request): Promise<Response> {
    return serve(request, this.env);
  }

  api(request: Request, context: SliceApiContext): Promise<Response> {
    return api(request, context);
  }
}
