import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  channelVersion,
  REMOTE_FOLDERS,
  readRemoteDefinition,
  remoteConfig,
  remoteTargets,
  sharedSingletons,
  shellClientConfig,
} from '../../rspack.config.ts';
import { PROVIDED_MODULES } from '../../shell/src/client/shared-modules.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('channelVersion', () => {
  it('stamps stable with the package version and canary with -canary, unless FC_CANARY_VERSION says', () => {
    expect(channelVersion('1.0.0', 'stable', { FC_CANARY_VERSION: '9.9.9' })).toBe('1.0.0');
    expect(channelVersion('1.0.0', 'canary', {})).toBe('1.0.0-canary');
    expect(channelVersion('1.0.0', 'canary', { FC_CANARY_VERSION: '1.1.0-rc.1' })).toBe('1.1.0-rc.1');
  });
});

describe('sharedSingletons', () => {
  const shared = sharedSingletons();

  it('makes every remote consume only, as singletons', () => {
    for (const config of Object.values(shared)) {
      expect(config).toMatchObject({ singleton: true, import: false });
    }
    expect(shared.react?.requiredVersion).toMatch(/^\^19\./);
  });

  it('names only keys the shell provides (exact keys), or prefixes it provides modules under', () => {
    const provided = ['react', 'react-dom', ...Object.keys(PROVIDED_MODULES)];
    for (const key of Object.keys(shared)) {
      if (key.endsWith('/')) {
        // A prefix with nothing provided under it is fine only for state/ (no state module yet).
        if (key !== '@forecourt/shared/state/')
          expect(
            provided.some((name) => name.startsWith(key)),
            key,
          ).toBe(true);
      } else {
        expect(provided, key).toContain(key);
      }
    }
  });
});

describe('remoteConfig', () => {
  const config = remoteConfig({
    name: 'mfe_demo',
    exposes: { './Demo': './src/expose/Demo.tsx' },
    version: '2.3.4',
    outputDir: 'mfe-demo/dist/stable',
  });

  it('writes an ESM container under the immutable, versioned path', () => {
    expect(config.output).toMatchObject({
      path: resolve(ROOT, 'mfe-demo/dist/stable/_mf/mfe_demo/2.3.4'),
      publicPath: '/_mf/mfe_demo/2.3.4/',
      module: true,
      chunkLoading: 'import',
    });
    expect(config.context).toBe(resolve(ROOT, 'mfe-demo'));
    expect(config.entry).toEqual({});
  });

  it('aliases the MF runtime packages to their ESM builds', () => {
    const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
    expect(alias['@module-federation/webpack-bundler-runtime$']).toMatch(/\.js$/);
    expect(alias['@module-federation/runtime$']).toMatch(/\.js$/);
  });
});

describe('remote targets', () => {
  it('builds every remote folder on both channels into its own assets directory', async () => {
    const targets = await remoteTargets();
    expect(targets).toHaveLength(REMOTE_FOLDERS.length * 2);
    const vehicle = await readRemoteDefinition('mfe-vehicle');
    const stable = targets.find((target) => target.remote.name === vehicle.name && target.channel === 'stable');
    expect(stable?.version).toBe(vehicle.packageVersion);
    expect(stable?.outputDir).toBe(resolve(ROOT, 'mfe-vehicle/dist/stable'));
    expect(stable?.config.output?.publicPath).toBe(`/_mf/${vehicle.name}/${vehicle.packageVersion}/`);
  });
});

describe('shellClientConfig', () => {
  it('builds client.js and islands.js into the gateway assets', () => {
    const config = shellClientConfig();
    expect(Object.keys(config.entry as object)).toEqual(['client', 'islands']);
    expect(config.output?.path).toBe(resolve(ROOT, 'dist/public/assets/shell'));
    expect(config.output?.publicPath).toBe('/assets/shell/');
  });
});
