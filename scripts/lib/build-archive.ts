import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  type ArchivedFileMetadata,
  archivedFileMetadata,
  BUILD_ARCHIVE_BINDING,
  buildArchiveKey,
} from '../../shared/src/domain/releases/build-archive.ts';
import { remoteFolderOf } from '../../shared/src/domain/remotes/declaration.ts';
import { localSession } from './local-stores.ts';
import { ROOT } from './paths.ts';
import type { ReleaseTarget } from './release-ledger-local.ts';
import { WRANGLER_ENV } from './run.ts';

// The build archive (R2, the gateway's BUILD_ARCHIVE binding): every published remote build's client files, so the
// gateway can serve a version after no channel's Worker serves it (issue 29; edge-worker routes/mf-assets.ts). Each
// file of `<remote folder>/dist/<channel>/_mf/<remote>/<version>/` becomes the object `<remote>/<version>/<path>`,
// with its content type and, for the precompressed `.br`/`.gz` variants, its encoding (shared
// releases/build-archive.ts). Locally the bucket is the one `wrangler dev --persist-to <state>` binds, written in one
// Miniflare session (the library wrangler itself uses for `--local`), so a publish costs one workerd start, not a
// wrangler call per remote or per file. Deployed: `wrangler r2 bulk put`, one call per content type and encoding.

/** One file of a build as the archive keeps it. */
export interface ArchiveEntry {
  key: string;
  /** The file on disk. */
  file: string;
  metadata: ArchivedFileMetadata;
}

/** A built remote channel: which remote, which channel's folder, which version it was built as. */
export interface ArchivedBuild {
  remote: string;
  channel: string;
  version: string;
}

/**
 * The archive bucket's name, as the root wrangler.toml binds it to the gateway.
 * @example archiveBucketName() // 'forecourt-build-archive'
 */
export function archiveBucketName(config = readFileSync(resolve(ROOT, 'wrangler.toml'), 'utf8')): string {
  const name = new RegExp(
    `\\[\\[r2_buckets\\]\\]\\nbinding = "${BUILD_ARCHIVE_BINDING}"\\nbucket_name = "([^"]+)"`,
  ).exec(config)?.[1];
  if (name === undefined) throw new Error(`the root wrangler.toml binds no ${BUILD_ARCHIVE_BINDING} bucket`);
  return name;
}

/**
 * Every client file of a build (`dist/<channel>/_mf/<remote>/<version>/**`), keyed as the archive keeps it.
 * @example await archiveEntriesOf({ remote: 'mfe_vehicle', channel: 'stable', version: '1.0.0' })
 */
export async function archiveEntriesOf(build: ArchivedBuild, root = ROOT): Promise<ArchiveEntry[]> {
  const dir = resolve(root, remoteFolderOf(build.remote), 'dist', build.channel, '_mf', build.remote, build.version);
  const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => {
    throw new Error(`${build.remote} ${build.version} has no client files in ${relative(root, dir)}: build it first`);
  });
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/');
      return {
        key: buildArchiveKey(build.remote, build.version, path),
        file: join(entry.parentPath, entry.name),
        metadata: archivedFileMetadata(path),
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The entries grouped by what they are stored with (one `wrangler r2 bulk put` each: its type and encoding apply
 * to every file it puts).
 * @example entryGroups(entries).length // e.g. 7: .js, .js.br, .js.gz, .css, .css.br, .css.gz, .json
 */
export function entryGroups(
  entries: readonly ArchiveEntry[],
): { metadata: ArchivedFileMetadata; entries: ArchiveEntry[] }[] {
  const groups = new Map<string, { metadata: ArchivedFileMetadata; entries: ArchiveEntry[] }>();
  for (const entry of entries) {
    const id = `${entry.metadata.contentType}\n${entry.metadata.contentEncoding ?? ''}`;
    const group = groups.get(id) ?? { metadata: entry.metadata, entries: [] };
    group.entries.push(entry);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Puts the entries into the local bucket under `stateDir` (the R2 `wrangler dev --persist-to stateDir` binds). */
async function writeLocal(stateDir: string, bucketName: string, entries: readonly ArchiveEntry[]): Promise<void> {
  const session = localSession(stateDir, { r2Buckets: { ARCHIVE: bucketName } });
  try {
    const bucket = await session.getR2Bucket('ARCHIVE');
    let next = 0;
    // A few puts in flight at once: each is a loopback request to workerd, which writes it to SQLite and a blob.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let entry = entries[next++]; entry !== undefined; entry = entries[next++]) {
          const { contentType, contentEncoding } = entry.metadata;
          await bucket.put(entry.key, await readFile(entry.file), {
            httpMetadata: { contentType, ...(contentEncoding ? { contentEncoding } : {}) },
          });
        }
      }),
    );
  } finally {
    await session.dispose();
  }
}

/** Puts the entries into the deployed bucket: one `wrangler r2 bulk put` per content type and encoding. */
async function writeRemote(bucketName: string, entries: readonly ArchiveEntry[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'fc-archive-'));
  try {
    for (const [index, group] of entryGroups(entries).entries()) {
      const list = join(dir, `group-${index}.json`);
      await writeFile(list, JSON.stringify(group.entries.map(({ key, file }) => ({ key, file }))));
      const { contentType, contentEncoding } = group.metadata;
      // `r2 bulk put` is experimental in wrangler 4.16x; --force answers its overwrite prompt.
      await promisify(execFile)(
        'wrangler',
        [
          'r2',
          'bulk',
          'put',
          bucketName,
          '--filename',
          list,
          '--remote',
          '--force',
          '--content-type',
          contentType,
          ...(contentEncoding ? ['--content-encoding', contentEncoding] : []),
          '-c',
          resolve(ROOT, 'wrangler.toml'),
        ],
        { cwd: ROOT, env: { ...process.env, ...WRANGLER_ENV, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 },
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Archives the client files of `builds`: into the local bucket under the target's state folder, or the deployed one.
 * A version built again (locally, every `npm start` builds the same versions) replaces its files; nothing is ever
 * deleted (which versions are served is the registry's retention rule, shared `retainsClientFiles`).
 * @example const { files, ms } = await archiveBuilds({ kind: 'local', stateDir }, builds);
 */
export async function archiveBuilds(
  target: ReleaseTarget,
  builds: readonly ArchivedBuild[],
  root = ROOT,
): Promise<{ files: number; ms: number }> {
  const started = performance.now();
  const entries = (await Promise.all(builds.map((build) => archiveEntriesOf(build, root)))).flat();
  const bucketName = archiveBucketName();
  if (target.kind === 'local') await writeLocal(target.stateDir, bucketName, entries);
  else await writeRemote(bucketName, entries);
  return { files: entries.length, ms: performance.now() - started };
}
