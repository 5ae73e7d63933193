import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/index';
import { IMMUTABLE_CACHE } from '../src/routes/assets';

// /assets/* passes through to the ASSETS binding (stood in for here, as the build output may not
// exist); content-hashed files are cached for a year. No tenant lookup is needed.

function withAssets(files: Record<string, string>) {
  const ASSETS = {
    fetch: async (input: Request | string) => {
      const path = new URL(typeof input === 'string' ? input : input.url).pathname;
      const body = files[path];
      return body === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(body, {
            headers: { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=0, must-revalidate' },
          });
    },
  } as unknown as Fetcher;
  return { ...env, ASSETS };
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const bindings = withAssets({
    '/assets/shell.3f9a1c2e.js': 'hashed',
    '/assets/logo.svg': 'plain',
    '/assets/styles.css': 'css',
    '/assets/styles.css.br': 'brotli bytes',
    '/assets/styles.css.gz': 'gzip bytes',
  });
  return createApp().fetch(
    new Request(`https://nobody.example.org${path}`, { headers }),
    bindings,
    createExecutionContext(),
  );
}

describe('GET /assets/*', () => {
  it('caches content-hashed files as immutable', async () => {
    const res = await get('/assets/shell.3f9a1c2e.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hashed');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps the binding's cache policy for other files", async () => {
    const res = await get('/assets/logo.svg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it("passes the binding's 404 through", async () => {
    const res = await get('/assets/missing.3f9a1c2e.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('serves the precompressed variant the browser accepts, as built (br before gzip)', async () => {
    for (const [accept, encoding, body] of [
      ['gzip, deflate, br', 'br', 'brotli bytes'],
      ['gzip', 'gzip', 'gzip bytes'],
      ['identity', null, 'css'],
    ] as const) {
      const res = await get('/assets/styles.css', { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(body);
    }
    const br = await get('/assets/styles.css', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the plain file of an older build that has no variants', async () => {
    const res = await get('/assets/shell.3f9a1c2e.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(await res.text()).toBe('hashed');
  });
});
