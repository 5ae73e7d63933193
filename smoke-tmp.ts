import { generateDemoData, DEFAULT_DEMO_SEED } from './edge-worker/src/db/seed/index.ts';
import { toSearchDocument, createEmbeddedSearchEngine } from './edge-worker/src/services/search/index.ts';
const d = generateDemoData({ seed: DEFAULT_DEMO_SEED, today: '2026-11-22' });
const docs = d.cars.map((c) => toSearchDocument(c));
const e = createEmbeddedSearchEngine();
let t = performance.now();
await e.replaceAll(docs);
console.log('build', performance.now() - t);
const q = { filters: [{ field: 'show_on_dealer_website', op: '=', values: [true] }, { field: 'price', op: 'range', min: 10000, max: 60000 }, {field:'make', op:'=', values:['Toyota']}],
  facets: ['make','model','body','fuel','transmission','drive','colour','car_type','year','location_name','certified'].map((field) => ({ field })).concat([{ field: 'price', limit: 0 }]),
  sort: [{ field: 'price', direction: 'asc' }], offset: 42, limit: 21 } as any;
let r = await e.search(q);
console.log(r.found, r.hits.length, r.hits[0], JSON.stringify(r.facets).slice(0, 600), r.facetStats);
for (let i = 0; i < 200; i++) await e.search(q);
const times: number[] = [];
for (let i = 0; i < 500; i++) { t = performance.now(); await e.search(q); times.push(performance.now() - t); }
times.sort((a, b) => a - b); console.log('p50', times[250], 'p99', times[495]);
for (const text of ['hilx', 'corola', 'hilux sr5', 'skoda', 'HCT10001']) { const r2 = await e.search({ text, filters: [], facets: [], sort: [], offset: 0, limit: 3 }); console.log(text, r2.found, r2.hits.map((h) => h.name + ' ' + h.stocknum)); }
