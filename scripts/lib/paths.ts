import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Local D1/KV state of `npm start` (real SQLite files written by workerd). */
export const DEV_STATE_DIR = resolve(ROOT, '.data/wrangler');
/** Generated seed files. */
export const SEED_DIR = resolve(ROOT, '.data/seed');
/**
 * Every Worker `npm start` runs in one `wrangler dev` session: the gateway first (it gets the port),
 * then each remote's Worker per release channel (reached only through the gateway's service bindings).
 */
export const WRANGLER_CONFIGS = [
  'wrangler.toml',
  'mfe-vehicle/wrangler.toml',
  'mfe-vehicle/wrangler.canary.toml',
  'mfe-search/wrangler.toml',
  'mfe-search/wrangler.canary.toml',
].map((config) => resolve(ROOT, config));
