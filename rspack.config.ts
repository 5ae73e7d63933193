import { resolve } from 'node:path';
import type { Configuration } from '@rspack/core';

const root = import.meta.dirname;

/** Where the gateway's static assets are built (served by the `ASSETS` binding in wrangler.toml). */
export const PUBLIC_DIR = resolve(root, 'dist/public');

const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
};

/**
 * The shell's browser client: the chrome's progressive enhancements (announcement close, popup).
 * Built as one small ES module at a stable path; the gateway serves it from /assets/shell/.
 */
export function shellClientConfig(mode: 'production' | 'development' = 'production'): Configuration {
  return {
    name: 'shell-client',
    mode,
    context: root,
    entry: { client: './shell/src/client/index.ts' },
    target: ['web', 'es2022'],
    devtool: mode === 'production' ? false : 'source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [typescriptRule] },
    output: {
      path: resolve(PUBLIC_DIR, 'assets/shell'),
      filename: '[name].js',
      module: true,
      chunkFormat: 'module',
      clean: true,
    },
    optimization: { minimize: mode === 'production' },
  };
}

export default [shellClientConfig()];
