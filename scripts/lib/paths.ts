import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Local D1/KV state of `npm start` (real SQLite files written by workerd). */
export const DEV_STATE_DIR = resolve(ROOT, '.data/wrangler');
