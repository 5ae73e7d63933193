import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadDeclarations, REPO_ROOT } from '../../../remote-folders.ts';
import type { RemoteDeclaration } from '../../../shared/src/domain/remotes/declaration.ts';
import { wranglerConfigFile } from '../../../shared/src/domain/remotes/declaration.ts';
import { DEV_GATEWAY_PORT, simulatorVars } from '../simulators.ts';
import { platformStoresOf, type RemoteConfigOptions, remoteWranglerConfig, withGatewayServices } from './derive.ts';

// The committed files derived from the declarations: what they should hold, what differs, and the
// rewrite. `npm run remotes:sync` (also run by `npm run new-remote`) writes them; the drift test fails
// when a committed one differs.

/** A derived file: its path from the root and the text it should have. */
export interface DerivedFile {
  path: string;
  content: string;
}

/**
 * How a remote's configs are written under `root`: the root config's stores, the partners of `npm start`
 * (a platform on another port writes its own run configs: scripts/lib/platform.ts), its migrations.
 * @example remoteWranglerConfig(remote, 'stable', await remoteConfigOptions(remote))
 */
export async function remoteConfigOptions(
  remote: RemoteDeclaration,
  root: string = REPO_ROOT,
  overrides: Partial<RemoteConfigOptions> = {},
): Promise<RemoteConfigOptions> {
  return {
    stores: platformStoresOf(await readFile(resolve(root, 'wrangler.toml'), 'utf8')),
    partnerUrls: simulatorVars(DEV_GATEWAY_PORT),
    hasMigrations: existsSync(resolve(root, remote.folder, 'src/db/migrations')),
    ...overrides,
  };
}

/** Every derived file, as the declarations under `root` say it should be. */
export async function derivedFiles(root: string = REPO_ROOT): Promise<DerivedFile[]> {
  const remotes = await loadDeclarations(root);
  const rootConfig = await readFile(resolve(root, 'wrangler.toml'), 'utf8');
  const configs = await Promise.all(
    remotes.map(async (remote) => {
      const options = await remoteConfigOptions(remote, root);
      return remote.channels.map((channel) => ({
        path: `${remote.folder}/${wranglerConfigFile(channel)}`,
        content: remoteWranglerConfig(remote, channel, options),
      }));
    }),
  );
  return [{ path: 'wrangler.toml', content: withGatewayServices(rootConfig, remotes) }, ...configs.flat()];
}

/** The derived files whose committed text differs from what the declarations say (missing ones too). */
export async function driftedFiles(root: string = REPO_ROOT): Promise<string[]> {
  const drifted: string[] = [];
  for (const file of await derivedFiles(root)) {
    const current = await readFile(resolve(root, file.path), 'utf8').catch(() => null);
    if (current !== file.content) drifted.push(file.path);
  }
  return drifted;
}

/** Writes every derived file that differs; returns their paths. */
export async function syncRemotes(root: string = REPO_ROOT): Promise<string[]> {
  const drifted = await driftedFiles(root);
  const files = await derivedFiles(root);
  for (const file of files.filter((candidate) => drifted.includes(candidate.path))) {
    await writeFile(resolve(root, file.path), file.content);
  }
  return drifted;
}
