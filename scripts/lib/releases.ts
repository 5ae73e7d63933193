import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  RELEASE_REGISTRY_KEY,
  type ReleaseRegistry,
  ReleaseRegistrySchema,
} from '../../shared/src/domain/releases/registry.ts';
import type { PublishedDeclaration } from '../../shared/src/domain/remotes/published.ts';
import { ROOT, SEED_DIR } from './paths.ts';
import { run, step, WRANGLER_ENV } from './run.ts';

export interface BuiltRelease {
  remote: string;
  channel: 'stable' | 'canary';
  version: string;
  builtAt: string;
  /** Its declaration as data (pages, fragments, API), as the build wrote it into release.json. */
  declaration?: PublishedDeclaration;
}

/** Every remote build on disk: the release.json the build wrote into each remote's dist/<channel> folder. */
export async function readBuiltReleases(): Promise<BuiltRelease[]> {
  const remotes = (await readdir(ROOT)).filter((entry) => entry.startsWith('mfe-'));
  const builds: BuiltRelease[] = [];
  for (const remoteFolder of remotes) {
    const distDir = resolve(ROOT, remoteFolder, 'dist');
    const channels = await readdir(distDir).catch(() => [] as string[]);
    for (const channel of channels) {
      const release = JSON.parse(await readFile(resolve(distDir, channel, 'release.json'), 'utf8')) as {
        name: string;
        version: string;
        channel: BuiltRelease['channel'];
        builtAt: string;
        declaration?: PublishedDeclaration;
      };
      builds.push({
        remote: release.name,
        channel: release.channel,
        version: release.version,
        builtAt: release.builtAt,
        ...(release.declaration ? { declaration: release.declaration } : {}),
      });
    }
  }
  if (builds.length === 0) throw new Error('No remote builds found: run `npm run build` first');
  return builds;
}

/**
 * The release registry for what was just built: each remote's channels and the versions they serve.
 * @example releaseRegistryFor([{ remote: 'mfe_vehicle', channel: 'stable', version: '1.0.0', builtAt }])
 */
export function releaseRegistryFor(builds: BuiltRelease[]): ReleaseRegistry {
  const registry: ReleaseRegistry = { remotes: {} };
  for (const build of builds) {
    const releases = registry.remotes[build.remote] ?? { channels: {}, versions: [] };
    registry.remotes[build.remote] = releases;
    releases.channels[build.channel] = build.version;
    if (!releases.versions.some((published) => published.version === build.version)) {
      releases.versions.push({
        version: build.version,
        publishedAt: build.builtAt,
        ...(build.declaration ? { declaration: build.declaration } : {}),
      });
    }
  }
  return ReleaseRegistrySchema.parse(registry);
}

/** Writes the release registry into the local TENANTS namespace, as a release step does remotely. */
export async function publishReleaseRegistry(stateDir: string, builds: BuiltRelease[]): Promise<void> {
  step('Publishing the release registry');
  const file = resolve(SEED_DIR, 'releases.json');
  await writeFile(file, JSON.stringify(releaseRegistryFor(builds)));
  await run(
    'wrangler',
    [
      'kv',
      'key',
      'put',
      RELEASE_REGISTRY_KEY,
      '--path',
      file,
      '--binding',
      'TENANTS',
      '--local',
      '--persist-to',
      stateDir,
    ],
    { env: WRANGLER_ENV, quiet: true },
  );
  for (const build of builds) console.log(`  ${build.remote} ${build.channel}: ${build.version}`);
}
