import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import {
  archivedFileMetadata,
  buildArchiveKey,
  RETAINED_VERSIONS,
  type ReleaseRegistry,
  type RemoteReleases,
} from '@forecourt/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/index';
import { IMMUTABLE_CACHE } from '../src/routes/assets';
import { MANIFEST_CACHE } from '../src/routes/mf-assets';
import { channelServing } from '../src/services/releases';
import { seedComposition, standInStats, withRegistry } from './composition-fixtures';
import { testRegistry } from './stand-ins/declarations';
import { STAND_IN_CHANNELS, STAND_IN_CHUNK } from './stand-ins/releases';

// Issue 29, retired versions stay reachable: a page names the exact build it was rendered with, and lives on after
// the release moves (an open tab, a page kept at the edge). So /_mf/ serves a version no channel serves any more
// from the build archive (R2 BUILD_ARCHIVE, `<remote>/<version>/<path>`) while the registry retains it (shared
// `retainsClientFiles`), with the same encodings and caching as a channel's Worker; anything else is still 404 JSON.
// The tests write the archive as a publish does (scripts/lib/build-archive.ts) and give each gateway its own registry.

beforeAll(() => seedComposition(env));
afterEach(() => vi.restoreAllMocks());

const REMOTE = 'mfe_vehicle';
const stable = STAND_IN_CHANNELS.stable.version;
const canary = STAND_IN_CHANNELS.canary.version;

/** The stand-ins' registry with mfe_vehicle's channels and published versions (oldest first) as given. */
function registryWith(channels: RemoteReleases['channels'], versions: readonly string[]): ReleaseRegistry {
  const base = testRegistry();
  const published = versions.map((version, index) => ({
    version,
    publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    ...(base.remotes[REMOTE]?.versions.find((known) => known.version === version) ?? {}),
  }));
  return { remotes: { ...base.remotes, [REMOTE]: { channels, versions: published } } };
}

/** A gateway of its own (its own registry cache) whose release registry is `registry`; its Response as sent. */
function gatewayOn(registry: ReleaseRegistry) {
  const app = createApp();
  const bindings = { ...env, TENANTS: withRegistry(env.TENANTS, registry) };
  return async (path: string, headers: Record<string, string> = {}, host = 'echo.localhost') => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://${host}${path}`, { headers }), bindings, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
}

/** Puts a build's files into the archive, as publishing a build does: each with its type and encoding. */
async function archive(version: string, files: Record<string, string | ArrayBuffer>): Promise<void> {
  await Promise.all(
    Object.entries(files).map(([file, body]) =>
      env.BUILD_ARCHIVE.put(buildArchiveKey(REMOTE, version, file), body, {
        httpMetadata: archivedFileMetadata(file),
      }),
    ),
  );
}

async function expectUnknownBuild(res: Response, path: string): Promise<void> {
  expect(res.status, path).toBe(404);
  expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error: 'Unknown remote build', requestId: res.headers.get('x-request-id') });
}

describe('GET /_mf/ of a version no channel serves', () => {
  const retired = '0.7.0';
  const live = registryWith({ stable, canary }, [retired, stable, canary]);

  beforeAll(() =>
    archive(retired, {
      'remoteEntry.js': 'export const build = "0.7.0";\n',
      'mf-manifest.json': JSON.stringify({ metaData: { publicPath: `/_mf/${REMOTE}/${retired}/` } }),
      'packed.0a1b2c3d.js': 'plain bytes of packed.0a1b2c3d.js',
      'packed.0a1b2c3d.js.br': 'brotli bytes of packed.0a1b2c3d.js',
      'packed.0a1b2c3d.js.gz': 'gzip bytes of packed.0a1b2c3d.js',
      'styles.0a1b2c3d.css': '.retired{color:red}',
    }),
  );

  it('serves a retained one from the archive, cached as immutable (the manifest for five minutes)', async () => {
    expect(channelServing(live, REMOTE, retired)).toBeNull();
    const get = gatewayOn(live);
    const before = await standInStats(env.MFE_VEHICLE);

    const entry = await get(`/_mf/${REMOTE}/${retired}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(entry.headers.get('vary')).toBe('Accept-Encoding');
    expect(entry.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await entry.text()).toBe('export const build = "0.7.0";\n');

    const manifest = await get(`/_mf/${REMOTE}/${retired}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe(MANIFEST_CACHE);
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await manifest.json()).toEqual({ metaData: { publicPath: `/_mf/${REMOTE}/${retired}/` } });

    const css = await get(`/_mf/${REMOTE}/${retired}/styles.0a1b2c3d.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe('.retired{color:red}');
    // No channel's Worker was asked.
    expect((await standInStats(env.MFE_VEHICLE)).files).toBe(before.files);
  });

  it('serves its precompressed variants by Accept-Encoding, their bytes unchanged', async () => {
    const get = gatewayOn(live);
    const path = `/_mf/${REMOTE}/${retired}/packed.0a1b2c3d.js`;
    const cases: Array<[string, string | null, string]> = [
      ['gzip, deflate, br', 'br', 'brotli bytes of packed.0a1b2c3d.js'],
      ['br;q=0, gzip', 'gzip', 'gzip bytes of packed.0a1b2c3d.js'],
      ['identity', null, 'plain bytes of packed.0a1b2c3d.js'],
    ];
    for (const [accept, encoding, body] of cases) {
      const res = await get(path, { 'Accept-Encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
      expect(await res.text()).toBe(body);
    }
  });

  it("answers a variant's 304 by its own ETag", async () => {
    const get = gatewayOn(live);
    const path = `/_mf/${REMOTE}/${retired}/packed.0a1b2c3d.js`;
    const first = await get(path, { 'Accept-Encoding': 'br' });
    await first.body?.cancel();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const res = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  });

  it('answers 404 JSON for a version the registry no longer retains, though the archive holds it', async () => {
    const newer = Array.from({ length: RETAINED_VERSIONS }, (_, index) => `0.8.${index}`);
    const registry = registryWith({ stable: newer.at(-1) ?? stable }, [retired, ...newer]);
    const get = gatewayOn(registry);
    for (const file of ['remoteEntry.js', 'packed.0a1b2c3d.js', 'mf-manifest.json']) {
      await expectUnknownBuild(await get(`/_mf/${REMOTE}/${retired}/${file}`), file);
    }
  });

  it('answers 404 JSON for a version the registry never published, or a file the archive lacks', async () => {
    await archive('0.6.0', { 'remoteEntry.js': 'export const build = "0.6.0";\n' });
    const get = gatewayOn(live);
    for (const path of [
      `/_mf/${REMOTE}/0.6.0/remoteEntry.js`,
      `/_mf/${REMOTE}/${retired}/no-such-chunk.0a1b2c3d.js`,
      `/_mf/mfe_search/${retired}/remoteEntry.js`,
    ]) {
      await expectUnknownBuild(await get(path), path);
    }
  });

  it('never reaches a key outside <remote>/<version>/', async () => {
    await env.BUILD_ARCHIVE.put(`${REMOTE}/secret.json`, '{"secret":true}');
    await env.BUILD_ARCHIVE.put('secret.json', '{"secret":true}');
    const get = gatewayOn(live);
    for (const path of [
      `/_mf/${REMOTE}/secret.json`,
      `/_mf/${REMOTE}/${retired}/..%2Fsecret.json`,
      `/_mf/${REMOTE}/${retired}/%2e%2e/secret.json`,
      `/_mf/${REMOTE}/${retired}/%2e%2e/%2e%2e/secret.json`,
      `/_mf/${REMOTE}/${retired}/../../secret.json`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it("serves a promoted version from the archive when its channel's Worker was built as another", async () => {
    // Promoted: stable serves the canary's version, but the stable Worker's assets are its own build's.
    const promoted = registryWith({ stable: canary, canary }, [stable, canary]);
    expect(channelServing(promoted, REMOTE, canary)).toBe('stable');
    await archive(canary, { 'promoted-only.0a1b2c3d.js': 'export const promoted = true;\n' });
    const res = await gatewayOn(promoted)(`/_mf/${REMOTE}/${canary}/promoted-only.0a1b2c3d.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(await res.text()).toBe('export const promoted = true;\n');
  });
});

/** Every `/_mf/<remote>/…` URL a page names, and what loading it names in turn (the remote entry, the manifest's files). */
async function buildUrlsOf(html: string, remote: string, get: (path: string) => Promise<Response>): Promise<string[]> {
  const named = new Set(
    [...html.matchAll(new RegExp(`/_mf/${remote}/[0-9A-Za-z.+_-]+/[A-Za-z0-9._~@/-]+`, 'g'))].map((m) => m[0]),
  );
  for (const url of [...named].filter((path) => path.endsWith('/mf-manifest.json'))) {
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    // The shell registers each remote by the entry beside its manifest (shell client/islands.ts remoteEntryUrl).
    named.add(`${base}remoteEntry.js`);
    const manifest = (await (await get(url)).json()) as {
      exposes: { assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
    };
    for (const expose of manifest.exposes) {
      for (const kind of ['js', 'css'] as const) {
        for (const file of [...expose.assets[kind].sync, ...expose.assets[kind].async]) named.add(`${base}${file}`);
      }
    }
  }
  return [...named].sort();
}

describe('a page rendered on version A, after the release moves to B', () => {
  it("still gets every file it names: 200, A's bytes, cached as immutable", async () => {
    // A: stable 1.0.0, whose Worker renders echo's car page. Its build is published into the archive (the stand-in
    // Worker's files stand for the build's: the publish copies each file of dist/<channel>/_mf/<remote>/<version>/).
    // The page's other remote (mfe-finance's calculator, a real Worker without its client build here) falls back.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const beforeMove = testRegistry();
    const a = gatewayOn(beforeMove);
    const page = await a('/cars/retired-build-hilux');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`/_mf/${REMOTE}/${stable}/mf-manifest.json`);
    const urls = await buildUrlsOf(html, REMOTE, a);
    expect(urls).toEqual(
      [
        `/_mf/${REMOTE}/${stable}/${STAND_IN_CHUNK}`,
        `/_mf/${REMOTE}/${stable}/mf-manifest.json`,
        `/_mf/${REMOTE}/${stable}/remoteEntry.js`,
        `/_mf/${REMOTE}/${stable}/styles.stable.css`,
      ].sort(),
    );
    const asBuilt = new Map<string, string>();
    for (const url of urls) {
      const res = await env.MFE_VEHICLE.fetch(`https://fragment.internal${url}`);
      expect(res.status, url).toBe(200);
      asBuilt.set(url, await res.text());
    }
    await archive(
      stable,
      Object.fromEntries(
        [...asBuilt].map(([url, body]) => [url.slice(`/_mf/${REMOTE}/${stable}/`.length), body] as const),
      ),
    );

    // B: a new version on stable, the canary as it was. No channel serves A now.
    const afterMove = registryWith({ stable: '1.2.0', canary }, ['0.9.0', stable, canary, '1.2.0']);
    expect(channelServing(afterMove, REMOTE, stable)).toBeNull();
    const b = gatewayOn(afterMove);
    for (const url of urls) {
      const res = await b(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe(
        url.endsWith('/mf-manifest.json') ? MANIFEST_CACHE : IMMUTABLE_CACHE,
      );
      expect(await res.text(), url).toBe(asBuilt.get(url));
    }
  });
});
