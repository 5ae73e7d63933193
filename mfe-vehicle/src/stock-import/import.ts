import type { Car, CarLocation, Location, TenantConfig } from '@forecourt/shared';
import { CAR_COLUMNS, carRowValues } from '@forecourt/shared/server-kit/car-row';
import {
  csvRecords,
  jsonLineRecords,
  type StockFeedItem,
  type StockFeedMapping,
  type StockFeedProblem,
  type StockFeedRecord,
  stockFeedMapping,
  stockFeedRow,
} from '@forecourt/shared/stock/stock-feed';
import {
  feedCarSlugs,
  newFeedCar,
  type StockFeedChange,
  updatedFeedCar,
  vinMismatch,
} from '@forecourt/shared/stock/stock-feed-car';
import { ZodError } from 'zod';
import type { StockImportCounts } from '../features/stock-feed/record';

// The stock feed import's D1 side (issue 30): the rows arrive as the body streams, and are upserted in batches
// by (dealership, stock number), so memory holds one batch and the stock numbers seen, whatever the file's size.
// A full feed then marks the dealership's in-stock and coming-soon cars it did not list sold (never deleted);
// every price a car takes is a `price_history` row. A dry run reads the same and writes nothing.

/** The two formats a feed comes in. */
export type StockFeedFormat = 'csv' | 'ndjson';

/** Rows per D1 round trip: their stock numbers and the dealership's id stay under D1's 100 bound values. */
export const STOCK_IMPORT_BATCH_ROWS = 90;

/** What one import is asked to do. */
export interface StockImportRequest {
  tenant: TenantConfig;
  dealership: string;
  format: StockFeedFormat;
  /** The body's text, as it arrives. */
  text: AsyncIterable<string>;
  /** A full feed (the default) sells what it leaves out; a partial one leaves the rest alone. */
  mode: 'full' | 'partial';
  dryRun: boolean;
  now: Date;
}

/** The answer: the mapping report, what changed (or would), and every bad row's problems. */
export interface StockImportResult extends StockImportCounts {
  errors: StockFeedProblem[];
  dry_run: boolean;
}

/** Why an import was refused before it changed anything: the status and the message of the 4xx it answers. */
export class StockImportRefusal extends Error {
  constructor(
    readonly status: 404 | 400 | 409,
    message: string,
    readonly mapping?: StockFeedMapping,
  ) {
    super(message);
  }
}

interface Dealership {
  id: number;
  slug: string;
}

/** The car's location fields from the dealership's location row (the car keeps its own copy). */
function carLocationOf(location: Location): CarLocation {
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    phone: location.contact_detail.phone,
    city: location.address.city,
    state: location.address.state,
    distribution_locations: [],
    address: {
      id: location.id,
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
    },
  };
}

async function dealershipOf(db: D1Database, tenant: TenantConfig, slug: string): Promise<Dealership> {
  const dealership = tenant.dealerships.includes(slug)
    ? await db.prepare('SELECT id, slug FROM dealerships WHERE slug = ?').bind(slug).first<Dealership>()
    : null;
  if (!dealership) throw new StockImportRefusal(404, `Dealership not found: ${slug}`);
  return dealership;
}

async function salesLocationOf(db: D1Database, dealership: Dealership): Promise<CarLocation> {
  const row = await db
    .prepare(
      "SELECT doc FROM locations WHERE dealership_id = ? AND location_type = 'sales' ORDER BY visible DESC, id LIMIT 1",
    )
    .bind(dealership.id)
    .first<{ doc: string }>();
  if (!row) throw new StockImportRefusal(409, `Dealership ${dealership.slug} has no sales location for its cars`);
  return carLocationOf(JSON.parse(row.doc) as Location);
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** Columns an import rewrites on a stored car: not its id, its first listing or its live view count. */
const REWRITTEN = CAR_COLUMNS.map((column, index) => ({ column, index })).filter(
  ({ column }) => column !== 'id' && column !== 'created_at' && column !== 'views',
);

function insertCar(db: D1Database, car: Car): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO cars (${CAR_COLUMNS.join(', ')}) VALUES (${placeholders(CAR_COLUMNS.length)})`)
    .bind(...carRowValues(car));
}

function updateCar(db: D1Database, car: Car): D1PreparedStatement {
  const values = carRowValues(car);
  return db
    .prepare(`UPDATE cars SET ${REWRITTEN.map(({ column }) => `${column} = ?`).join(', ')} WHERE id = ?`)
    .bind(...REWRITTEN.map(({ index }) => values[index] ?? null), car.id);
}

function priceRow(db: D1Database, car: Car, previous: number | null): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO price_history (car_id, price, previous_price, changed_at, source) VALUES (?, ?, ?, ?, 'stock-feed')",
    )
    .bind(car.id, car.price, previous, car.updated_at);
}

/** One import's running state: what it has seen, what it counted, the ids and slugs it gave. */
class StockImport {
  readonly result: StockImportResult;
  /** Every stock number the feed named, good row or bad, with its line: none of them is sold. */
  readonly seen = new Map<string, number>();
  private readonly slugsGiven = new Set<string>();
  private nextId = 0;

  constructor(
    private readonly db: D1Database,
    private readonly request: StockImportRequest,
    private readonly dealership: Dealership,
    private readonly location: CarLocation,
  ) {
    const none = { added: 0, updated: 0, repriced: 0, sold: 0, unchanged: 0 };
    this.result = { mapping: { columns: [], missing: [] }, ...none, errors: [], dry_run: request.dryRun };
  }

  async start(): Promise<void> {
    const row = await this.db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM cars').first<{ id: number }>();
    this.nextId = (row?.id ?? 0) + 1;
  }

  /** Checks a row; a good one joins the batch. A stock number twice in one feed is the second row's problem. */
  take(record: StockFeedRecord, batch: StockFeedItem[]): void {
    const read = stockFeedRow(record);
    const stocknum = read.problems ? read.stocknum : read.item.stocknum;
    const earlier = stocknum === null ? undefined : this.seen.get(stocknum);
    if (stocknum !== null && earlier !== undefined) {
      this.result.errors.push({
        line: record.line,
        column: null,
        reason: `stock number ${stocknum} repeats line ${earlier}`,
      });
      return;
    }
    if (stocknum !== null) this.seen.set(stocknum, record.line);
    if (read.problems) this.result.errors.push(...read.problems);
    else batch.push(read.item);
  }

  private async storedCars(items: StockFeedItem[]): Promise<Map<string, Car>> {
    const { results } = await this.db
      .prepare(
        `SELECT doc, views FROM cars WHERE dealership_id = ? AND stocknum IN (${placeholders(items.length)}) ORDER BY id DESC`,
      )
      .bind(this.dealership.id, ...items.map((item) => item.stocknum))
      .all<{ doc: string; views: number }>();
    // The doc was validated by CarSchema when it was written; the column holds the live view count.
    const cars = results.map((row) => ({ ...(JSON.parse(row.doc) as Car), views: row.views }));
    return new Map(cars.map((car) => [car.stocknum, car]));
  }

  private async takenSlugs(slugs: string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const { results } = await this.db
      .prepare(`SELECT slug FROM cars WHERE slug IN (${placeholders(slugs.length)})`)
      .bind(...slugs)
      .all<{ slug: string }>();
    return new Set([...results.map((row) => row.slug), ...slugs.filter((slug) => this.slugsGiven.has(slug))]);
  }

  /** The slug of each new car: the first of its candidates no car has (each candidate list asked in one query). */
  private async slugsFor(candidates: string[][]): Promise<string[]> {
    const chosen: (string | undefined)[] = candidates.map(() => undefined);
    for (let round = 0; round < (candidates[0]?.length ?? 0); round++) {
      const open = candidates.map((_list, i) => (chosen[i] === undefined ? i : -1)).filter((i) => i >= 0);
      const taken = await this.takenSlugs(open.map((i) => candidates[i]?.[round] ?? ''));
      for (const i of open) {
        const slug = candidates[i]?.[round] ?? '';
        const last = round === (candidates[i]?.length ?? 0) - 1;
        if (!taken.has(slug) || last) {
          chosen[i] = slug;
          this.slugsGiven.add(slug);
        }
      }
    }
    return chosen.map((slug) => slug ?? '');
  }

  /** The good rows stored (or, in a dry run, that would be). */
  storedRows(): number {
    const { added, updated, repriced, unchanged } = this.result;
    return added + updated + repriced + unchanged;
  }

  private count(change: StockFeedChange): void {
    this.result[change] += 1;
  }

  private newCar(item: StockFeedItem, id: number, slug: string): Car | null {
    try {
      return newFeedCar(item, {
        id,
        slug,
        dealership: this.dealership,
        location: this.location,
        now: this.request.now,
      });
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      const issue = error.issues[0];
      this.result.errors.push({
        line: item.line,
        column: issue?.path.join('.') || null,
        reason: issue?.message ?? 'invalid',
      });
      return null;
    }
  }

  /** Upserts one batch of good rows (one read of the stored cars, one batch of writes). */
  async store(batch: StockFeedItem[]): Promise<void> {
    if (batch.length === 0) return;
    const { db } = this;
    const stored = await this.storedCars(batch);
    const writes: D1PreparedStatement[] = [];
    const fresh: StockFeedItem[] = [];
    for (const item of batch) {
      const car = stored.get(item.stocknum);
      if (!car) {
        fresh.push(item);
        continue;
      }
      const mismatch = vinMismatch(car, item);
      if (mismatch) {
        this.result.errors.push({ line: item.line, column: 'vin', reason: mismatch });
        continue;
      }
      const { car: updated, change } = updatedFeedCar(car, item, this.request.now);
      this.count(change);
      if (change === 'unchanged') continue;
      writes.push(updateCar(db, updated));
      if (change === 'repriced') writes.push(priceRow(db, updated, car.price));
    }
    const ids = fresh.map(() => this.nextId++);
    const slugs = await this.slugsFor(
      fresh.map((item, i) => {
        // A good row has every required field (stockFeedRow checked them).
        const { year = 0, make = '', model = '' } = item.values;
        return feedCarSlugs({ year, make, model, stocknum: item.stocknum }, this.dealership.id, ids[i] ?? 0);
      }),
    );
    fresh.forEach((item, i) => {
      const car = this.newCar(item, ids[i] ?? 0, slugs[i] ?? '');
      if (!car) return;
      this.count('added');
      writes.push(insertCar(db, car), priceRow(db, car, null));
    });
    if (!this.request.dryRun && writes.length > 0) await db.batch(writes);
  }

  /** A full feed's end: the dealership's unsold cars it did not list are sold today (kept, never deleted). */
  async sellUnlisted(): Promise<void> {
    const { results } = await this.db
      .prepare("SELECT id, stocknum FROM cars WHERE dealership_id = ? AND status IN ('in_stock', 'coming_soon')")
      .bind(this.dealership.id)
      .all<{ id: number; stocknum: string }>();
    const unlisted = results.filter((car) => !this.seen.has(car.stocknum)).map((car) => car.id);
    this.result.sold = unlisted.length;
    if (this.request.dryRun) return;
    const at = this.request.now.toISOString();
    const writes: D1PreparedStatement[] = [];
    for (let i = 0; i < unlisted.length; i += STOCK_IMPORT_BATCH_ROWS) {
      const ids = unlisted.slice(i, i + STOCK_IMPORT_BATCH_ROWS);
      writes.push(
        this.db
          .prepare(
            `UPDATE cars SET status = 'sold', sold_at = ?, updated_at = ?,
               doc = json_set(doc, '$.status', 'sold', '$.sold_at', ?, '$.updated_at', ?)
             WHERE id IN (${placeholders(ids.length)})`,
          )
          .bind(at, at, at, at, ...ids),
      );
    }
    if (writes.length > 0) await this.db.batch(writes);
  }
}

/**
 * Imports a dealership's stock feed: each good row upserted, each bad one reported, a full feed's missing cars
 * sold. Throws {@link StockImportRefusal} (nothing written) for a dealership not on the site, a CSV header that
 * lacks a required field, or a feed without one readable row.
 *
 * @example await importStockFeed(env.DB, { tenant, dealership: 'harbour-city-toyota', format: 'csv', text, mode: 'full', dryRun: false, now: new Date() })
 * // { mapping, added: 190, updated: 0, repriced: 0, sold: 0, unchanged: 0, errors: [{ line: 14, column: 'price', reason: … }], dry_run: false }
 */
export async function importStockFeed(db: D1Database, request: StockImportRequest): Promise<StockImportResult> {
  const dealership = await dealershipOf(db, request.tenant, request.dealership);
  const run = new StockImport(db, request, dealership, await salesLocationOf(db, dealership));
  await run.start();
  const columns = new Set<string>();
  const records =
    request.format === 'csv'
      ? csvRecords(request.text, (header) => {
          const mapping = stockFeedMapping(header);
          if (mapping.missing.length > 0) {
            throw new StockImportRefusal(400, `The feed has no column for ${mapping.missing.join(', ')}`, mapping);
          }
          for (const column of header) columns.add(column);
        })
      : jsonLineRecords(request.text);
  let batch: StockFeedItem[] = [];
  let readable = 0;
  for await (const record of records) {
    if ('values' in record) {
      readable++;
      for (const column of Object.keys(record.values)) columns.add(column);
    }
    run.take(record, batch);
    if (batch.length >= STOCK_IMPORT_BATCH_ROWS) {
      await run.store(batch);
      batch = [];
    }
  }
  if (readable === 0) {
    const what = request.format === 'csv' ? 'CSV' : 'JSON lines';
    throw new StockImportRefusal(
      400,
      `The feed has no readable row (expected ${what})`,
      stockFeedMapping([...columns]),
    );
  }
  await run.store(batch);
  // A full feed whose every row is bad says nothing about what is still for sale: nothing is sold by it.
  if (request.mode === 'full' && run.storedRows() > 0) await run.sellUnlisted();
  run.result.mapping = stockFeedMapping([...columns]);
  return run.result;
}
