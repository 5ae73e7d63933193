import type { RemoteBuild } from '@forecourt/shared';
import type { Preload } from '@forecourt/shell';
import { z } from 'zod';
import { FRAGMENT_ORIGIN } from './fetch-fragment';

// A remote build's mf-manifest.json says where its remoteEntry.js and each exposed module's chunks
// are. The browser would find them one round trip at a time (shell client → manifest → entry and
// chunks); the gateway reads the manifest once per isolate per version, through the fragment Worker's
// binding, and announces them all in <head>. (RECIPE.md §10.)

/** The parts of a Module Federation manifest the preloads need. */
const ManifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string(),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }),
  }),
  exposes: z
    .array(
      z.object({
        name: z.string(),
        path: z.string(),
        assets: z.object({ js: z.object({ sync: z.array(z.string()).default([]) }) }),
        /** The share keys the module's first load consumes (written by our build: scripts/lib/initial-shared.ts). */
        initialShared: z.array(z.string()).optional(),
      }),
    )
    .default([]),
  /** The share keys the build consumes (the shell provides every one: shell-files.ts preloads their files). */
  shared: z.array(z.object({ name: z.string() })).default([]),
});
export type RemoteManifest = z.infer<typeof ManifestSchema>;

/** Options of {@link createManifestCache}. */
export interface ManifestCacheOptions {
  /** How long a failed read is remembered before trying again (default 30 s). */
  failureTtlMs?: number;
  /** At most this many manifests are kept (default 64). */
  maxEntries?: number;
  now?: () => number;
}

/** Manifests of remote builds, read once per isolate per version. */
export interface ManifestCache {
  /** The build's manifest, or null when it cannot be read or is not valid (never throws). */
  get(worker: Fetcher, build: RemoteBuild, timeoutMs: number): Promise<RemoteManifest | null>;
  clear(): void;
}

/** The versioned path every file of a build lives under: `/_mf/<name>/<version>/`. */
export function buildBasePath(build: Pick<RemoteBuild, 'name' | 'version'>): string {
  return `/_mf/${build.name}/${build.version}/`;
}

/**
 * Makes a manifest cache. A version's files never change, so a manifest read is kept for the life of
 * the isolate; a failed read is retried after `failureTtlMs`.
 *
 * @example const manifest = await createManifestCache().get(env.MFE_VEHICLE, fragment.remote, 1000);
 */
export function createManifestCache(options: ManifestCacheOptions = {}): ManifestCache {
  const failureTtlMs = options.failureTtlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 64;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { manifest: Promise<RemoteManifest | null>; failedAt?: number }>();

  async function read(worker: Fetcher, build: RemoteBuild, timeoutMs: number): Promise<RemoteManifest | null> {
    try {
      const response = await worker.fetch(`${FRAGMENT_ORIGIN}${build.manifestUrl}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const manifest = ManifestSchema.parse(await response.json());
      // Files are served from the manifest's own directory: a static publicPath must say so; 'auto' resolves to it.
      const { publicPath } = manifest.metaData;
      if (publicPath !== buildBasePath(build) && publicPath !== 'auto') {
        throw new Error(`publicPath ${publicPath} is not ${buildBasePath(build)}`);
      }
      return manifest;
    } catch (error) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: 'remote manifest unreadable; page served without module preloads',
          manifestUrl: build.manifestUrl,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return null;
    }
  }

  return {
    get(worker, build, timeoutMs) {
      const key = build.manifestUrl;
      const entry = cache.get(key);
      if (entry && (entry.failedAt === undefined || now() - entry.failedAt < failureTtlMs)) return entry.manifest;
      const fresh: { manifest: Promise<RemoteManifest | null>; failedAt?: number } = {
        manifest: read(worker, build, timeoutMs),
      };
      fresh.manifest.then((manifest) => {
        if (manifest === null) fresh.failedAt = now();
      });
      cache.delete(key);
      cache.set(key, fresh);
      while (cache.size > maxEntries) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return fresh.manifest;
    },
    clear() {
      cache.clear();
    },
  };
}

const SAFE_FILE = /^[A-Za-z0-9._/-]+$/;

/**
 * The share keys an island's first load consumes: its exposed module's `initialShared` when the build
 * recorded it, else every key the build consumes (a build made before the field existed).
 *
 * @example firstLoadSharedKeys('mfe_vehicle/VehiclePage', manifest) // ['@forecourt/shared/ui', 'jotai/react', …]
 */
export function firstLoadSharedKeys(module: string, manifest: RemoteManifest | null): string[] {
  if (manifest === null) return [];
  const expose = exposeOf(module, manifest);
  return expose?.initialShared ?? manifest.shared.map((shared) => shared.name);
}

function exposeOf(module: string, manifest: RemoteManifest): RemoteManifest['exposes'][number] | undefined {
  const exposed = module.slice(module.indexOf('/') + 1);
  return manifest.exposes.find((expose) => expose.name === exposed || expose.path === `./${exposed}`);
}

/**
 * What to preload for one hydrating island: its build's manifest (`fetch`, as the runtime fetches it,
 * CORS same-origin), and, when the manifest is known, `remoteEntry.js` and the exposed module's
 * synchronous chunks as module preloads. Only files under the build's own `/_mf/<name>/<version>/`.
 *
 * @example islandPreloads(fragment.remote, 'mfe_vehicle/VehiclePage', manifest)
 */
export function islandPreloads(build: RemoteBuild, module: string, manifest: RemoteManifest | null): Preload[] {
  const preloads: Preload[] = [{ href: build.manifestUrl, as: 'fetch', crossOrigin: 'anonymous' }];
  if (manifest === null) return preloads;
  const base = buildBasePath(build);
  const entry = manifest.metaData.remoteEntry;
  const chunks = exposeOf(module, manifest);
  const files = [`${entry.path}${entry.path && !entry.path.endsWith('/') ? '/' : ''}${entry.name}`];
  files.push(...(chunks?.assets.js.sync ?? []));
  for (const file of files) {
    if (!SAFE_FILE.test(file) || file.split('/').some((part) => part === '..' || part === '')) continue;
    preloads.push({ href: `${base}${file}`, as: 'modulepreload' });
  }
  return preloads;
}
