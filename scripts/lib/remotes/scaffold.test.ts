import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../remote-folders.ts';
import { remoteNames } from './scaffold.ts';
import { driftedFiles } from './sync.ts';

// `npm run new-remote` on a copy of the repository (the files git knows, node_modules linked): the new
// slice must be derived everywhere with no other edit, and then a typical change to it — a page, an API
// route with a new field, a table with its migration — must change files only inside its folder and
// leave the gateway's built bundle byte for byte the same (the gateway learns pages from the registry).
// Last, the slice as changed typechecks in both views and passes its own tests, Node and workerd.

const exec = promisify(execFile);
const BIN = resolve(REPO_ROOT, 'node_modules/.bin');
const NAME = 'kit-probe';
const FOLDER = `mfe-${NAME}`;
let copy: string;

async function run(command: string, args: string[]): Promise<string> {
  const { stdout } = await exec(resolve(BIN, command), args, {
    cwd: copy,
    // Plain output to read: no colours (vitest passes FORCE_COLOR down to its workers).
    env: { ...process.env, PATH: `${BIN}:${process.env.PATH}`, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

async function git(...args: string[]): Promise<string> {
  const identity = ['-c', 'user.name=probe', '-c', 'user.email=probe@forecourt.test'];
  return (await exec('git', [...identity, ...args], { cwd: copy })).stdout;
}

/** The gateway's bundle as `wrangler deploy` would upload it, hashed. */
async function gatewayBundleHash(): Promise<string> {
  const outdir = await mkdtemp(resolve(tmpdir(), 'fc-gateway-bundle-'));
  // The shell's static files (the build's output) are not code: an empty directory stands in for them.
  await mkdir(resolve(copy, 'dist/public'), { recursive: true });
  try {
    await run('wrangler', ['deploy', '--dry-run', '--outdir', outdir, '-c', 'wrangler.toml']);
    return createHash('sha256')
      .update(await readFile(resolve(outdir, 'index.js')))
      .digest('hex');
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

/** The page the gateway's route table finds for `path`, from the remote's declaration as a deploy publishes it. */
async function gatewayPageFor(path: string): Promise<{ path: string; fragments: unknown[] } | null> {
  const probe = resolve(copy, 'gateway-probe.ts');
  await writeFile(
    probe,
    `import { routeTableFor } from './edge-worker/src/composition/route-table.ts';
import { loadDeclaration } from './remote-folders.ts';
import { releaseRegistryFor } from './scripts/lib/releases.ts';
import { publishedDeclarationOf } from './shared/src/domain/remotes/published.ts';
const remote = await loadDeclaration('${FOLDER}');
const registry = releaseRegistryFor([{ remote: remote.name, channel: 'stable', version: remote.version, builtAt: '2026-11-28T00:00:00Z', declaration: publishedDeclarationOf(remote) }]);
const page = routeTableFor(registry, {}).matchPage(${JSON.stringify(path)});
console.log(JSON.stringify({ route: page && { path: page.route.path, fragments: page.route.fragments } }));`,
  );
  try {
    return (JSON.parse(await run('tsx', [probe])) as { route: { path: string; fragments: unknown[] } | null }).route;
  } finally {
    await rm(probe);
  }
}

/** Edits a file of the copy: `edit` gets its text and answers the new one (which must differ). */
async function edit(path: string, change: (text: string) => string): Promise<void> {
  const file = resolve(copy, path);
  const before = await readFile(file, 'utf8');
  const after = change(before);
  expect(after, path).not.toBe(before);
  await writeFile(file, after);
}

beforeAll(async () => {
  copy = await mkdtemp(resolve(tmpdir(), 'fc-new-remote-'));
  const { stdout } = await exec('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT });
  const files = stdout.split('\n').filter((file) => file && existsSync(resolve(REPO_ROOT, file)));
  for (const file of files) {
    await mkdir(dirname(resolve(copy, file)), { recursive: true });
    await copyFile(resolve(REPO_ROOT, file), resolve(copy, file));
  }
  // Installed and generated, not tracked: the packages and Panda's styled-system.
  await symlink(resolve(REPO_ROOT, 'node_modules'), resolve(copy, 'node_modules'));
  await symlink(resolve(REPO_ROOT, 'shared/styled-system'), resolve(copy, 'shared/styled-system'));
  await run('tsx', ['scripts/new-remote.ts', NAME]);
  // What the copy holds now is the "before" of the typical change.
  await git('init', '-q');
  await git('add', '-A');
  await git('commit', '-qm', 'scaffolded');
}, 180_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('npm run new-remote', () => {
  it('refuses names that are not kebab case or that repeat mfe-', () => {
    expect(remoteNames('Offers')).toHaveProperty('problem');
    expect(remoteNames('offers_2')).toHaveProperty('problem');
    expect(remoteNames('mfe-offers')).toHaveProperty('problem');
    expect(remoteNames('used-cars')).toMatchObject({ snake: 'used_cars', camel: 'usedCars', Pascal: 'UsedCars' });
  });

  it('refuses a remote that exists', async () => {
    await expect(run('tsx', ['scripts/new-remote.ts', NAME])).rejects.toThrow(/exists already/);
  });

  it('scaffolds a slice: a page, an API route, a table with its migration, and their tests', async () => {
    for (const file of [
      'src/fragments/kit-probe-page.tsx',
      'src/loaders/kit-probe-page.ts',
      'src/api/likes.ts',
      'src/db/migrations/0001_kit_probe_likes.sql',
      'src/server.test.ts',
      'test/kit-probe.worker.test.ts',
    ]) {
      expect(existsSync(resolve(copy, FOLDER, file)), file).toBe(true);
    }
    const declaration = await readFile(resolve(copy, FOLDER, 'remote.ts'), 'utf8');
    expect(declaration).toContain("api: { prefixes: ['/api/kit-probe'] }");
  });

  it('derives the new remote everywhere: no derived file drifts, and the gateway learns its page from the registry', async () => {
    expect(await driftedFiles(copy)).toEqual([]);
    const rootConfig = await readFile(resolve(copy, 'wrangler.toml'), 'utf8');
    expect(rootConfig).toContain('binding = "MFE_KIT_PROBE_CANARY"\nservice = "forecourt-mfe-kit-probe-canary"');
    const ownConfig = await readFile(resolve(copy, FOLDER, 'wrangler.toml'), 'utf8');
    expect(ownConfig).toContain('migrations_table = "d1_migrations_mfe_kit_probe"');
    expect(await gatewayPageFor('/kit-probe/a-slug')).toEqual({
      path: '/kit-probe/:slug',
      fragments: [{ remote: 'mfe_kit_probe', fragment: 'KitProbePage', primary: true }],
    });
  });

  it('keeps a typical change in the remote’s folder, and the gateway’s bundle byte-identical', async () => {
    const before = await gatewayBundleHash();
    // A page …
    await edit(`${FOLDER}/remote.ts`, (text) =>
      text.replace(
        '  ],\n  // Its JSON API',
        `    {
      path: '/kit-probe-likes/:slug',
      title: 'Likes',
      params: z.object({ slug: CarSlugSchema }),
      fragments: [{ fragment: 'KitProbePage', primary: true }],
    },
  ],
  // Its JSON API`,
      ),
    );
    // … an API route with a new field …
    await edit(`${FOLDER}/src/api/likes.ts`, (text) =>
      text.concat(`
likes.get('/:slug/summary', requestParams(CarParamsSchema), async (c) => {
  const { slug } = c.req.valid('param');
  const car = await findVisibleCar(c.env.DB, c.get('tenant'), slug, new Date());
  if (!car) return apiError(c, 404, \`Car not found: \${slug}\`);
  return c.json({ slug, likes: await carLikes(c.env.DB, c.get('tenant').slug, slug), listed_at: car.created_at });
});
`),
    );
    // … and a table with its migration.
    await writeFile(
      resolve(copy, FOLDER, 'src/db/migrations/0002_kit_probe_notes.sql'),
      'CREATE TABLE IF NOT EXISTS kit_probe_notes (tenant TEXT NOT NULL, car_slug TEXT NOT NULL, note TEXT NOT NULL);\n',
    );
    await run('tsx', ['scripts/remotes-sync.ts']);

    const changed = (await git('status', '--porcelain', '--untracked-files=all'))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    expect(changed.length).toBeGreaterThanOrEqual(3);
    expect(changed.filter((path) => !path.startsWith(`${FOLDER}/`))).toEqual([]);
    expect(await gatewayBundleHash()).toBe(before);
    expect((await gatewayPageFor('/kit-probe-likes/a-slug'))?.path).toBe('/kit-probe-likes/:slug');
  }, 240_000);

  it('typechecks, as changed, in the Worker’s and the browser’s view', async () => {
    await Promise.all([run('tsgo', ['-p', FOLDER]), run('tsgo', ['-p', `${FOLDER}/tsconfig.browser.json`])]);
  }, 240_000);

  it('passes its own tests: the slice contract, the island’s imports and its view in Node, its API and loader in workerd', async () => {
    const [node, worker] = await Promise.all([
      run('vitest', ['run', FOLDER, '--reporter=dot']),
      run('vitest', ['run', '-c', 'vitest.worker.config.ts', FOLDER, '--reporter=dot']),
    ]);
    expect(node).toMatch(/Test Files\s+3 passed/);
    expect(worker).toMatch(/Test Files\s+1 passed/);
    expect(worker).toMatch(/Tests\s+4 passed/);
  }, 300_000);
});
