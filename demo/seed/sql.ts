import { CAR_COLUMNS, carRowValues } from '@forecourt/shared/server-kit/car-row';
import type { DemoData } from './types';

// The demo data as SQL statements (or one script of them), run after the migrations.
// It deletes every row of the demo tables and inserts them again, so it can be run any number of times.

/** D1 rejects statements over 100 KB; keep each INSERT well below that. */
export const MAX_STATEMENT_BYTES = 90_000;
export const MAX_ROWS_PER_INSERT = 100;

export type SqlValue = string | number | boolean | null;

/**
 * The tables the seed empties and fills again on every run, children before parents, so foreign keys
 * never block a delete. Every other table (leads, identity, …) is never touched by the seed.
 * @example DELETE_ORDER.includes('cars') // true
 */
export const DELETE_ORDER = [
  // Before cars, which its rows name (the stock import's history too: a re-seed replaces the stock).
  'price_history',
  'parts',
  'cars',
  'offers',
  'reviews',
  'special_hours',
  'opening_hours',
  'locations',
  'dealerships',
  'models',
  'makes',
] as const;

/**
 * A value as an SQLite literal: strings single-quoted with quotes doubled, booleans as 1/0.
 * @example sqlLiteral("O'Brien") // "'O''Brien'"
 * @example sqlLiteral(true) // '1'
 */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} to SQL`);
    return String(value);
  }
  if (value.includes('\u0000')) throw new RangeError('Cannot write a NUL character to SQL');
  return `'${value.replaceAll("'", "''")}'`;
}

/** The UTF-8 size of a string, without allocating its encoding. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Multi-row INSERT statements for one table: at most 100 rows and 90 KB each.
 * @example insertStatements('makes', ['id', 'name'], [[1, 'Toyota']]) // ["INSERT INTO makes (id, name) VALUES\n(1, 'Toyota');"]
 */
export function insertStatements(table: string, columns: readonly string[], rows: readonly SqlValue[][]): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const headBytes = utf8Length(head);
  const statements: string[] = [];
  let batch: string[] = [];
  let batchBytes = headBytes;
  const flush = () => {
    if (batch.length > 0) statements.push(`${head}${batch.join(',\n')};`);
    batch = [];
    batchBytes = headBytes;
  };
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`${table}: a row has ${row.length} values for ${columns.length} columns`);
    const tuple = `(${row.map(sqlLiteral).join(', ')})`;
    const tupleBytes = utf8Length(tuple) + 2;
    if (headBytes + tupleBytes > MAX_STATEMENT_BYTES)
      throw new RangeError(`${table}: one row is over ${MAX_STATEMENT_BYTES} bytes`);
    if (batch.length === MAX_ROWS_PER_INSERT || batchBytes + tupleBytes > MAX_STATEMENT_BYTES) flush();
    batch.push(tuple);
    batchBytes += tupleBytes;
  }
  flush();
  return statements;
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

/** Every table's rows, in insert order (parents first); indexed columns come from the entity itself. */
function tableRows(data: DemoData): { table: string; columns: string[]; rows: SqlValue[][] }[] {
  const specialHours = data.locations.flatMap((location) => location.special_hours);
  return [
    {
      table: 'makes',
      columns: ['id', 'name', 'slug', 'logo_url'],
      rows: data.makes.map((make) => [make.id, make.name, make.slug, make.logo?.url ?? null]),
    },
    {
      table: 'models',
      columns: ['id', 'make_id', 'name', 'slug', 'doc'],
      rows: data.models.map((model) => [model.id, model.make_id, model.name, model.slug, json(model)]),
    },
    {
      table: 'dealerships',
      columns: ['id', 'slug', 'name', 'doc'],
      rows: data.dealerships.map((dealership) => [dealership.id, dealership.slug, dealership.name, json(dealership)]),
    },
    {
      table: 'locations',
      columns: ['id', 'slug', 'dealership_id', 'location_type', 'visible', 'doc'],
      rows: data.locations.map((l) => [l.id, l.slug, l.dealership_id, l.location_type, l.visible, json(l)]),
    },
    {
      table: 'opening_hours',
      columns: ['location_id', 'weekday', 'status', 'open', 'close'],
      rows: data.locations.flatMap((location) =>
        location.contact_detail.opening_hours.map((hours) => [
          location.id,
          hours.weekday,
          hours.status,
          hours.open,
          hours.close,
        ]),
      ),
    },
    {
      table: 'special_hours',
      columns: ['id', 'location_id', 'date', 'name', 'status', 'start_hour', 'end_hour'],
      rows: specialHours.map((hours, index) => [
        index + 1,
        hours.location_id,
        hours.date,
        hours.name,
        hours.status,
        hours.start_hour,
        hours.end_hour,
      ]),
    },
    {
      table: 'reviews',
      columns: [
        'id',
        'location_id',
        'customer_name',
        'text',
        'rating',
        'review_date',
        'reply_text',
        'reply_date',
        'image',
      ],
      rows: data.reviews.map((r) => [
        r.id,
        r.location_id,
        r.customer_name,
        r.text,
        r.rating,
        r.review_date,
        r.reply_text,
        r.reply_date,
        r.image,
      ]),
    },
    {
      table: 'offers',
      columns: ['id', 'dealership_id', 'category', 'price', 'starts_at', 'expires_at', 'doc'],
      rows: data.offers.map((offer) => [
        offer.id,
        offer.dealership_id,
        offer.category,
        offer.price,
        offer.starts_at,
        offer.expires_at,
        json(offer),
      ]),
    },
    { table: 'cars', columns: [...CAR_COLUMNS], rows: data.cars.map(carRowValues) },
    {
      table: 'parts',
      columns: ['id', 'tenant', 'name', 'part_number', 'category', 'price', 'doc'],
      rows: data.parts.map(({ tenant, part }) => [
        part.id,
        tenant,
        part.name,
        part.part_number,
        part.category,
        part.price,
        json(part),
      ]),
    },
    {
      table: 'price_history',
      columns: ['car_id', 'price', 'previous_price', 'changed_at', 'source'],
      rows: data.priceHistory.map((row) => [row.car_id, row.price, row.previous_price, row.changed_at, row.source]),
    },
  ];
}

/**
 * The statements that replace all demo rows, in order: DELETE FROM each table (children first), then multi-row
 * INSERTs (parents first). Run them after the migrations (scripts/lib/database.ts).
 */
export function demoDataStatements(data: DemoData): string[] {
  return [
    ...DELETE_ORDER.map((table) => `DELETE FROM ${table};`),
    ...tableRows(data).flatMap(({ table, columns, rows }) => insertStatements(table, columns, rows)),
  ];
}

/**
 * The same statements as one SQL script, e.g. for `wrangler d1 execute DB --local --file <path>`.
 */
export function demoDataToSql(data: DemoData): string {
  const lines = [
    '-- Forecourt demo data, generated by demo/seed. Do not edit: regenerate it.',
    ...demoDataStatements(data),
  ];
  return `${lines.join('\n')}\n`;
}
