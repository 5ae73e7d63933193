import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

// The shell's entry files get content-hashed names once the build has written them (issue 28: a repeat visit
// downloads no JavaScript and revalidates nothing), so every file under /assets is immutable: islands.js
// first (client.js names it), then client.js and the stylesheet. The manifest says which names this build
// has; the gateway reads it (edge-worker/src/services/shell-assets) and the document links those names.
// Plain Node (bundle.ts imports it): `.ts` imports only.

/** The build's manifest of the shell's entry files, as URLs: `/assets/shell-manifest.json`. */
export interface ShellManifest {
  client: string;
  islands: string;
  stylesheet: string;
}

/** Where the manifest is served (and written under the public directory). */
export const SHELL_MANIFEST_PATH = '/assets/shell-manifest.json';

/** The first 8 hex digits of a SHA-256 of the bytes, as the chunks' own names carry. */
export function contentHash(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

/** `/assets/shell/client.js` → `/assets/shell/client.3f9a1c2e.js`. */
function hashedUrl(url: string, hash: string): string {
  return url.replace(/\.(js|css)$/, `.${hash}.$1`);
}

/** Renames the file at `url` under `publicDir` to its hashed name; answers the new URL. */
async function renameHashed(publicDir: string, url: string, content: string): Promise<string> {
  const hashed = hashedUrl(url, contentHash(content));
  await writeFile(resolve(publicDir, `.${url}`), content);
  await rename(resolve(publicDir, `.${url}`), resolve(publicDir, `.${hashed}`));
  return hashed;
}

/**
 * Gives the shell's entries and stylesheet their hashed names and writes the manifest.
 * @example const manifest = await hashShellEntries(PUBLIC_DIR, { client: '/assets/shell/client.js', islands: '/assets/shell/islands.js', stylesheet: '/assets/styles.css' });
 */
export async function hashShellEntries(publicDir: string, plain: ShellManifest): Promise<ShellManifest> {
  const read = (url: string) => readFile(resolve(publicDir, `.${url}`), 'utf8');
  const islands = await renameHashed(publicDir, plain.islands, await read(plain.islands));
  const client = await read(plain.client);
  if (!client.includes(JSON.stringify(plain.islands))) {
    throw new Error(`${plain.client} does not name ${plain.islands}: the islands entry's name cannot be hashed`);
  }
  const manifest: ShellManifest = {
    islands,
    client: await renameHashed(
      publicDir,
      plain.client,
      client.replaceAll(JSON.stringify(plain.islands), JSON.stringify(islands)),
    ),
    stylesheet: await renameHashed(publicDir, plain.stylesheet, await read(plain.stylesheet)),
  };
  await writeFile(resolve(publicDir, `.${SHELL_MANIFEST_PATH}`), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest the last build wrote. */
export async function readShellManifest(publicDir: string): Promise<ShellManifest> {
  return JSON.parse(await readFile(resolve(publicDir, `.${SHELL_MANIFEST_PATH}`), 'utf8')) as ShellManifest;
}
