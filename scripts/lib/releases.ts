import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { planPublish } from '../../shared/src/domain/releases/changes.ts';
import { type ReleaseRegistry, ReleaseRegistrySchema } from '../../shared/src/domain/releases/registry.ts';
import type { PublishedDeclaration } from '../../shared/src/domain/remotes/published.ts';
import { changeInsert, changeOf, ledgerHead, publishNewest } from '../../shared/src/server-kit/release-ledger.ts';
import { archiveBuilds } from './build-archive.ts';
import { ROOT } from './paths.ts';
import { inlineParams, openReleaseStores } from './release-ledger-local.ts';
import { step } from './run.ts';

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

/**
 * Publishes what was just built into the local release registry under `stateDir`, through its ledger: each remote
 * whose channels change gets a `publish` change (its rollout kept, no version dropped: a page already served may
 * still name one), all written in one go, then KV gets the registry. The builds' client files go into the local
 * build archive at the same time (scripts/lib/build-archive.ts), and KV is written only once they are there, so the
 * registry never retires a version whose files the archive lacks.
 */
export async function publishReleaseRegistry(stateDir: string, builds: BuiltRelease[]): Promise<void> {
  step('Publishing the release registry and the build archive');
  const target = { kind: 'local', stateDir } as const;
  const stores = await openReleaseStores(target);
  try {
    const record = async (): Promise<{ revision: number; registry: ReleaseRegistry }> => {
      const head = await ledgerHead(stores.sql);
      const plans = planPublish(head?.registry ?? { remotes: {} }, releaseRegistryFor(builds));
      const at = new Date().toISOString();
      const author = { who: process.env.USER ?? 'build', why: 'fresh builds published', at };
      const inserts = plans.map((plan, index) =>
        changeInsert(changeOf(plan, (head?.revision ?? 0) + index + 1, author), plan.registry),
      );
      await stores.runStatements(inserts.map((insert) => inlineParams(insert.sql, insert.params)));
      return {
        revision: (head?.revision ?? 0) + plans.length,
        registry: plans.at(-1)?.registry ?? head?.registry ?? releaseRegistryFor(builds),
      };
    };
    const [recorded, archived] = await Promise.all([record(), archiveBuilds(target, builds)]);
    await publishNewest(stores.sql, recorded.revision, recorded.registry, (registry) => stores.writeRegistry(registry));
    for (const build of builds) console.log(`  ${build.remote} ${build.channel}: ${build.version}`);
    console.log(`  build archive: ${archived.files} files in ${(archived.ms / 1000).toFixed(1)} s`);
  } finally {
    await stores.close();
  }
}
