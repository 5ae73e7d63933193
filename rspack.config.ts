import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, DefinePlugin, NormalModuleReplacementPlugin, type RuleSetRule } from '@rspack/core';
import { loadDeclaration, remoteFolders } from './remote-folders.ts';
import type { Channel } from './shared/src/domain/releases/registry.ts';

// The one build factory for the browser: the shell's client (the Module Federation host) and every
// remote's client (an MF container). The default export is every build; `npm run build` builds the
// same list (scripts/lib/bundle.ts, which also needs each remote target's channel and version).

const ROOT = import.meta.dirname;
const require = createRequire(import.meta.url);

/** The gateway's static assets (its `ASSETS` binding in wrangler.toml): `/assets/…`. */
export const PUBLIC_DIR = resolve(ROOT, 'dist/public');

/** Where the shell's client is served: `/assets/shell/client.js`, `/assets/shell/islands.js`, chunks. */
export const SHELL_PUBLIC_PATH = '/assets/shell/';

/** The folder of every remote: each `mfe-*` folder with a `remote.ts` (adding the folder adds the build). */
export const REMOTE_FOLDERS: readonly string[] = remoteFolders(ROOT);

export type BuildMode = 'production' | 'development';

/** What the build takes from a remote's declaration (`remote.ts`). */
export interface RemoteFederationConfig {
  /** The MF container name, e.g. 'mfe_vehicle' (also the `/_mf/<name>/` path segment). */
  name: string;
  /** Exposed modules, PascalCase keys: `{ './VehiclePage': './src/expose/VehiclePage.tsx' }`. */
  exposes: Record<string, string>;
}

/** A remote as the build knows it: its folder, its MF config and its package version (from its declaration). */
export interface RemoteDefinition extends RemoteFederationConfig {
  /** The remote's folder, relative to the repo root, e.g. 'mfe-vehicle'. */
  folder: string;
  /** `version` from the remote's package.json: the stable channel's version stamp. */
  packageVersion: string;
  /** The release channels it is deployed on: one build each. */
  channels: readonly Channel[];
}

// ---------------------------------------------------------------------------------------------------
// Shared singletons
// ---------------------------------------------------------------------------------------------------

function installedVersion(pkg: string): string {
  // Our workspace package exports no package.json; read it from its folder.
  const file =
    pkg === '@forecourt/shared' ? resolve(ROOT, 'shared/package.json') : require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Packages whose installed version the shell registers for what it provides. */
export const SHARED_PACKAGES = ['react', 'react-dom', 'jotai', 'react-aria-components', '@forecourt/shared'] as const;
export type SharedPackage = (typeof SHARED_PACKAGES)[number];

/** The installed version of each shared package (the shell provides exactly these). */
export function sharedPackageVersions(): Record<SharedPackage, string> {
  return Object.fromEntries(SHARED_PACKAGES.map((pkg) => [pkg, installedVersion(pkg)])) as Record<
    SharedPackage,
    string
  >;
}

interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
  /** `false`: consume only. A remote never bundles a fallback; the shell is the one provider. */
  import: false;
  /** The npm package (a prefix key is not one: MF would otherwise resolve the key itself). */
  packageName: SharedPackage;
}

/**
 * The one list of shared singletons, used by every remote's build. Remotes only consume them; the
 * shell provides every one (shell/src/client/shared-modules.ts), so each exists once per page:
 * - react, react-dom: the shell hydrates with them anyway; no remote ever downloads its own copy.
 * - jotai (and its subpaths, e.g. jotai/utils): one store context and one set of atoms per page.
 * - react-aria-components per subpath (trailing slash; import RAC as `react-aria-components/Button`):
 *   sharing the whole package would ship all of RAC (261 KB gzip); and subpaths from different
 *   builds would each carry RAC's private contexts, so all of them come from the shell's one build.
 * - @forecourt/shared's stateful or styled parts: the UI kit (`ui`, `ui/<Component>`), cross-remote
 *   state (`state/…`) and the generated styled-system. The rest of @forecourt/shared (schemas,
 *   formatting, rules) is pure, so each remote bundles only what it uses.
 * Trailing-slash keys match every request with that prefix. A remote that consumes a key the shell
 * does not provide cannot load; `npm run build` checks every remote's manifest against the shell.
 */
export function sharedSingletons(): Record<string, SharedSingleton> {
  const versions = sharedPackageVersions();
  const consume = (packageName: SharedPackage): SharedSingleton => ({
    singleton: true,
    // A workspace package: whatever the shell was built with is the page's version.
    requiredVersion: packageName === '@forecourt/shared' ? false : `^${versions[packageName]}`,
    import: false,
    packageName,
  });
  return {
    react: consume('react'),
    'react-dom': consume('react-dom'),
    jotai: consume('jotai'),
    'jotai/': consume('jotai'),
    'react-aria-components/': consume('react-aria-components'),
    '@forecourt/shared/ui': consume('@forecourt/shared'),
    '@forecourt/shared/ui/': consume('@forecourt/shared'),
    '@forecourt/shared/state/': consume('@forecourt/shared'),
    '@forecourt/shared/styled-system/': consume('@forecourt/shared'),
  };
}

// ---------------------------------------------------------------------------------------------------
// Pieces common to both builds
// ---------------------------------------------------------------------------------------------------

/** The static-Panda loader (scripts/lib/static-panda): `css()`/`cva()`/recipe calls → class strings. */
const STATIC_PANDA_LOADER = resolve(ROOT, 'scripts/lib/static-panda/loader.ts');

function scriptRules(): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      // Loaders run last to first: swc strips types and JSX, then Panda calls become strings.
      use: [
        { loader: STATIC_PANDA_LOADER },
        {
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
      ],
      type: 'javascript/auto',
    },
  ];
}

function optimization(mode: BuildMode): Configuration['optimization'] {
  // Rspack's default SWC minifier: more passes or unsafe options measured no smaller (< 0.1 %).
  return { minimize: mode === 'production', usedExports: true, sideEffects: true };
}

/**
 * A react-aria translation file (`…/dist/private/intl/[<component>/]<locale>.mjs`) of a locale other
 * than the one kept. Captures the locale.
 */
export const ARIA_LOCALE_STRINGS =
  /[\\/]node_modules[\\/]react-aria(?:-components)?[\\/]dist[\\/]private[\\/]intl[\\/](?:[^\\/]+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;

/** The react-aria strings every build keeps: the sites are en-AU, which react-aria answers from en-US. */
export const KEPT_ARIA_LOCALE = 'en-US';

/** `export default null`: what a dropped translation file becomes (react-aria skips null entries). */
const OMITTED_LOCALE_STRINGS = resolve(ROOT, 'scripts/lib/omitted-locale-strings.js');

/**
 * Keeps only KEPT_ARIA_LOCALE's strings of react-aria's controls. Each control imports its visually
 * hidden labels and announcements in 34 languages (~63 KB before compression across the shell's chunks);
 * the sites speak en-AU only, and the server renders in react-aria's default, en-US. react-aria's string
 * dictionary drops null entries, so any other browser locale falls back to English, the server's words.
 */
function ariaLocaleStrings(): InstanceType<typeof NormalModuleReplacementPlugin> {
  return new NormalModuleReplacementPlugin(ARIA_LOCALE_STRINGS, (resolveData) => {
    const locale = ARIA_LOCALE_STRINGS.exec(resolveData.createData?.resource ?? '')?.[1];
    if (locale && locale !== KEPT_ARIA_LOCALE && resolveData.createData) {
      resolveData.createData.resource = OMITTED_LOCALE_STRINGS;
    }
  });
}

/**
 * The shell's two entries: client.js (the chrome and the islands' triggers, every page) imports islands.js
 * (React + the MF host) by its fixed name when the first island's trigger fires; islands.js is an ES
 * module whose exports client.js calls (hydrateIslandElement).
 */
const SHELL_ENTRIES = {
  client: './shell/src/client/index.ts',
  islands: { import: './shell/src/client/start-islands.ts', library: { type: 'module' as const } },
};

/** The shell's chunk of the kit pieces every island page loads at once (shell/src/client/shared-modules.ts). */
export const SHARED_KIT_CHUNK = 'shared-kit';

/** The shell's chunk of the react-aria core the kit's controls are built on (press, focus, hover, ids). */
export const SHARED_ARIA_CHUNK = 'shared-aria';

/**
 * A react-aria module in at least this many of the shell's lazily loaded chunks goes to SHARED_ARIA_CHUNK.
 * Measured (brotli, first visit per island): 5 took locations 153.6 → 135.3 KiB, search 132.4 → 123.4,
 * offers 134.8 → 131.5, finance 151.5 → 148.4, and the car page 120.7 → 123.6 (its kit now comes in two
 * files, and the core carries a few pieces the car page does not use); 2 or 3 put overlay and collection
 * code in it too (the car page 139–144 KiB); 7 and above left more repeats (the pages 1–3 KiB heavier).
 */
const SHARED_ARIA_MIN_CHUNKS = 5;

/**
 * The shell's chunks, as rspack splits them, with two exceptions. The react-aria core every kit control
 * uses is one chunk, shared-aria, loaded once whichever controls a page's islands use: left to the
 * default split, it came in ~6 small chunks per page, and the shared kit repeated a third of it (a page
 * with the kit and a dialog downloaded focus and press handling twice). Apart from that core, the shared
 * kit is never split: its modules stay in its one file.
 */
function shellOptimization(mode: BuildMode): Configuration['optimization'] {
  // As rspack's default ('async'): the entries (client.js, islands.js) stay whole, React in islands.js.
  const entries = new Set(Object.keys(SHELL_ENTRIES));
  const lazy = (chunk: { name?: string | null }) => !entries.has(chunk.name ?? '');
  const lazyButKit = (chunk: { name?: string | null }) => lazy(chunk) && chunk.name !== SHARED_KIT_CHUNK;
  return {
    ...optimization(mode),
    splitChunks: {
      chunks: lazy,
      cacheGroups: {
        sharedAria: {
          name: SHARED_ARIA_CHUNK,
          test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized)[\\/]/,
          chunks: lazy,
          minChunks: SHARED_ARIA_MIN_CHUNKS,
          // Whatever its size: the point is one file.
          enforce: true,
          priority: 10,
        },
        // Rspack's two default groups, kept off the shared kit.
        defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, chunks: lazyButKit },
        default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: lazyButKit },
      },
    },
  };
}

/**
 * Rspack's MF plugin `require.resolve()`s the bundler runtime and @module-federation/runtime, which
 * picks their CommonJS builds; CommonJS defeats tree shaking (the sdk's Node loaders stayed in a
 * browser remoteEntry: 13.1 → 7.4 KB gzip in the spike, gotcha G4). Point both at their ESM builds;
 * user aliases win over the plugin's.
 */
function esmRuntimeAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const commonJs = require.resolve(pkg);
    const esm = commonJs.replace(/\.cjs$/, '.js');
    aliases[commonJs] = esm;
    aliases[`${pkg}$`] = esm;
  }
  return aliases;
}

// ---------------------------------------------------------------------------------------------------
// Remotes
// ---------------------------------------------------------------------------------------------------

export interface RemoteConfigOptions extends RemoteFederationConfig {
  version: string;
  /** The remote Worker's assets directory for one channel: `<remote folder>/dist/<channel>`. */
  outputDir: string;
  mode?: BuildMode;
  /** The remote's folder (exposes are relative to it). Default: two levels above `outputDir`. */
  context?: string;
}

/** The versioned URL path of a remote build: `/_mf/<name>/<version>/`. */
export function remotePublicPath(name: string, version: string): string {
  return `/_mf/${name}/${version}/`;
}

/**
 * A remote's browser build: an ESM container (`remoteEntry.js`), its chunks and `mf-manifest.json`
 * under `<outputDir>/_mf/<name>/<version>/`, served as `/_mf/<name>/<version>/…` by the remote's
 * Worker (the gateway passes those paths through). A version's files never change once published.
 *
 * @example remoteConfig({ name: 'mfe_vehicle', exposes: { './VehiclePage': './src/expose/VehiclePage.tsx' },
 *   version: '1.0.0', outputDir: 'mfe-vehicle/dist/stable' })
 */
export function remoteConfig(options: RemoteConfigOptions): Configuration {
  const mode = options.mode ?? 'production';
  const outputDir = resolve(ROOT, options.outputDir);
  const publicPath = remotePublicPath(options.name, options.version);
  return {
    name: `${options.name}@${options.version}`,
    mode,
    context: options.context ? resolve(ROOT, options.context) : resolve(outputDir, '../..'),
    // No app entry: the MF plugin adds the container entry.
    entry: {},
    target: ['web', 'es2022'],
    devtool: mode === 'production' ? false : 'source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'], alias: esmRuntimeAliases() },
    module: { rules: scriptRules() },
    output: {
      path: resolve(outputDir, `.${publicPath}`),
      publicPath,
      uniqueName: options.name,
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    optimization: optimization(mode),
    plugins: [
      ariaLocaleStrings(),
      new DefinePlugin({ __FC_REMOTE_VERSION__: JSON.stringify(options.version) }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        // An ES module the runtime loads with a plain import(): no eval, fine under a strict CSP.
        library: { type: 'module' },
        exposes: options.exposes,
        shared: sharedSingletons(),
        manifest: {
          fileName: 'mf-manifest.json',
          // MF stamps the package.json version; a canary build is a different version.
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo.buildVersion = options.version;
            return stats;
          },
        },
        dts: false,
        dev: false,
        experiments: {
          // The page's one runtime-core (the shell sets globalThis._FEDERATION_RUNTIME_CORE) instead
          // of a copy in every remoteEntry. Ties remotes to the shell's MF version: pin one everywhere.
          externalRuntime: true,
          // A remote loads no other remote; browser-only loaders.
          optimization: { target: 'web', disableRemote: true },
        },
      }),
    ],
  };
}

/** The remote's declaration (`<folder>/remote.ts`): its container name, exposes and package version. */
export async function readRemoteDefinition(folder: string): Promise<RemoteDefinition> {
  const declaration = await loadDeclaration(folder, ROOT);
  return {
    folder,
    name: declaration.name,
    exposes: { ...declaration.exposes },
    packageVersion: declaration.version,
    channels: declaration.channels,
  };
}

/**
 * A channel's version stamp: stable is the package version; canary is `<version>-canary`, or
 * `FC_CANARY_VERSION` when set (to stage a specific version).
 * @example channelVersion('1.0.0', 'canary', {}) // '1.0.0-canary'
 */
export function channelVersion(
  packageVersion: string,
  channel: Channel,
  env: Record<string, string | undefined> = process.env,
): string {
  if (channel === 'stable') return packageVersion;
  return env.FC_CANARY_VERSION || `${packageVersion}-canary`;
}

/** `<remote folder>/dist/<channel>`: the remote channel Worker's `[assets]` directory. */
export function remoteChannelDir(folder: string, channel: Channel): string {
  return resolve(ROOT, folder, 'dist', channel);
}

/** One remote build: a remote at one channel's version. */
export interface RemoteTarget {
  remote: RemoteDefinition;
  channel: Channel;
  version: string;
  /** The channel's assets directory (cleaned before each build; holds release.json). */
  outputDir: string;
  config: Configuration;
}

/** Every remote × channel build, in REMOTE_FOLDERS order. */
export async function remoteTargets(mode: BuildMode = 'production'): Promise<RemoteTarget[]> {
  const remotes = await Promise.all(REMOTE_FOLDERS.map(readRemoteDefinition));
  return remotes.flatMap((remote) =>
    remote.channels.map((channel) => {
      const version = channelVersion(remote.packageVersion, channel);
      const outputDir = remoteChannelDir(remote.folder, channel);
      const config = remoteConfig({
        name: remote.name,
        exposes: remote.exposes,
        version,
        outputDir,
        mode,
        context: resolve(ROOT, remote.folder),
      });
      return { remote, channel, version, outputDir, config };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// The shell (the host)
// ---------------------------------------------------------------------------------------------------

/**
 * The shell's browser client, `/assets/shell/client.js`: the chrome's enhancements, and (as a chunk
 * loaded only on pages with islands) the Module Federation host: one runtime instance that provides
 * every shared singleton and hydrates each island. Not an MF build: the runtime is used directly.
 */
export function shellClientConfig(mode: BuildMode = 'production'): Configuration {
  return {
    name: 'shell-client',
    mode,
    context: ROOT,
    entry: SHELL_ENTRIES,
    target: ['web', 'es2022'],
    devtool: mode === 'production' ? false : 'source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: scriptRules() },
    output: {
      path: resolve(PUBLIC_DIR, 'assets/shell'),
      publicPath: SHELL_PUBLIC_PATH,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      clean: true,
    },
    optimization: shellOptimization(mode),
    plugins: [
      ariaLocaleStrings(),
      // What the MF build plugin would define for its own runtime: browser-only loaders, and no
      // manifest (snapshot) support: remotes are registered by their remoteEntry.js (type module), so
      // the page fetches no manifest before a remote's entry (and the runtime is ~1 KB smaller).
      new DefinePlugin({
        ENV_TARGET: JSON.stringify('web'),
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        __FC_SHARED_VERSIONS__: JSON.stringify(sharedPackageVersions()),
        __FC_ISLANDS_URL__: JSON.stringify(`${SHELL_PUBLIC_PATH}islands.js`),
      }),
    ],
  };
}

/** Every browser build: the shell's client, then each remote × channel. */
export async function allConfigs(mode: BuildMode = 'production'): Promise<Configuration[]> {
  return [shellClientConfig(mode), ...(await remoteTargets(mode)).map((target) => target.config)];
}

export default await allConfigs();
