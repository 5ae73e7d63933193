import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { readDevVars } from './lib/dev-vars.ts';
import { postFileAsSiteAt } from './lib/http.ts';
import { DEV_GATEWAY_PORT } from './lib/simulators.ts';

// npm run stock:import -- <site> <dealership> <file> [--dry-run] [--partial] [--port 8787]
// Posts a dealership's stock feed (CSV, or JSON lines: .jsonl/.ndjson) to the running local platform (`npm start`)
// as the site, with the dealer key from the generated .dev.vars, streamed from disk; prints the upload's progress,
// the column-mapping report and the result (what changed, and each bad row's line, column and reason).

const USAGE = 'usage: npm run stock:import -- <site> <dealership> <file> [--dry-run] [--partial] [--port 8787]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    partial: { type: 'boolean', default: false },
    port: { type: 'string', default: String(DEV_GATEWAY_PORT) },
  },
});
const [site, dealership, file] = positionals;
if (!site || !dealership || !file) {
  console.error(USAGE);
  process.exit(2);
}

interface ImportAnswer {
  import_id: number;
  mapping: { columns: { column: string; field: string }[]; missing: string[] };
  added: number;
  updated: number;
  repriced: number;
  sold: number;
  unchanged: number;
  errors: { line: number; column: string | null; reason: string }[];
  dry_run: boolean;
  error?: string;
}

const key = (await readDevVars()).DEALER_API_KEY;
if (!key) {
  console.error('No DEALER_API_KEY in .dev.vars: run `npm start` once (it writes the local secrets).');
  process.exit(1);
}
const origin = `http://127.0.0.1:${values.port}`;
const query = new URLSearchParams({ dealership });
if (values.partial) query.set('mode', 'partial');
if (values['dry-run']) query.set('dry_run', '1');
const type = ['.jsonl', '.ndjson'].includes(extname(file).toLowerCase()) ? 'application/x-ndjson' : 'text/csv';

let shown = -1;
const started = Date.now();
const response = await postFileAsSiteAt(
  origin,
  `${site}.localhost`,
  `/api/cars/stock-feed?${query}`,
  file,
  { 'Content-Type': type, Authorization: `Bearer ${key}` },
  (sent, size) => {
    const percent = size === 0 ? 100 : Math.floor((sent / size) * 10) * 10;
    if (percent === shown) return;
    shown = percent;
    console.log(`sent ${percent}% (${sent} of ${size} bytes)`);
  },
).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ECONNREFUSED') throw error;
  console.error(`The local platform is not running on ${origin}: start it with \`npm start\`, then run this again.`);
  process.exit(1);
});

const answer = response.json<ImportAnswer>();
if (response.status !== 200) {
  console.error(`Refused (${response.status}): ${answer.error ?? response.text}`);
  for (const { column, field } of answer.mapping?.columns ?? []) console.error(`  ${column} → ${field}`);
  process.exit(1);
}
console.log('\nColumns:');
for (const { column, field } of answer.mapping.columns) console.log(`  ${column} → ${field}`);
const verb = answer.dry_run ? 'would be' : 'were';
console.log(
  `\n${answer.dry_run ? 'Dry run: nothing written. ' : ''}Cars that ${verb} added ${answer.added}, updated ${answer.updated}, ` +
    `repriced ${answer.repriced}, marked sold ${answer.sold}, unchanged ${answer.unchanged}; ` +
    `${answer.errors.length} bad rows (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
for (const { line, column, reason } of answer.errors)
  console.log(`  line ${line}${column ? `, ${column}` : ''}: ${reason}`);
console.log(
  `\nIts report, for the signed-in dealer: http://${site}.localhost:${values.port}/dealer/stock/imports/${answer.import_id}`,
);
