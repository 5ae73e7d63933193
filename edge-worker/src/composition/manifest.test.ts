import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManifestCache, firstLoadSharedKeys, islandPreloads, type RemoteManifest } from './manifest';
import { recordingFetcher } from './recording-fetcher.test-support';

const build = { name: 'mfe_vehicle', version: '1.0.0', manifestUrl: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json' };

const manifest: RemoteManifest = {
  metaData: { publicPath: '/_mf/mfe_vehicle/1.0.0/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'VehiclePage', path: './VehiclePage', assets: { js: { sync: ['vp.1a2b3c4d.js', '616.0f0f0f0f.js'] } } },
    { name: 'Other', path: './Other', assets: { js: { sync: ['other.js'] } } },
  ],
  shared: [{ name: 'react' }, { name: '@forecourt/shared/ui' }],
};

const worker = recordingFetcher;

afterEach(() => vi.restoreAllMocks());

describe('islandPreloads', () => {
  it("preloads the manifest, the remote entry and the exposed module's chunks", () => {
    expect(islandPreloads(build, 'mfe_vehicle/VehiclePage', manifest)).toEqual([
      { href: build.manifestUrl, as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/_mf/mfe_vehicle/1.0.0/remoteEntry.js', as: 'modulepreload' },
      { href: '/_mf/mfe_vehicle/1.0.0/vp.1a2b3c4d.js', as: 'modulepreload' },
      { href: '/_mf/mfe_vehicle/1.0.0/616.0f0f0f0f.js', as: 'modulepreload' },
    ]);
  });

  it('preloads only the manifest without one, and never a file outside the build', () => {
    expect(islandPreloads(build, 'mfe_vehicle/VehiclePage', null)).toHaveLength(1);
    const hostile: RemoteManifest = {
      ...manifest,
      exposes: [
        { name: 'VehiclePage', path: './VehiclePage', assets: { js: { sync: ['../../evil.js', '/abs.js', 'x".js'] } } },
      ],
    };
    expect(islandPreloads(build, 'mfe_vehicle/VehiclePage', hostile).map((p) => p.href)).toEqual([
      build.manifestUrl,
      '/_mf/mfe_vehicle/1.0.0/remoteEntry.js',
    ]);
  });
});

describe('firstLoadSharedKeys', () => {
  it('is what the exposed module recorded for its first load, else everything the build consumes', () => {
    const recorded: RemoteManifest = {
      ...manifest,
      exposes: [{ ...manifest.exposes[0], initialShared: ['react'] } as RemoteManifest['exposes'][number]],
    };
    expect(firstLoadSharedKeys('mfe_vehicle/VehiclePage', recorded)).toEqual(['react']);
    expect(firstLoadSharedKeys('mfe_vehicle/VehiclePage', manifest)).toEqual(['react', '@forecourt/shared/ui']);
    expect(firstLoadSharedKeys('mfe_vehicle/VehiclePage', null)).toEqual([]);
  });
});

describe('createManifestCache', () => {
  it('reads a build manifest once, through the binding', async () => {
    const { fetcher, calls } = worker(() => Response.json(manifest));
    const cache = createManifestCache();
    const [a, b] = await Promise.all([cache.get(fetcher, build, 1000), cache.get(fetcher, build, 1000)]);
    expect(a?.exposes[0]?.name).toBe('VehiclePage');
    expect(a?.shared.map((shared) => shared.name)).toEqual(['react', '@forecourt/shared/ui']);
    expect(b).toBe(a);
    await cache.get(fetcher, build, 1000);
    expect(calls).toEqual(['https://fragment.internal/_mf/mfe_vehicle/1.0.0/mf-manifest.json']);
  });

  it('reads a manifest that lists no shared modules as consuming none', async () => {
    const { shared: _shared, ...withoutShared } = manifest;
    const { fetcher } = worker(() => Response.json(withoutShared));
    expect((await createManifestCache().get(fetcher, build, 1000))?.shared).toEqual([]);
  });

  it('gives null for a missing, invalid or misplaced manifest, and tries again after a while', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let nowMs = 0;
    const cache = createManifestCache({ failureTtlMs: 30_000, now: () => nowMs });
    const missing = worker(() => new Response('nope', { status: 404 }));
    expect(await cache.get(missing.fetcher, build, 1000)).toBeNull();
    expect(await cache.get(missing.fetcher, build, 1000)).toBeNull();
    expect(missing.calls).toHaveLength(1);
    nowMs = 30_000;
    const fixed = worker(() => Response.json(manifest));
    expect(await cache.get(fixed.fetcher, build, 1000)).not.toBeNull();

    const elsewhere = worker(() =>
      Response.json({ ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example.com/' } }),
    );
    const other = { ...build, version: '2.0.0', manifestUrl: '/_mf/mfe_vehicle/2.0.0/mf-manifest.json' };
    expect(await cache.get(elsewhere.fetcher, other, 1000)).toBeNull();
    const garbled = worker(() => new Response('{'));
    const third = { ...build, version: '3.0.0', manifestUrl: '/_mf/mfe_vehicle/3.0.0/mf-manifest.json' };
    expect(await cache.get(garbled.fetcher, third, 1000)).toBeNull();
  });
});
