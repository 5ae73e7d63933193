import { existsSync } from 'node:fs';
import { readSearchDocuments, type SqlRows } from '../mfe-search/src/engine/d1-source.ts';
import type { SearchDocument } from '../mfe-search/src/engine/document.ts';
import { createTypesenseSearchEngine } from '../mfe-search/src/engine/typesense/engine.ts';
import { queryLocalD1 } from './lib/database.ts';
import { DEV_STATE_DIR } from './lib/paths.ts';
import { step } from './lib/run.ts';

// `npm run index:typesense`: pushes the stock of local D1 (the `.data/wrangler` state `npm start`
// writes) into Typesense, the same documents the embedded engine indexes (d1-source.ts), as a new
// collection behind the alias, swapped in when complete (zero downtime). Reads D1 through wrangler a
// page at a time and imports in JSONL batches.
//
//   TYPESENSE_URL=http://localhost:8108 TYPESENSE_API_KEY=<admin key> npm run index:typesense
//
// Optional: TYPESENSE_COLLECTION (the alias, default `cars`), D1_STATE_DIR (default .data/wrangler).

/** Cars per wrangler call: each call starts wrangler (~2 s), so pages are large. */
const PAGE_SIZE = 2000;

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`Set ${name} (e.g. TYPESENSE_URL=http://localhost:8108 TYPESENSE_API_KEY=… npm run index:typesense)`);
    process.exit(1);
  }
  return value;
}

/** Writes numeric parameters into the SQL: wrangler's command line binds none. */
function inlineParameters(sql: string, params: readonly (string | number)[]): string {
  const parts = sql.split('?');
  if (parts.length !== params.length + 1) {
    throw new Error(`expected ${parts.length - 1} parameters, got ${params.length}`);
  }
  return parts.reduce((text, part, index) => {
    if (index === 0) return part;
    const value = params[index - 1];
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new Error(`not a whole number: ${String(value)}`);
    }
    return `${text}${value}${part}`;
  }, '');
}

function localD1Rows(stateDir: string): SqlRows {
  return <Row>(sql: string, params: readonly (string | number)[]) =>
    queryLocalD1<Row>(stateDir, inlineParameters(sql, params));
}

const url = required('TYPESENSE_URL');
const apiKey = required('TYPESENSE_API_KEY');
const collection = process.env.TYPESENSE_COLLECTION || 'cars';
const stateDir = process.env.D1_STATE_DIR || DEV_STATE_DIR;
if (!existsSync(stateDir)) {
  console.error(`No local D1 state at ${stateDir}: run npm start (or npm run db:setup) first.`);
  process.exit(1);
}

step(`Indexing the stock of ${stateDir} into Typesense ${url} (alias ${collection})`);
const started = Date.now();
let read = 0;
async function* counted(): AsyncGenerator<SearchDocument> {
  for await (const doc of readSearchDocuments(localD1Rows(stateDir), PAGE_SIZE)) {
    read++;
    if (read % PAGE_SIZE === 0) console.log(`  ${read} cars read`);
    yield doc;
  }
}
const engine = createTypesenseSearchEngine({ url, apiKey, collection, timeoutMs: 30_000 });
await engine.replaceAll(counted());
console.log(
  `  ${read} cars indexed; ${collection} holds ${await engine.size()} documents (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
