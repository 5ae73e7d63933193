import type { z } from 'zod';
import { CAR_TYPES, type Car, CarSchema, KNOWN_CAR_STATUSES } from '../schemas/car';
import { BODY_STYLES, CURRENCY, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from './inventory-feed';

// The stock feed import (issue 30): a dealer's whole stock list as CSV (RFC 4180) or JSON lines, in our
// documented columns (the Car schema's own field names) or in the automotive inventory catalogue's that the ad
// platforms publish (the columns our own listings feed writes, inventory-feed.ts). Every row is read on its own:
// a bad one is a problem with its line, column and reason, and never stops the rows after it. Pure: the readers
// take the body's text chunks, so a Worker streams a large file through them with bounded memory.

/** The car fields a feed may set, by our documented column names (spec: 000 §3 "Car"). */
export const STOCK_FEED_FIELDS = [
  'stocknum',
  'vin',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'interior_colour',
  'km',
  'price',
  'before_price',
  'price_type',
  'car_type',
  'certified',
  'status',
  'regplate',
  'rego_expiry',
  'build_date',
  'compliance_date',
  'dealercomments',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'seats',
  'doors',
  'images',
] as const;
export type StockFeedField = (typeof STOCK_FEED_FIELDS)[number];

/** What every row must fill: what a car page and the ads feed cannot do without. */
export const STOCK_FEED_REQUIRED: readonly StockFeedField[] = [
  'stocknum',
  'year',
  'make',
  'model',
  'price',
  'km',
  'car_type',
];

/** The statuses a feed may give a car (a car it leaves out of a full feed is marked sold by the import). */
const FEED_STATUSES: readonly string[] = KNOWN_CAR_STATUSES;

/** Our `images` column holds several URLs, separated by `|` (a URL may hold a comma, never a bar). */
export const IMAGES_SEPARATOR = '|';

/** The pseudo-field of `mileage.unit`: it fills no field itself, it says what `km`'s number counts. */
const KM_UNIT = 'km_unit';
type ColumnTarget = StockFeedField | typeof KM_UNIT;

/** The catalogue's column names (and their near spellings) for our fields. */
const CATALOGUE_ALIASES: Readonly<Record<string, ColumnTarget>> = {
  vehicle_id: 'stocknum',
  stock_number: 'stocknum',
  'mileage.value': 'km',
  'mileage.unit': KM_UNIT,
  state_of_vehicle: 'car_type',
  body_style: 'simple_body',
  exterior_color: 'colour',
  interior_color: 'interior_colour',
  transmission: 'simple_transmission',
  fuel_type: 'simple_fuel',
  drivetrain: 'simple_drive',
  description: 'dealercomments',
  trim: 'badge',
};

const IMAGE_COLUMN = /^image\[(\d+)\]\.url$/;
/** A mile in kilometres (a feed in miles is stored in km). */
const KM_PER_MILE = 1.609344;

/** Where one column of a feed goes: the field it fills ('images[N]' for the catalogue's photos), or 'ignored'. */
export interface StockFeedColumnMapping {
  column: string;
  field: string;
}

/** The mapping report: each column and the field it fills, and the required fields no column fills. */
export interface StockFeedMapping {
  columns: StockFeedColumnMapping[];
  missing: StockFeedField[];
}

/** One problem of one row: its line in the file (1 is the CSV header), the column, and why. */
export interface StockFeedProblem {
  line: number;
  column: string | null;
  reason: string;
}

/** What a row sets: the Car fields its columns fill (a column the feed lacks leaves the stored value alone). */
export type StockFeedValues = Partial<Pick<Car, Exclude<StockFeedField, 'images'>>> & { images?: string[] };

/** A valid row: its line, its stock number (the key the import upserts by) and the values it sets. */
export interface StockFeedItem {
  line: number;
  stocknum: string;
  values: StockFeedValues;
}

/** A record read from the file: its first line and its values by column, or what made it unreadable. */
export type StockFeedRecord =
  | { line: number; values: Readonly<Record<string, string>> }
  | { line: number; problem: string };

function targetOf(column: string): { target: ColumnTarget; image?: number } | null {
  const name = column.trim().toLowerCase();
  const image = IMAGE_COLUMN.exec(name);
  if (image) return { target: 'images', image: Number(image[1]) };
  if ((STOCK_FEED_FIELDS as readonly string[]).includes(name)) return { target: name as StockFeedField };
  const alias = CATALOGUE_ALIASES[name];
  return alias ? { target: alias } : null;
}

/**
 * The mapping report of a feed's columns.
 * @example stockFeedMapping(['vehicle_id', 'make', 'title']).columns
 * // [{ column: 'vehicle_id', field: 'stocknum' }, { column: 'make', field: 'make' }, { column: 'title', field: 'ignored' }]
 */
export function stockFeedMapping(columns: readonly string[]): StockFeedMapping {
  const filled = new Set<ColumnTarget>();
  const report = columns.map((column) => {
    const found = targetOf(column);
    if (!found) return { column, field: 'ignored' };
    filled.add(found.target);
    if (found.image !== undefined) return { column, field: `images[${found.image}]` };
    return { column, field: found.target === KM_UNIT ? 'km (its unit: KM or MI)' : found.target };
  });
  return { columns: report, missing: STOCK_FEED_REQUIRED.filter((field) => !filled.has(field)) };
}

type Parsed = { value: unknown } | { reason: string };

const NUMBER_FIELDS = new Set<StockFeedField>(['year', 'km', 'price', 'before_price', 'seats', 'doors']);
const PRICE = /^\$?\s*([0-9][0-9,]*(?:\.[0-9]+)?)(?:\s+([A-Za-z]{3}))?$/;

function numberOf(text: string): Parsed {
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) && text !== '' ? { value } : { reason: `expected a number, found "${text}"` };
}

function priceOf(text: string): Parsed {
  const match = PRICE.exec(text);
  if (!match?.[1]) return { reason: `expected a price such as 35990 or "35990 ${CURRENCY}", found "${text}"` };
  if (match[2] && match[2].toUpperCase() !== CURRENCY)
    return { reason: `expected a price in ${CURRENCY}, found ${match[2]}` };
  return numberOf(match[1]);
}

/** Our value for a catalogue enum value (`HATCHBACK` → Hatch), or the text itself when it is already ours. */
function fromCatalogue(table: Readonly<Record<string, string>>, text: string): string {
  const ours = Object.entries(table).find(([, theirs]) => theirs === text.toUpperCase())?.[0];
  return ours ?? text;
}

/** `state_of_vehicle` (NEW, USED, CPO) or our car_type (new, demo, used); CPO is a certified used car. */
function carTypeOf(text: string): Parsed {
  const value = text.toLowerCase();
  if (value === 'cpo') return { value: 'used' };
  if ((CAR_TYPES as readonly string[]).includes(value)) return { value };
  return { reason: `expected one of ${CAR_TYPES.join(', ')} (or NEW, USED, CPO), found "${text}"` };
}

const TRUE_WORDS = ['true', 'yes', 'y', '1'];
const FALSE_WORDS = ['false', 'no', 'n', '0'];

function parseField(field: StockFeedField, text: string): Parsed {
  if (field === 'price') return priceOf(text);
  if (NUMBER_FIELDS.has(field)) return numberOf(text);
  if (field === 'car_type') return carTypeOf(text);
  if (field === 'certified') {
    const word = text.toLowerCase();
    if (TRUE_WORDS.includes(word)) return { value: true };
    if (FALSE_WORDS.includes(word)) return { value: false };
    return { reason: `expected yes or no, found "${text}"` };
  }
  if (field === 'status') {
    const value = text.toLowerCase().replace(/[\s-]+/g, '_');
    return FEED_STATUSES.includes(value)
      ? { value }
      : { reason: `expected one of ${FEED_STATUSES.join(', ')}, found "${text}"` };
  }
  if (field === 'simple_body') return { value: fromCatalogue(BODY_STYLES, text) };
  if (field === 'simple_fuel') return { value: fromCatalogue(FUEL_TYPES, text) };
  if (field === 'simple_transmission') return { value: fromCatalogue(TRANSMISSIONS, text) };
  if (field === 'simple_drive') return { value: fromCatalogue(DRIVETRAINS, text) };
  return { value: text };
}

/** The Car schema's own rule for the field (one rule for a car however it arrives). */
function checkedBySchema(field: Exclude<StockFeedField, 'images'>, value: unknown): Parsed {
  const schema: z.ZodType = CarSchema.shape[field];
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { reason: result.error.issues[0]?.message ?? 'invalid' };
}

function isImageUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return text.startsWith('/') && !text.startsWith('//');
  }
}

/** A column's outcome: the field, its value when the text is good, and the column the problem names. */
interface ReadRow {
  values: StockFeedValues;
  problems: StockFeedProblem[];
}

function readImage(row: ReadRow, line: number, column: string, text: string, index: number | undefined): void {
  const urls = index === undefined ? text.split(IMAGES_SEPARATOR).map((url) => url.trim()) : [text];
  const bad = urls.find((url) => url !== '' && !isImageUrl(url));
  if (bad !== undefined) {
    row.problems.push({ line, column, reason: `expected an http(s) URL, found "${bad}"` });
    return;
  }
  const images = [...(row.values.images ?? [])];
  if (index === undefined) images.push(...urls.filter((url) => url !== ''));
  else if (text !== '') images[index] = text;
  row.values.images = images;
}

function readKm(row: ReadRow, line: number, columns: Record<string, string>, unitColumn: string | undefined): void {
  const unitText = unitColumn === undefined ? 'KM' : (columns[unitColumn] ?? '').trim().toUpperCase() || 'KM';
  if (unitText !== 'KM' && unitText !== 'MI') {
    row.problems.push({ line, column: unitColumn ?? null, reason: `expected KM or MI, found "${unitText}"` });
    return;
  }
  if (unitText === 'MI' && typeof row.values.km === 'number') row.values.km = Math.round(row.values.km * KM_PER_MILE);
}

/**
 * Reads one record into the values it sets, checking each against the Car schema's own field rule (numbers
 * from their text, catalogue values to ours: `"35990 AUD"` → 35990, MI → km, NEW/USED/CPO → car_type and
 * certified, `image[N].url` → images); or every problem it has, each with the record's line and the column.
 *
 * @example stockFeedRow({ line: 2, values: { vehicle_id: 'HC1', make: 'Toyota', model: 'HiLux', year: '2021',
 *   'mileage.value': '1000', 'mileage.unit': 'MI', price: '35990 AUD', state_of_vehicle: 'CPO' } })
 * // { item: { line: 2, stocknum: 'HC1', values: { km: 1609, price: 35990, car_type: 'used', certified: true, … } } }
 */
export function stockFeedRow(
  record: StockFeedRecord,
): { item: StockFeedItem; problems?: undefined } | { problems: StockFeedProblem[]; stocknum: string | null } {
  const { line } = record;
  if ('problem' in record) return { problems: [{ line, column: null, reason: record.problem }], stocknum: null };
  const row: ReadRow = { values: {}, problems: [] };
  const filledBy = new Map<ColumnTarget, string>();
  let unitColumn: string | undefined;
  let certifiedByType = false;
  for (const [column, raw] of Object.entries(record.values)) {
    const found = targetOf(column);
    if (!found) continue;
    const text = raw.trim();
    if (found.target === KM_UNIT) {
      unitColumn = column;
      continue;
    }
    if (found.target === 'images') {
      readImage(row, line, column, text, found.image);
      continue;
    }
    const field = found.target;
    filledBy.set(field, column);
    if (text === '') {
      if (STOCK_FEED_REQUIRED.includes(field)) row.problems.push({ line, column, reason: 'required' });
      else if (CarSchema.shape[field].safeParse(null).success) Object.assign(row.values, { [field]: null });
      continue;
    }
    const parsed = parseField(field, text);
    const checked = 'value' in parsed ? checkedBySchema(field, parsed.value) : parsed;
    if ('reason' in checked) row.problems.push({ line, column, reason: checked.reason });
    else Object.assign(row.values, { [field]: checked.value });
    if (field === 'car_type' && text.toUpperCase() === 'CPO') certifiedByType = true;
  }
  for (const field of STOCK_FEED_REQUIRED) {
    if (!filledBy.has(field)) row.problems.push({ line, column: field, reason: 'required' });
  }
  readKm(row, line, record.values, unitColumn);
  if (certifiedByType && !filledBy.has('certified')) row.values.certified = true;
  const stocknum = typeof row.values.stocknum === 'string' ? row.values.stocknum : null;
  if (row.problems.length > 0 || stocknum === null) return { problems: row.problems, stocknum };
  return { item: { line, stocknum, values: row.values } };
}

/**
 * The records of a CSV file (RFC 4180: quoted fields, doubled quotes, CRLF or LF, line breaks inside quotes),
 * read as its text arrives; the first row is the header (handed to `onHeader`). Each record carries the
 * file's line it starts on; a record with more or fewer fields than the header is a problem, not a stop.
 *
 * @example for await (const record of csvRecords(chunks, (columns) => …)) …
 */
export async function* csvRecords(
  chunks: AsyncIterable<string>,
  onHeader: (columns: string[]) => void,
): AsyncGenerator<StockFeedRecord> {
  let header: string[] | null = null;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let quoteAtChunkEnd = false;
  let wasQuoted = false;
  let afterCr = false;
  let line = 1;
  let recordLine = 1;

  const finish = (): StockFeedRecord | null => {
    fields.push(field);
    const done = fields;
    const empty = done.length === 1 && done[0] === '' && !wasQuoted;
    fields = [];
    field = '';
    wasQuoted = false;
    if (empty) return null;
    if (header === null) {
      header = done.map((column) => column.trim());
      onHeader(header);
      return null;
    }
    if (done.length !== header.length) {
      return { line: recordLine, problem: `expected ${header.length} fields, found ${done.length}` };
    }
    const columns = header;
    return { line: recordLine, values: Object.fromEntries(columns.map((column, i) => [column, done[i] ?? ''])) };
  };

  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const char = chunk[i] as string;
      if (afterCr) {
        afterCr = false;
        if (char === '\n') continue;
      }
      if (quoteAtChunkEnd) {
        // The last chunk ended on a quote inside a quoted field: this character says whether it was doubled.
        quoteAtChunkEnd = false;
        if (char === '"') {
          field += '"';
          continue;
        }
        quoted = false;
      }
      if (quoted) {
        if (char !== '"') {
          if (char === '\n' || (char === '\r' && chunk[i + 1] !== '\n')) line++;
          field += char;
        } else if (i + 1 === chunk.length) {
          quoteAtChunkEnd = true;
        } else if (chunk[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
        continue;
      }
      if (char === '"' && field === '') {
        quoted = true;
        wasQuoted = true;
      } else if (char === ',') {
        fields.push(field);
        field = '';
      } else if (char === '\n' || char === '\r') {
        afterCr = char === '\r';
        const record = finish();
        line++;
        recordLine = line;
        if (record) yield record;
      } else {
        field += char;
      }
    }
  }
  if (quoteAtChunkEnd) quoted = false;
  if (quoted) {
    yield { line: recordLine, problem: 'a quoted field is not closed before the end of the file' };
    return;
  }
  const last = finish();
  if (last) yield last;
}

/** A JSON value as a feed column's text (nested objects as `a.b`, arrays as `a[0]`: the catalogue's names). */
function flatten(value: unknown, prefix: string, into: Record<string, string>): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      flatten(item, `${prefix}[${i}]`, into);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value === null || value === undefined ? '' : String(value);
  }
}

/**
 * The records of a JSON-lines file (one JSON object a line; blank lines skipped), read as its text arrives.
 * Nested values are named as the catalogue's columns are (`{ "mileage": { "value": 1 } }` → `mileage.value`).
 *
 * @example for await (const record of jsonLineRecords(chunks)) …
 */
export async function* jsonLineRecords(chunks: AsyncIterable<string>): AsyncGenerator<StockFeedRecord> {
  let pending = '';
  let line = 0;
  const read = (text: string): StockFeedRecord | null => {
    line++;
    if (text.trim() === '') return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { line, problem: 'not a JSON object' };
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { line, problem: 'not a JSON object' };
    }
    const values: Record<string, string> = {};
    flatten(parsed, '', values);
    return { line, values };
  };
  for await (const chunk of chunks) {
    pending += chunk;
    let start = 0;
    let end = pending.indexOf('\n');
    while (end !== -1) {
      const record = read(pending.slice(start, end));
      if (record) yield record;
      start = end + 1;
      end = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  const last = read(pending);
  if (last) yield last;
}
