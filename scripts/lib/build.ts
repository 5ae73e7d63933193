import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PUBLIC_DIR, REMOTE_FOLDERS, remoteChannelDir } from '../../rspack.config.ts';
import { CHANNELS, type Channel } from '../../shared/src/domain/releases/registry.ts';
import type { PublishedDeclaration } from '../../shared/src/domain/remotes/published.ts';
import { run, step } from './run.ts';
import { ensureStyledSystem } from './styled-system.ts';

/** The shell's stylesheet (Panda: the shell's and the UI kit's styles), linked by the gateway as /assets/styles.css. */
export const STYLESHEET = resolve(PUBLIC_DIR, 'assets/styles.css');

/** `<remote folder>/dist/<channel>/release.json`: what the channel's Worker serves (read via ASSETS). */
export interface ReleaseFile {
  name: string;
  version: string;
  channel: Channel;
  manifestUrl: string;
  /** The build's own stylesheets (`/_mf/<name>/<version>/styles.<hash>.css`), linked before any script. */
  stylesheets: string[];
  builtAt: string;
  /** The remote's declaration as data, with this channel's version (the registry publishes it). */
  declaration: PublishedDeclaration;
}

/** One built remote channel, as the release registry needs it. */
export interface BuiltRemoteRelease {
  /** The MF container name, e.g. 'mfe_vehicle' (the registry's key). */
  remote: string;
  channel: Channel;
  version: string;
  builtAt: string;
}

/**
 * Builds every browser artefact: Panda (codegen when its config changed, then the shell's
 * dist/public/assets/styles.css), then the shell's client and every remote × channel with its own stylesheet
 * (bundle.ts, in plain Node: see there why), and prints the sizes.
 */
export async function build(): Promise<void> {
  step('Panda CSS (codegen, stylesheet)');
  await ensureStyledSystem();
  await mkdir(resolve(STYLESHEET, '..'), { recursive: true });
  await run('panda', ['cssgen', '--silent', '--outfile', STYLESHEET]);

  step('Client bundles (shell, remotes × channels)');
  // The same Node binary, without tsx's hooks.
  await run(process.execPath, [resolve(import.meta.dirname, 'bundle.ts')]);
}

/**
 * Every remote channel that has been built (its release.json), for the release registry.
 * @example publishReleaseRegistry(stateDir, await remoteReleases())
 */
export async function remoteReleases(): Promise<BuiltRemoteRelease[]> {
  const releases: BuiltRemoteRelease[] = [];
  for (const folder of REMOTE_FOLDERS) {
    for (const channel of CHANNELS) {
      const file = resolve(remoteChannelDir(folder, channel), 'release.json');
      let release: ReleaseFile;
      try {
        release = JSON.parse(await readFile(file, 'utf8')) as ReleaseFile;
      } catch {
        continue; // not built
      }
      releases.push({
        remote: release.name,
        channel: release.channel,
        version: release.version,
        builtAt: release.builtAt,
      });
    }
  }
  return releases;
}
