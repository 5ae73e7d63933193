import { dirname, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from '@rspack/core';
import { type PandaRuntime, type StaticPandaPaths, transformPanda } from './transform.ts';

// The rspack loader around transform.ts (rspack.config.ts puts it after swc in the browser builds).

const ROOT = resolve(import.meta.dirname, '../../..');
const STYLED_SYSTEM = resolve(ROOT, 'shared/styled-system');

export const STATIC_PANDA_PATHS: StaticPandaPaths = {
  runtime: resolve(import.meta.dirname, 'runtime.ts'),
  cx: resolve(STYLED_SYSTEM, 'css/cx.js'),
};

let runtime: Promise<PandaRuntime> | undefined;

/** Panda's generated functions (`panda codegen` output), imported once per build process. */
export function loadPandaRuntime(): Promise<PandaRuntime> {
  runtime ??= Promise.all([
    import(pathToFileURL(resolve(STYLED_SYSTEM, 'css/index.js')).href),
    import(pathToFileURL(resolve(STYLED_SYSTEM, 'recipes/index.js')).href),
  ]).then(([css, recipes]) => ({ css: css.css, cva: css.cva, recipes }));
  return runtime;
}

/**
 * The paths as the module at `resourcePath` imports them: relative to its folder, so the build's output
 * (its import names, chunk hashes, and so the minifier's choices) is the same wherever the repo is cloned.
 */
function pathsFrom(resourcePath: string): StaticPandaPaths {
  const from = (target: string) => {
    const path = relative(dirname(resourcePath), target).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  return { runtime: from(STATIC_PANDA_PATHS.runtime), cx: from(STATIC_PANDA_PATHS.cx) };
}

export default function staticPandaLoader(this: LoaderContext, code: string, map?: string): void {
  if (!code.includes('@forecourt/shared/styled-system/')) {
    this.callback(null, code, map);
    return;
  }
  const callback = this.async();
  loadPandaRuntime()
    .then((panda) => {
      const result = transformPanda(code, this.resourcePath, panda, pathsFrom(this.resourcePath));
      for (const warning of result.warnings) this.emitWarning(new Error(`[static-panda] ${warning}`));
      // Edits keep every line where it was, so swc's map still points at the right lines.
      callback(null, result.code, map);
    })
    .catch((error: unknown) => callback(error as Error));
}
