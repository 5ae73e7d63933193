import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../remote-folders.ts';
import { remoteNames } from './scaffold.ts';
import { driftedFiles } from './sync.ts';

// `npm run new-remote` on a copy of the repository (the files git knows, node_modules linked): the new
// remote must be derived everywhere, typecheck in both views and pass its own tests, with no other edit.

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
}, 120_000);

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

  it('derives the new remote everywhere: no derived file drifts, and the gateway has its binding and page', async () => {
    expect(await driftedFiles(copy)).toEqual([]);
    const rootConfig = await readFile(resolve(copy, 'wrangler.toml'), 'utf8');
    expect(rootConfig).toContain('binding = "MFE_KIT_PROBE_CANARY"\nservice = "forecourt-mfe-kit-probe-canary"');
    const probe = resolve(copy, 'gateway-probe.ts');
    await import('node:fs/promises').then(({ writeFile }) =>
      writeFile(
        probe,
        `import { routeTableFor } from './edge-worker/src/composition/route-table.ts';
import { loadDeclaration } from './remote-folders.ts';
import { releaseRegistryFor } from './scripts/lib/releases.ts';
import { publishedDeclarationOf } from './shared/src/domain/remotes/published.ts';
const remote = await loadDeclaration('${FOLDER}');
const registry = releaseRegistryFor([{ remote: remote.name, channel: 'stable', version: remote.version, builtAt: '2026-11-28T00:00:00Z', declaration: publishedDeclarationOf(remote) }]);
const page = routeTableFor(registry, {}).matchPage('/kit-probe/a-slug');
console.log(JSON.stringify({ route: page && { path: page.route.path, fragments: page.route.fragments } }));`,
      ),
    );
    // The gateway learns the page from the registry, as a deploy publishes it: nothing of the gateway changes.
    const gateway = JSON.parse(await run('tsx', [probe])) as { route: { path: string; fragments: unknown[] } | null };
    expect(gateway.route).toEqual({
      path: '/kit-probe/:slug',
      fragments: [{ remote: 'mfe_kit_probe', fragment: 'KitProbePage', primary: true }],
    });
  });

  it('typechecks in the Worker’s and the browser’s view', async () => {
    await Promise.all([run('tsc', ['-p', FOLDER]), run('tsc', ['-p', `${FOLDER}/tsconfig.browser.json`])]);
  }, 240_000);

  it('passes its own tests (the remote contract, the island’s imports, its view)', async () => {
    const output = await run('vitest', ['run', FOLDER, '--reporter=dot']);
    expect(output).toMatch(/Test Files\s+3 passed/);
  }, 240_000);
});
