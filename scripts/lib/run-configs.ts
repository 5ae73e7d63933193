import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadDeclarations } from '../../remote-folders.ts';
import { wranglerConfigFile } from '../../shared/src/domain/remotes/declaration.ts';
import { ROOT } from './paths.ts';
import { remoteWranglerConfig } from './remotes/derive.ts';
import { remoteConfigOptions } from './remotes/sync.ts';
import { simulatorVars } from './simulators.ts';

// The wrangler configs of one local platform run. `wrangler dev` hands `--var` to its first Worker only
// (the gateway), so each remote's Worker gets a config of its own for the run: the committed one, with its
// partners pointed at this run's simulators and the secrets it declares from the local `.dev.vars`.
// Written beside the committed config (its relative paths hold), named `.run-<port>.<config>`
// (gitignored), so platforms on other ports (npm start, the e2e run, the benchmark) never share one.

/** A remote channel's run config, beside its committed one. */
export function runConfigPath(folder: string, configFile: string, port: number): string {
  return resolve(ROOT, folder, `.run-${port}.${configFile}`);
}

/**
 * Every Worker of the platform on `port`, in one `wrangler dev` session: the gateway first (it gets the
 * port), then each declared remote's Worker per release channel, from configs written for this run.
 *
 * @example const configs = await platformConfigs(8790, await readDevVars());
 */
export async function platformConfigs(port: number, secrets: Readonly<Record<string, string>>): Promise<string[]> {
  const remotes = await loadDeclarations(ROOT);
  const configs: string[] = [];
  for (const remote of remotes) {
    const localVars = Object.fromEntries((remote.secrets ?? []).map((name) => [name, secrets[name] ?? '']));
    const options = await remoteConfigOptions(remote, ROOT, { partnerUrls: simulatorVars(port), localVars });
    for (const channel of remote.channels) {
      const path = runConfigPath(remote.folder, wranglerConfigFile(channel), port);
      await writeFile(path, remoteWranglerConfig(remote, channel, options));
      configs.push(path);
    }
  }
  return [resolve(ROOT, 'wrangler.toml'), ...configs];
}
