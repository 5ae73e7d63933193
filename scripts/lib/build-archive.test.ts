import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveBucketName, archiveBuilds, archiveEntriesOf, entryGroups } from './build-archive.ts';

// The build archive's writer: which files of a build it keeps, under which keys, with which type and encoding, and
// that the local bucket it writes is the one `wrangler dev --persist-to <state>` binds (`<state>/v3`, by bucket name).

let root: string;
const BUILD = '_mf/mfe_demo/1.2.0';
const FILES: Record<string, string> = {
  [`${BUILD}/remoteEntry.js`]: 'export const entry = 1;\n',
  [`${BUILD}/remoteEntry.js.br`]: 'brotli bytes',
  [`${BUILD}/remoteEntry.js.gz`]: 'gzip bytes',
  [`${BUILD}/mf-manifest.json`]: '{"id":"mfe_demo"}',
  [`${BUILD}/chunks/616.0a1b2c3d.js`]: 'export const chunk = 1;\n',
  [`${BUILD}/styles.0a1b2c3d.css`]: '.demo{}',
  'release.json': '{"name":"mfe_demo"}',
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fc-archive-test-'));
  for (const [path, body] of Object.entries(FILES)) {
    const file = resolve(root, 'mfe-demo/dist/canary', path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

const build = { remote: 'mfe_demo', channel: 'canary', version: '1.2.0' };

describe('archiveEntriesOf', () => {
  it("keys every client file of the build by remote, version and path, with its type and encoding; nothing else of the channel's folder", async () => {
    const entries = await archiveEntriesOf(build, root);
    expect(entries.map(({ key, metadata }) => [key, metadata.contentType, metadata.contentEncoding])).toEqual([
      ['mfe_demo/1.2.0/chunks/616.0a1b2c3d.js', 'text/javascript; charset=utf-8', undefined],
      ['mfe_demo/1.2.0/mf-manifest.json', 'application/json; charset=utf-8', undefined],
      ['mfe_demo/1.2.0/remoteEntry.js', 'text/javascript; charset=utf-8', undefined],
      ['mfe_demo/1.2.0/remoteEntry.js.br', 'text/javascript; charset=utf-8', 'br'],
      ['mfe_demo/1.2.0/remoteEntry.js.gz', 'text/javascript; charset=utf-8', 'gzip'],
      ['mfe_demo/1.2.0/styles.0a1b2c3d.css', 'text/css; charset=utf-8', undefined],
    ]);
    expect(entries[0]?.file).toBe(resolve(root, 'mfe-demo/dist/canary', BUILD, 'chunks/616.0a1b2c3d.js'));
  });

  it('says so when the build is not there', async () => {
    await expect(archiveEntriesOf({ ...build, version: '9.9.9' }, root)).rejects.toThrow(
      'mfe_demo 9.9.9 has no client files in mfe-demo/dist/canary/_mf/mfe_demo/9.9.9: build it first',
    );
  });
});

describe('entryGroups', () => {
  it('groups files stored with the same type and encoding (one bulk put each, deployed)', async () => {
    const groups = entryGroups(await archiveEntriesOf(build, root));
    expect(groups.map((group) => [group.metadata, group.entries.length])).toEqual([
      [{ contentType: 'text/javascript; charset=utf-8' }, 2],
      [{ contentType: 'application/json; charset=utf-8' }, 1],
      [{ contentType: 'text/javascript; charset=utf-8', contentEncoding: 'br' }, 1],
      [{ contentType: 'text/javascript; charset=utf-8', contentEncoding: 'gzip' }, 1],
      [{ contentType: 'text/css; charset=utf-8' }, 1],
    ]);
  });
});

describe('archiveBucketName', () => {
  it("reads the gateway's BUILD_ARCHIVE bucket from the root wrangler.toml", () => {
    expect(archiveBucketName()).toBe('forecourt-build-archive');
    expect(() => archiveBucketName('name = "x"\n')).toThrow('binds no BUILD_ARCHIVE bucket');
  });
});

describe('archiveBuilds (local)', () => {
  it('writes the build into the bucket wrangler dev binds under the state folder', async () => {
    const stateDir = join(root, 'state');
    const written = await archiveBuilds({ kind: 'local', stateDir }, [build], root);
    expect(written.files).toBe(6);

    const session = new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        script: 'export default {}',
        resourcePersistencePath: join(stateDir, 'v3'),
        r2Buckets: { ARCHIVE: archiveBucketName() },
      }),
    );
    try {
      const bucket = await session.getR2Bucket('ARCHIVE');
      const variant = await bucket.get('mfe_demo/1.2.0/remoteEntry.js.br');
      expect(await variant?.text()).toBe('brotli bytes');
      expect(variant?.httpMetadata).toEqual({ contentType: 'text/javascript; charset=utf-8', contentEncoding: 'br' });
      const manifest = await bucket.head('mfe_demo/1.2.0/mf-manifest.json');
      expect(manifest?.httpMetadata).toEqual({ contentType: 'application/json; charset=utf-8' });
      expect(await bucket.head('mfe_demo/1.2.0/release.json')).toBeNull();
    } finally {
      await session.dispose();
    }
  });
});
