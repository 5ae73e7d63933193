import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteDeclaration } from './shared/src/domain/remotes/declaration.ts';

// Where the remotes are: every `mfe-*` folder at the root with a `remote.ts`. Nothing lists them by
// hand; adding a folder is adding a remote. Loaded by the build in plain Node (type stripping only), so
// `.ts` extensions and type-only imports of anything else. At the root, beside rspack.config.ts, so the
// bundler's config and the scripts (which import that config) both read it from below.

/** The repository's root. */
export const REPO_ROOT = import.meta.dirname;

/** The file every remote folder declares itself in. */
export const DECLARATION_FILE = 'remote.ts';

/**
 * The remote folders under `root`, sorted by name.
 * @example remoteFolders() // → ['mfe-search', 'mfe-vehicle']
 */
export function remoteFolders(root: string = REPO_ROOT): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .filter((entry) => existsSync(resolve(root, entry.name, DECLARATION_FILE)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * A remote folder's declaration (its `remote.ts` default export). Throws when it is missing or when its
 * name does not match its folder.
 * @example const vehicle = await loadDeclaration('mfe-vehicle');
 */
export async function loadDeclaration(folder: string, root: string = REPO_ROOT): Promise<RemoteDeclaration> {
  const file = resolve(root, folder, DECLARATION_FILE);
  const module = (await import(pathToFileURL(file).href)) as { default?: RemoteDeclaration };
  const declaration = module.default;
  if (!declaration || typeof declaration.name !== 'string' || !Array.isArray(declaration.pages)) {
    throw new Error(`${folder}/${DECLARATION_FILE} must export default defineRemote({ … })`);
  }
  if (declaration.folder !== folder) {
    throw new Error(
      `${folder}/${DECLARATION_FILE} declares ${declaration.name}, whose folder is ${declaration.folder}`,
    );
  }
  return declaration;
}

/**
 * Every remote's declaration, in folder order.
 * @example for (const remote of await loadDeclarations()) console.log(remote.name, remote.version);
 */
export async function loadDeclarations(root: string = REPO_ROOT): Promise<RemoteDeclaration[]> {
  return Promise.all(remoteFolders(root).map((folder) => loadDeclaration(folder, root)));
}
