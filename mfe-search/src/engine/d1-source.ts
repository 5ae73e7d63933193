import { modelBodies } from './directory';
import {
  SEARCH_SOURCE_FIELDS,
  type SearchDocument,
  type SearchDocumentContext,
  type SearchSourceCar,
  toSearchDocument,
} from './document';

// Reading the stock out of D1 as search documents, for the embedded engine (in the gateway) and for
// `npm run index:typesense` (through wrangler). A car row keeps the whole Car in `doc` (4–5 KB of JSON
// with images, lenders, specifications); SQLite picks out only the fields a document is made of, so a
// page moves and parses a fraction of that. Pages go by id (keyset), so a rebuild streams: no more than
// one page of rows is held at a time, and the index is built as they arrive.
//
// Cars no site can show are left out: hidden from the website, or sold without a readable sold_at
// (the visibility rule needs one). Everything else is indexed; the tenant rules are filters.

/** Runs one SQL statement with its `?` parameters and answers its rows. */
export type SqlRows = <Row>(sql: string, params: readonly (string | number)[]) => Promise<Row[]>;

/** Cars read per query while (re)building: about 1 KB each once projected. */
export const STOCK_PAGE_SIZE = 1000;

const PROJECTED_CARS = `SELECT c.id AS id, json_object(${SEARCH_SOURCE_FIELDS.map(
  (field) => `'${field}', json(c.doc -> '$.${field}')`,
).join(', ')}) AS car FROM cars c WHERE c.show_on_dealer_website = 1`;

/** One page of cars after `id > ?`: each row one JSON object holding exactly the `SearchSourceCar` fields. */
export const STOCK_PAGE_SQL = `${PROJECTED_CARS} AND c.id > ? ORDER BY c.id LIMIT ?`;

/** The cars of a JSON array of ids (`?`), projected like a page. */
export const STOCK_CARS_SQL = `${PROJECTED_CARS} AND c.id IN (SELECT value FROM json_each(?))`;

/** What a document needs beyond the car: dealership names, and each catalogue model's bodies. */
export const DEALERSHIP_NAMES_SQL = 'SELECT id, name FROM dealerships';
export const MODEL_BODIES_SQL = `SELECT mk.name AS make, m.name AS model, m.doc ->> '$.manufacturer_body' AS manufacturer_body,
  m.doc ->> '$.manufacturer_body2' AS manufacturer_body2, m.doc ->> '$.manufacturer_body3' AS manufacturer_body3
  FROM models m JOIN makes mk ON mk.id = m.make_id`;

/**
 * The stock's version: changes whenever a car is added, removed or written with a new `updated_at`
 * (every stock write sets it; the `cars_by_updated` index makes the max cheap). The id total catches a
 * removal and an addition between two checks.
 */
export const STOCK_VERSION_SQL = 'SELECT count(*) AS cars, max(updated_at) AS latest, total(id) AS ids FROM cars';

interface StockPageRow {
  id: number;
  car: string;
}

const modelKey = (make: string, model: string) => `${make}\u0000${model}`;

/** The context of every document: dealership names by id, model bodies by make and model. */
async function documentContext(rows: SqlRows): Promise<(car: SearchSourceCar) => SearchDocumentContext> {
  // One after the other: local D1 through wrangler (the index script) allows one process at a time.
  const dealerships = await rows<{ id: number; name: string }>(DEALERSHIP_NAMES_SQL, []);
  const models = await rows<{
    make: string;
    model: string;
    manufacturer_body: string | null;
    manufacturer_body2: string | null;
    manufacturer_body3: string | null;
  }>(MODEL_BODIES_SQL, []);
  const names = new Map(dealerships.map((row) => [row.id, row.name]));
  const bodies = new Map(models.map((row) => [modelKey(row.make, row.model), modelBodies(row)]));
  return (car) => ({
    dealershipName: names.get(car.dealership_id) ?? null,
    categories: bodies.get(modelKey(car.make, car.model)) ?? [],
  });
}

/** A projected row's document, or null when no site can show the car (sold without a readable sold_at). */
function documentOf(row: StockPageRow, contextOf: (car: SearchSourceCar) => SearchDocumentContext) {
  // The doc was validated by CarSchema when it was written.
  const car = JSON.parse(row.car) as SearchSourceCar;
  const doc = toSearchDocument(car, contextOf(car));
  return doc.in_stock_or_sold_at === null ? null : doc;
}

/**
 * Every car some site could show, as search documents, read `pageSize` rows at a time.
 *
 * @example await engine.replaceAll(readSearchDocuments(d1Rows(env.DB))); // d1-rows.ts
 */
export async function* readSearchDocuments(rows: SqlRows, pageSize = STOCK_PAGE_SIZE): AsyncGenerator<SearchDocument> {
  const contextOf = await documentContext(rows);
  let after = 0;
  for (;;) {
    const page = await rows<StockPageRow>(STOCK_PAGE_SQL, [after, pageSize]);
    for (const row of page) {
      const doc = documentOf(row, contextOf);
      if (doc) yield doc;
    }
    if (page.length < pageSize) return;
    after = (page[page.length - 1] as StockPageRow).id;
  }
}

/**
 * The search documents of these cars as D1 holds them now; a car no site can show any more is absent
 * (the caller removes it). For a stock change of a few cars (a reservation), not a rebuild.
 *
 * @example const docs = await readSearchDocumentsOf(d1Rows(env.DB), [42]);
 */
export async function readSearchDocumentsOf(rows: SqlRows, ids: readonly number[]): Promise<SearchDocument[]> {
  const contextOf = await documentContext(rows);
  const found = await rows<StockPageRow>(STOCK_CARS_SQL, [JSON.stringify(ids)]);
  return found.flatMap((row) => documentOf(row, contextOf) ?? []);
}

/**
 * The stock's current version (see `STOCK_VERSION_SQL`): equal strings, same stock.
 *
 * @example if ((await stockVersion(d1Rows(env.DB))) !== builtFrom) rebuild();
 */
export async function stockVersion(rows: SqlRows): Promise<string> {
  const [row] = await rows<{ cars: number; latest: string | null; ids: number }>(STOCK_VERSION_SQL, []);
  return row === undefined ? 'none' : `${row.cars}/${row.latest ?? ''}/${row.ids}`;
}
