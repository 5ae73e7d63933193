import { DEFAULT_DEMO_SEED, generateDemoData } from '@forecourt/demo/seed';
import { type SearchDocument, toSearchDocument } from '../../mfe-search/src/engine/document.ts';

// Synthetic but realistic stock at any scale: the demo data set's cars (the real car shape and value
// distributions), cloned with new ids, slugs and stock numbers, and nudged in price and km so clones
// are not exact twins. Deterministic: the same count gives the same documents.

const TODAY = '2026-11-22';
const PRICE_STEP = 250;
const KM_STEP = 137;

/** The demo cars as search documents, once. */
export function demoDocuments(): SearchDocument[] {
  const data = generateDemoData({ seed: DEFAULT_DEMO_SEED, today: TODAY });
  const dealershipNames = new Map(data.dealerships.map((dealership) => [dealership.id, dealership.name]));
  return data.cars.map((car) => toSearchDocument(car, { dealershipName: dealershipNames.get(car.dealership_id) }));
}

/**
 * `count` documents cloned from `base`, each built fresh through JSON (as rows read from D1 would be),
 * so an index that keeps a string keeps its own copy and the heap measurement sees it.
 *
 * @example for (const doc of scaledStock(demoDocuments(), 10_000)) engine.upsert([doc]);
 */
export function* scaledStock(base: readonly SearchDocument[], count: number): Generator<SearchDocument> {
  for (let index = 0; index < count; index++) {
    const source = base[index % base.length] as SearchDocument;
    const copy = Math.floor(index / base.length);
    const id = index + 1;
    const slug = source.slug.replace(/-\d+$/, `-${id}`);
    const clone: SearchDocument = {
      ...source,
      id,
      slug,
      path: `/cars/${slug}`,
      stocknum: copy === 0 ? source.stocknum : `${source.stocknum}-${copy}`,
      price: source.price === 0 ? 0 : source.price + (copy % 5) * PRICE_STEP,
      km: source.km + ((copy * KM_STEP) % 5000),
    };
    yield JSON.parse(JSON.stringify(clone)) as SearchDocument;
  }
}
