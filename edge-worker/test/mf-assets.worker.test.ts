import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/index';
import { IMMUTABLE_CACHE } from '../src/routes/assets';
import { MANIFEST_CACHE } from '../src/routes/mf-assets';
import { seedComposition, standInStats, withRegistry } from './composition-fixtures';
import { gateway, json } from './http';
import { testRegistry } from './stand-ins/declarations';
import { STAND_IN_CHANNELS } from './stand-ins/releases';

// /_mf/<remote>/<version>/…: a remote build's files, passed through to the fragment Worker of the
// channel that serves that version (the stand-ins echo the request headers they got).

beforeAll(() => seedComposition(env));
afterEach(() => vi.restoreAllMocks());

const stable = STAND_IN_CHANNELS.stable.version;
const canary = STAND_IN_CHANNELS.canary.version;

/**
 * The gateway's own Response, not one that went over HTTP: the client side of a fetch would decode a
 * Content-Encoding, and these tests check the bytes as sent.
 */
async function direct(path: string, headers: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().fetch(new Request(`http://echo.localhost${path}`, { headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function served(
  res: Response,
): Promise<{ channel: string; version: string; path: string; received: Record<string, string> }> {
  const match = /^export const served = (.*);\n$/s.exec(await res.text());
  if (!match?.[1]) throw new Error('not a stand-in file');
  return JSON.parse(match[1]);
}

describe('GET /_mf/:remote/:version/*', () => {
  it('passes a file through to the Worker serving that version, cached as immutable', async () => {
    const a = await gateway(`/_mf/mfe_vehicle/${stable}/remoteEntry.js`);
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(a.headers.get('content-type')).toBe('text/javascript');
    expect(await served(a)).toMatchObject({
      channel: 'stable',
      version: stable,
      path: `/_mf/mfe_vehicle/${stable}/remoteEntry.js`,
    });

    const b = await gateway(`/_mf/mfe_vehicle/${canary}/chunks/island.0a1b2c3d.js`, { host: 'echo.localhost' });
    expect(b.status).toBe(200);
    expect(await served(b)).toMatchObject({ channel: 'canary', version: canary });
  });

  it('serves the same builds on every host, even one that is no site', async () => {
    const res = await gateway(`/_mf/mfe_vehicle/${stable}/remoteEntry.js`, { host: 'nobody.example.org' });
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });

  it('caches the manifest for five minutes only', async () => {
    const res = await gateway(`/_mf/mfe_vehicle/${stable}/mf-manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(MANIFEST_CACHE);
    expect(await json(res)).toMatchObject({ metaData: { publicPath: `/_mf/mfe_vehicle/${stable}/` } });
  });

  it('forwards only Accept-Encoding and If-None-Match: no cookies or client headers', async () => {
    const res = await gateway(`/_mf/mfe_vehicle/${stable}/remoteEntry.js`, {
      headers: {
        Cookie: 'fc_session=secret-session',
        Authorization: 'Bearer secret-token',
        'Accept-Encoding': 'gzip, br',
        'If-None-Match': '"something-else"',
        'X-Forwarded-For': '203.0.113.9',
        'User-Agent': 'test-browser',
        'x-fc-tenant': 'echo',
      },
    });
    const { received } = await served(res);
    expect(received['if-none-match']).toBe('"something-else"');
    expect(received['accept-encoding']).toMatch(/gzip/);
    const text = JSON.stringify(received).toLowerCase();
    for (const leaked of ['secret-session', 'secret-token', '203.0.113.9', 'test-browser', 'x-fc-tenant', 'cookie']) {
      expect(text).not.toContain(leaked);
    }
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("passes the Worker's 304 through, still cached as immutable", async () => {
    const path = `/_mf/mfe_vehicle/${stable}/remoteEntry.js`;
    const etag = (await gateway(path)).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const res = await gateway(path, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  });

  it('serves a precompressed variant per Accept-Encoding (br, then gzip), its bytes unchanged', async () => {
    const base = `/_mf/mfe_vehicle/${stable}/chunks`;
    const cases: Array<[string, string, string | null, string]> = [
      ['packed.0a1b2c3d.js', 'gzip, deflate, br', 'br', `bytes of ${base}/packed.0a1b2c3d.js.br`],
      ['packed.0a1b2c3d.js', 'br;q=0, gzip', 'gzip', `bytes of ${base}/packed.0a1b2c3d.js.gz`],
      ['gzip-only.0a1b2c3d.js', 'br, gzip', 'gzip', `bytes of ${base}/gzip-only.0a1b2c3d.js.gz`],
      ['packed.0a1b2c3d.css', '*', 'br', `bytes of ${base}/packed.0a1b2c3d.css.br`],
    ];
    for (const [file, accept, encoding, body] of cases) {
      const res = await direct(`${base}/${file}`, { 'Accept-Encoding': accept });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-encoding'), `${file} ${accept}`).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
      expect(res.headers.get('etag')).toBe(`"${stable}:${body.slice('bytes of '.length)}"`);
      expect(await res.text()).toBe(body);
    }
  });

  it('serves the plain file when no accepted variant exists, still varying by Accept-Encoding', async () => {
    for (const [file, accept] of [
      ['packed.0a1b2c3d.js', 'identity'],
      ['packed.0a1b2c3d.js', 'br;q=0, gzip;q=0'],
      ['remoteEntry.js', 'gzip, br'], // built before variants existed
    ] as const) {
      const res = await gateway(`/_mf/mfe_vehicle/${stable}/${file}`, { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding'), `${file} ${accept}`).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect((await served(res)).path).toBe(`/_mf/mfe_vehicle/${stable}/${file}`);
    }
  });

  it("answers a variant's 304 by its own ETag", async () => {
    const path = `/_mf/mfe_vehicle/${stable}/packed.0a1b2c3d.js`;
    const first = await direct(path, { 'Accept-Encoding': 'br' });
    await first.body?.cancel();
    const etag = first.headers.get('etag') ?? '';
    const res = await gateway(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 404 JSON for a file neither a channel nor the build archive has, or a remote it does not know', async () => {
    for (const path of [
      '/_mf/mfe_vehicle/0.9.0/remoteEntry.js', // retired and retained, but not in the build archive
      '/_mf/mfe_vehicle/9.9.9/remoteEntry.js',
      '/_mf/mfe_search/1.0.0/remoteEntry.js',
      '/_mf/toString/1.0.0/remoteEntry.js',
    ]) {
      const res = await gateway(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await json(res);
      expect(body).toEqual({ error: 'Unknown remote build', requestId: res.headers.get('x-request-id') });
    }
  });

  it('never reaches anything outside /_mf/<remote>/<version>/ (such as release.json)', async () => {
    const before = await standInStats(env.MFE_VEHICLE);
    for (const path of [
      '/_mf/mfe_vehicle/release.json',
      `/_mf/mfe_vehicle/${stable}/..%2Frelease.json`,
      `/_mf/mfe_vehicle/${stable}/%2e%2e/%2e%2e/release.json`,
      `/_mf/mfe_vehicle/${stable}/`,
    ]) {
      const res = await gateway(path);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    expect((await standInStats(env.MFE_VEHICLE)).files).toBe(before.files);
  });

  it('re-reads the registry once for a version the cached copy does not know yet (a fresh deploy)', async () => {
    const { canary: _canary, ...stableOnly } = testRegistry().remotes.mfe_vehicle?.channels ?? {};
    const before = { remotes: { mfe_vehicle: { channels: stableOnly, versions: [] } } };
    const TENANTS = withRegistry(env.TENANTS, [before, testRegistry()]);
    const app = createApp();
    const call = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`http://echo.localhost${path}`), { ...env, TENANTS }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    expect((await call(`/_mf/mfe_vehicle/${stable}/remoteEntry.js`)).status).toBe(200);
    expect((await call(`/_mf/mfe_vehicle/${canary}/remoteEntry.js`)).status).toBe(200);
  });

  it('answers 503 when there is no release registry, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const TENANTS = withRegistry(env.TENANTS, null);
    const res = await createApp().fetch(
      new Request(`http://echo.localhost/_mf/mfe_vehicle/${stable}/remoteEntry.js`),
      { ...env, TENANTS },
      ctx,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(String(errors.mock.calls[0]?.[0])).toContain('release registry missing');
  });
});
