import { csvField } from '../stock/inventory-feed';

// The stock feed examples of issue 30's "done when": a dealership's CSV of 200 cars in the catalogue's columns
// with 10 rows bad in one known way each, its second feed (5 cars dropped, 3 repriced), and the same stock as
// JSON lines. The files in shared/src/domain/stock/examples are these, byte for byte (a unit test keeps them so), and the
// Worker test of the import posts these very texts.

/** The catalogue columns the examples use (what an ad platform's feed, or our own listings feed, names). */
export const EXAMPLE_FEED_COLUMNS = [
  'vehicle_id',
  'vin',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'price',
  'state_of_vehicle',
  'body_style',
  'exterior_color',
  'image[0].url',
  'image[1].url',
  'image[2].url',
] as const;
type ExampleColumn = (typeof EXAMPLE_FEED_COLUMNS)[number];
type ExampleRow = Record<ExampleColumn, string>;

/** Make, model, the catalogue's body style and the demo media's body (its photos are the demo's own). */
const MODELS = [
  ['Toyota', 'HiLux', 'TRUCK', 'ute'],
  ['Toyota', 'Corolla', 'HATCHBACK', 'hatch'],
  ['Mazda', 'CX-5', 'SUV', 'suv'],
  ['Kia', 'Cerato', 'SEDAN', 'sedan'],
  ['Hyundai', 'i30', 'HATCHBACK', 'hatch'],
  ['Ford', 'Ranger', 'TRUCK', 'ute'],
  ['Mitsubishi', 'Outlander', 'SUV', 'suv'],
] as const;
const COLOURS = ['White', 'Silver', 'Black', 'Blue', 'Red'];
const STATES = ['USED', 'USED', 'CPO', 'NEW'];

/** How many cars the first example lists (its rows, bad ones included). */
export const EXAMPLE_FEED_ROWS = 200;

/** The example's stock number of row `n` (1-based): HC1001 … HC1200. */
export function exampleStocknum(n: number): string {
  return `HC${1000 + n}`;
}

function exampleRow(n: number): ExampleRow {
  const [make, model, body, mediaBody] = MODELS[n % MODELS.length] ?? MODELS[0];
  const state = STATES[n % STATES.length] ?? 'USED';
  const colour = COLOURS[n % COLOURS.length] ?? 'White';
  // Three photos, as the demo sites' stock filter wants (harbourcity shows a car with 3 or more), from the demo's
  // own media (the sites' CSP takes images from themselves only).
  const photo = (k: number) => `/media/v1/car/${mediaBody}/${colour.toLowerCase()}/ext-${k}.svg`;
  return {
    vehicle_id: exampleStocknum(n),
    vin: `JTEXAMPLE${String(100_000_00 + n).padStart(8, '0')}`,
    make,
    model,
    year: String(2018 + (n % 7)),
    'mileage.value': state === 'NEW' ? '15' : String(8_000 + n * 311),
    'mileage.unit': n % 10 === 0 ? 'MI' : 'KM',
    price: `${19_990 + (n % 40) * 1_000} AUD`,
    state_of_vehicle: state,
    body_style: body,
    exterior_color: colour,
    'image[0].url': photo(1),
    'image[1].url': photo(2),
    'image[2].url': photo(3),
  };
}

/** The 10 bad rows: row number → the one defect, and what the import must say of it (column and reason). */
export const EXAMPLE_BAD_ROWS: readonly {
  row: number;
  set: Partial<ExampleRow>;
  column: string | null;
  reason: string;
}[] = [
  {
    row: 7,
    set: { price: 'POA' },
    column: 'price',
    reason: 'expected a price such as 35990 or "35990 AUD", found "POA"',
  },
  { row: 19, set: { year: '20x1' }, column: 'year', reason: 'expected a number, found "20x1"' },
  { row: 33, set: { 'mileage.value': 'lots' }, column: 'mileage.value', reason: 'expected a number, found "lots"' },
  {
    row: 48,
    set: { state_of_vehicle: 'NEARLY NEW' },
    column: 'state_of_vehicle',
    reason: 'expected one of new, demo, used (or NEW, USED, CPO), found "NEARLY NEW"',
  },
  { row: 61, set: { make: '' }, column: 'make', reason: 'required' },
  { row: 77, set: { price: '35990 USD' }, column: 'price', reason: 'expected a price in AUD, found USD' },
  {
    row: 90,
    set: { 'image[0].url': 'ftp://media.example.com/1.jpg' },
    column: 'image[0].url',
    reason: 'expected an http(s) URL, found "ftp://media.example.com/1.jpg"',
  },
  { row: 104, set: { 'mileage.unit': 'LY' }, column: 'mileage.unit', reason: 'expected KM or MI, found "LY"' },
  { row: 150, set: { vehicle_id: '' }, column: 'vehicle_id', reason: 'required' },
  {
    row: 188,
    set: { vehicle_id: exampleStocknum(187) },
    column: null,
    reason: `stock number ${exampleStocknum(187)} repeats line 188`,
  },
];

/** The second feed's changes: the rows it drops and the new prices of the rows it reprices. */
export const EXAMPLE_SECOND_FEED = {
  dropped: [3, 44, 100, 131, 199],
  repriced: { 10: '18990 AUD', 55: '27500 AUD', 120: '45990 AUD' } as Readonly<Record<number, string>>,
};

function csvOf(rows: readonly ExampleRow[]): string {
  const lines = [
    EXAMPLE_FEED_COLUMNS.join(','),
    ...rows.map((row) => EXAMPLE_FEED_COLUMNS.map((column) => csvField(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function firstFeedRows(): ExampleRow[] {
  return Array.from({ length: EXAMPLE_FEED_ROWS }, (_, i) => {
    const n = i + 1;
    const bad = EXAMPLE_BAD_ROWS.find((defect) => defect.row === n);
    return { ...exampleRow(n), ...bad?.set };
  });
}

/**
 * The first example: 200 cars as CSV (line n + 1 holds row n), 10 of them bad ({@link EXAMPLE_BAD_ROWS}).
 * @example exampleFirstFeedCsv().split('\r\n')[1] // 'HC1001,JTEXAMPLE10000001,Toyota,Corolla,…'
 */
export function exampleFirstFeedCsv(): string {
  return csvOf(firstFeedRows());
}

/** The second example: the first's rows without the dropped five, three at new prices (the bad rows as they were). */
export function exampleSecondFeedCsv(): string {
  const rows = firstFeedRows()
    .map((row, i) => {
      const price = EXAMPLE_SECOND_FEED.repriced[i + 1];
      return price === undefined ? row : { ...row, price };
    })
    .filter((_, i) => !EXAMPLE_SECOND_FEED.dropped.includes(i + 1));
  return csvOf(rows);
}

/**
 * `count` good rows as CSV, the example's columns and cars (stock numbers HC1001 on): the benchmark's large feed.
 * @example exampleLargeFeedCsv(20_000).split('\r\n').length // 20,002 (the header, the rows, the last line's end)
 */
export function exampleLargeFeedCsv(count: number): string {
  return csvOf(Array.from({ length: count }, (_, i) => exampleRow(i + 1)));
}

/** A few good rows as JSON lines, nested as the catalogue nests them (`mileage`, `image`, `price`). */
export function exampleJsonLines(count = 5): string {
  return Array.from({ length: count }, (_, i) => {
    const row = exampleRow(i + 1);
    const {
      'mileage.value': value,
      'mileage.unit': unit,
      'image[0].url': a,
      'image[1].url': b,
      'image[2].url': c,
      ...flat
    } = row;
    return JSON.stringify({
      ...flat,
      mileage: { value: Number(value), unit },
      image: [a, b, c].map((url) => ({ url })),
    });
  })
    .map((line) => `${line}\n`)
    .join('');
}
