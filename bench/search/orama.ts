import { create, insertMultiple, search } from '@orama/orama';
import { SEARCH_FIELDS, type SearchDocument, type SearchField } from '../../mfe-search/src/engine/document.ts';

// Orama 3.1 on the same documents, configured as an engineer would for this listing: keyword fields
// as `enum` (exact filters and facets), numbers and booleans as such, and the text fields as `string`
// copies (an Orama field is either exact or full-text). Orama needs a string `id`; the car id is `car_id`.

const TEXT_COPIES = ['make', 'model', 'badge', 'series', 'colour', 'stocknum'] as const;
const TEXT_PROPERTIES = ['name', ...TEXT_COPIES.map((field) => `${field}_text`)];
const INSERT_BATCH = 1000;

function oramaSchema(): Record<string, 'enum' | 'number' | 'boolean' | 'string'> {
  const schema: Record<string, 'enum' | 'number' | 'boolean' | 'string'> = { id: 'string', car_id: 'number' };
  for (const [field, kind] of Object.entries(SEARCH_FIELDS) as [SearchField, string][]) {
    if (field === 'id') continue;
    if (kind === 'keyword') schema[field] = 'enum';
    else if (kind === 'number') schema[field] = 'number';
    else if (kind === 'boolean') schema[field] = 'boolean';
  }
  schema.name = 'string';
  for (const field of TEXT_COPIES) schema[`${field}_text`] = 'string';
  return schema;
}

/** Orama rejects null for a typed property: a missing value is left out. */
function oramaDocument(doc: SearchDocument): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) if (value !== null) out[key] = value;
  out.id = String(doc.id);
  out.car_id = doc.id;
  for (const field of TEXT_COPIES) if (doc[field] !== null) out[`${field}_text`] = doc[field];
  return out;
}

export type OramaDb = ReturnType<typeof createDb>;

function createDb() {
  return create({ schema: oramaSchema() });
}

/** An Orama database holding the documents (inserted in batches, as they stream in). */
export async function buildOrama(docs: Iterable<SearchDocument>): Promise<OramaDb> {
  const db = createDb();
  let batch: Record<string, unknown>[] = [];
  for (const doc of docs) {
    batch.push(oramaDocument(doc));
    if (batch.length === INSERT_BATCH) {
      await insertMultiple(db, batch as never[], INSERT_BATCH);
      batch = [];
    }
  }
  if (batch.length > 0) await insertMultiple(db, batch as never[], INSERT_BATCH);
  return db;
}

const YEARS = Array.from({ length: 40 }, (_, i) => 1990 + i).map((year) => ({ from: year, to: year }));
const PRICE_BANDS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 150_000].map(
  (from, i, all) => ({ from, to: (all[i + 1] ?? 10_000_000) - 1 }),
);
const STRING_FACET = { limit: 1000 };

/** The 12 facets of the listing. Orama counts numbers only in given ranges and gives no min/max. */
export const ORAMA_FACETS = {
  make: STRING_FACET,
  model: STRING_FACET,
  body: STRING_FACET,
  fuel: STRING_FACET,
  transmission: STRING_FACET,
  drive: STRING_FACET,
  colour: STRING_FACET,
  car_type: STRING_FACET,
  year: { ranges: YEARS },
  location_name: STRING_FACET,
  certified: { true: true, false: true },
  price: { ranges: PRICE_BANDS },
};

export interface OramaListingQuery {
  term?: string;
  /** Typos allowed per term (Levenshtein distance); Orama applies it to every term. */
  tolerance?: number;
  priceRange?: [number, number];
  sortByPrice?: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  /**
   * Disjunctive facets, which Orama does not do itself: one more search per filtered faceted field
   * (here price), without that filter, counting only that facet (`preflight`: counts, no hits).
   */
  disjunctive: boolean;
}

/** Runs the listing query; returns how many cars matched. */
export async function searchOrama(db: OramaDb, query: OramaListingQuery): Promise<number> {
  const visible = { show_on_dealer_website: true };
  const where = query.priceRange === undefined ? visible : { ...visible, price: { between: query.priceRange } };
  const text =
    query.term === undefined
      ? {}
      : { term: query.term, properties: TEXT_PROPERTIES, tolerance: query.tolerance ?? 0, threshold: 0 };
  const main = search(db, {
    ...text,
    where,
    facets: ORAMA_FACETS,
    ...(query.sortByPrice === undefined ? {} : { sortBy: { property: 'price', order: query.sortByPrice } }),
    offset: query.offset,
    limit: query.limit,
  } as never);
  if (query.disjunctive && query.priceRange !== undefined) {
    const [result] = await Promise.all([
      main,
      search(db, { ...text, where: visible, facets: { price: ORAMA_FACETS.price }, preflight: true } as never),
    ]);
    return result.count;
  }
  return (await main).count;
}
