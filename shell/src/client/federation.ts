import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { PROVIDED_MODULES, packageOf } from './shared-modules';

// The page's one Module Federation runtime instance (ARCHITECTURE.md "In the browser").

/** Installed versions of the shared packages, injected by rspack.config.ts (shellClientConfig). */
declare const __FC_SHARED_VERSIONS__: Record<string, string>;

type FederationOptions = Parameters<typeof createInstance>[0];
type SharedOptions = NonNullable<FederationOptions['shared']>;

/** The MF instance the islands load through. */
export type Federation = ReturnType<typeof createInstance>;

/**
 * Creates the page's MF runtime instance. No remotes at first: the page registers exactly the builds
 * its fragments named. It provides every shared singleton: React and react-dom as already loaded
 * (this chunk hydrates with them), the rest (kit, RAC, jotai, Panda) lazily from this one build, so
 * RAC's contexts and jotai's store exist once per page whichever remotes use them.
 * @example const federation = createFederation(); federation.registerRemotes([{ name, entry: remoteEntryUrl(manifestUrl), type: 'module' }]);
 */
export function createFederation(): Federation {
  // Remotes are built with `experiments.externalRuntime`: their remoteEntry takes runtime-core from
  // this global instead of bundling a copy (what MF's inject-external-runtime-core-plugin does for a
  // host built with the MF plugin). One runtime per page, however many remotes.
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

  const versions = __FC_SHARED_VERSIONS__;
  const shared: SharedOptions = {
    react: {
      version: React.version,
      lib: () => React,
      loaded: true,
      shareConfig: { singleton: true, requiredVersion: `^${React.version}` },
    },
    'react-dom': {
      version: ReactDOM.version,
      lib: () => ReactDOM,
      loaded: true,
      shareConfig: { singleton: true, requiredVersion: `^${ReactDOM.version}` },
    },
  };
  for (const [key, load] of Object.entries(PROVIDED_MODULES)) {
    shared[key] = {
      version: versions[packageOf(key)] ?? '0.0.0',
      get: () => load().then((module) => () => module),
      shareConfig: { singleton: true, requiredVersion: false },
    };
  }
  return createInstance({ name: 'fc_shell', remotes: [], shared, shareStrategy: 'loaded-first' });
}
