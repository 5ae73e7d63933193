import { resolve } from 'node:path';
import { loadDeclarations } from '../../remote-folders.ts';
import { wranglerConfigFile } from '../../shared/src/domain/remotes/declaration.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Local D1/KV state of `npm start` (real SQLite files written by workerd). */
export const DEV_STATE_DIR = resolve(ROOT, '.data/wrangler');
/** Generated seed files. */
export const SEED_DIR = resolve(ROOT, '.data/seed');
/**
 * Every Worker `npm start` runs in one `wrangler dev` session: the gateway first (it gets the port),
 * then each declared remote's Worker per release channel (reached only through the gateway's service
 * bindings).
 */
export async function wranglerConfigs(): Promise<string[]> {
  const remotes = await loadDeclarations(ROOT);
  const configs = remotes.flatMap((remote) =>
    remote.channels.map((channel) => `${remote.folder}/${wranglerConfigFile(channel)}`),
  );
  return ['wrangler.toml', ...configs].map((config) => resolve(ROOT, config));
}
