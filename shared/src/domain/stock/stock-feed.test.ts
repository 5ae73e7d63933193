import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  exampleFirstFeedCsv,
  exampleJsonLines,
  exampleLargeFeedCsv,
  exampleSecondFeedCsv,
} from '../testing/stock-feed-examples';
import { INVENTORY_FEED_COLUMNS } from './inventory-feed';
import {
  csvRecords,
  jsonLineRecords,
  STOCK_FEED_REQUIRED,
  type StockFeedRecord,
  stockFeedMapping,
  stockFeedRow,
} from './stock-feed';

async function* chunksOf(...chunks: string[]): AsyncGenerator<string> {
  yield* chunks;
}

async function all(records: AsyncIterable<StockFeedRecord>): Promise<StockFeedRecord[]> {
  const out: StockFeedRecord[] = [];
  for await (const record of records) out.push(record);
  return out;
}

async function csv(...chunks: string[]): Promise<{ header: string[]; records: StockFeedRecord[] }> {
  let header: string[] = [];
  const records = await all(
    csvRecords(chunksOf(...chunks), (columns) => {
      header = columns;
    }),
  );
  return { header, records };
}

const CATALOGUE_ROW = {
  vehicle_id: 'HC1',
  make: 'Toyota',
  model: 'HiLux',
  year: '2021',
  'mileage.value': '1000',
  'mileage.unit': 'MI',
  price: '35990 AUD',
  state_of_vehicle: 'CPO',
  body_style: 'TRUCK',
  exterior_color: 'White',
  vin: 'JTEBR3FJ10K123456',
  'image[0].url': 'https://cdn.example.com/1.jpg',
  'image[1].url': 'https://cdn.example.com/2.jpg',
  title: '2021 Toyota HiLux',
};

describe('the stock feed column mapping (issue 30)', () => {
  it('maps our documented columns and the catalogue columns our own listings feed writes, and names the rest ignored', () => {
    const mapping = stockFeedMapping([...INVENTORY_FEED_COLUMNS]);
    expect(mapping.missing).toEqual([]);
    const fieldOf = Object.fromEntries(mapping.columns.map(({ column, field }) => [column, field]));
    expect(fieldOf).toMatchObject({
      vehicle_id: 'stocknum',
      'mileage.value': 'km',
      'mileage.unit': 'km (its unit: KM or MI)',
      price: 'price',
      state_of_vehicle: 'car_type',
      body_style: 'simple_body',
      exterior_color: 'colour',
      'image[0].url': 'images[0]',
      title: 'ignored',
      'address.city': 'ignored',
    });
    expect(stockFeedMapping(['stocknum', 'make', 'Model', 'year', 'price', 'km', 'car_type']).missing).toEqual([]);
  });

  it('names the required fields no column fills', () => {
    expect(stockFeedMapping(['vehicle_id', 'make']).missing).toEqual(
      STOCK_FEED_REQUIRED.filter((field) => !['stocknum', 'make'].includes(field)),
    );
  });
});

describe('a stock feed row', () => {
  it('reads the catalogue values into ours: "35990 AUD", miles, CPO, the body enum and numbered images', () => {
    const result = stockFeedRow({ line: 2, values: CATALOGUE_ROW });
    expect(result.problems).toBeUndefined();
    expect(result).toMatchObject({
      item: {
        line: 2,
        stocknum: 'HC1',
        values: {
          price: 35_990,
          km: 1609,
          car_type: 'used',
          certified: true,
          simple_body: 'Ute',
          colour: 'White',
          year: 2021,
          images: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
        },
      },
    });
  });

  it('reads our own columns, the images bar-separated', () => {
    const result = stockFeedRow({
      line: 3,
      values: {
        stocknum: 'S9',
        make: 'Kia',
        model: 'Cerato',
        year: '2020',
        km: '12,500',
        price: '$21,990',
        car_type: 'demo',
        images: '/media/a.jpg|/media/b.jpg',
        badge: '',
      },
    });
    expect(result).toMatchObject({
      item: {
        values: { km: 12_500, price: 21_990, car_type: 'demo', images: ['/media/a.jpg', '/media/b.jpg'], badge: null },
      },
    });
  });

  it('reports every problem of a bad row with its line, column and reason, by the Car schema’s own rules', () => {
    const result = stockFeedRow({
      line: 7,
      values: {
        ...CATALOGUE_ROW,
        year: '2021.5',
        price: '35990 USD',
        'mileage.value': 'lots',
        state_of_vehicle: 'NEARLY NEW',
        make: '',
        'image[0].url': 'javascript:alert(1)',
      },
    });
    expect(result.problems).toEqual([
      { line: 7, column: 'make', reason: 'required' },
      { line: 7, column: 'year', reason: expect.stringMatching(/int/) },
      { line: 7, column: 'mileage.value', reason: 'expected a number, found "lots"' },
      { line: 7, column: 'price', reason: 'expected a price in AUD, found USD' },
      { line: 7, column: 'state_of_vehicle', reason: expect.stringContaining('found "NEARLY NEW"') },
      { line: 7, column: 'image[0].url', reason: 'expected an http(s) URL, found "javascript:alert(1)"' },
    ]);
    expect(result).toMatchObject({ stocknum: 'HC1' });
  });

  it('refuses a negative mileage and an unknown unit, and names a field the record lacks', () => {
    const { year: _year, ...noYear } = CATALOGUE_ROW;
    expect(
      stockFeedRow({ line: 4, values: { ...noYear, 'mileage.value': '-5', 'mileage.unit': 'LY' } }).problems,
    ).toEqual([
      { line: 4, column: 'mileage.value', reason: expect.stringMatching(/>=0|0/) },
      { line: 4, column: 'year', reason: 'required' },
      { line: 4, column: 'mileage.unit', reason: 'expected KM or MI, found "LY"' },
    ]);
  });
});

describe('the CSV reader', () => {
  it('reads quotes, doubled quotes, CRLF and a line break inside quotes, each record with its first line in the file', async () => {
    const { header, records } = await csv(
      'stocknum,dealercomments,price\r\n',
      'A1,"Hello, ""world""",100\r\n',
      'A2,"two\r\nlines",200\r\n',
      '\r\n',
      'A3,plain,300',
    );
    expect(header).toEqual(['stocknum', 'dealercomments', 'price']);
    expect(records).toEqual([
      { line: 2, values: { stocknum: 'A1', dealercomments: 'Hello, "world"', price: '100' } },
      { line: 3, values: { stocknum: 'A2', dealercomments: 'two\r\nlines', price: '200' } },
      { line: 6, values: { stocknum: 'A3', dealercomments: 'plain', price: '300' } },
    ]);
  });

  it('reads the same records whatever the chunks (a quote or a CRLF split between two)', async () => {
    const text = 'a,b\r\n"x""",y\r\n"p",q\n';
    const whole = await csv(text);
    for (let cut = 1; cut < text.length; cut++) {
      expect(await csv(text.slice(0, cut), text.slice(cut)), `cut at ${cut}`).toEqual(whole);
    }
    expect(whole.records).toEqual([
      { line: 2, values: { a: 'x"', b: 'y' } },
      { line: 3, values: { a: 'p', b: 'q' } },
    ]);
  });

  it('reports a row with the wrong number of fields and an unclosed quote, and goes on after the first', async () => {
    const { records } = await csv('a,b\n1,2,3\n4,5\n"6,7\n8,9\n');
    expect(records).toEqual([
      { line: 2, problem: 'expected 2 fields, found 3' },
      { line: 3, values: { a: '4', b: '5' } },
      { line: 4, problem: 'a quoted field is not closed before the end of the file' },
    ]);
  });
});

describe('the JSON-lines reader', () => {
  it('names nested values as the catalogue columns and reports a line that is not a JSON object', async () => {
    const records = await all(
      jsonLineRecords(
        chunksOf(
          '{"vehicle_id":"J1","mileage":{"value":12,"unit":"KM"},"image":[{"url":"https://x/1.jpg"}],"vin":null}\n\n[1,',
          '2]\r\n{"stocknum":"J2"',
          ',"price":5}',
        ),
      ),
    );
    expect(records).toEqual([
      {
        line: 1,
        values: {
          vehicle_id: 'J1',
          'mileage.value': '12',
          'mileage.unit': 'KM',
          'image[0].url': 'https://x/1.jpg',
          vin: '',
        },
      },
      { line: 3, problem: 'not a JSON object' },
      { line: 4, values: { stocknum: 'J2', price: '5' } },
    ]);
  });
});

describe('the example feeds', () => {
  it('are the files the README shows (shared/src/domain/stock/examples/stock-feed-*.csv, stock-feed.jsonl)', async () => {
    const example = (name: string) => readFile(new URL(`./examples/${name}`, import.meta.url), 'utf8');
    expect(await example('stock-feed-200.csv')).toBe(exampleFirstFeedCsv());
    expect(await example('stock-feed-second.csv')).toBe(exampleSecondFeedCsv());
    expect(await example('stock-feed.jsonl')).toBe(exampleJsonLines());
  });

  it("the benchmark's large feed: that many good rows, each its own stock number, every one a car row reads", () => {
    const lines = exampleLargeFeedCsv(20_000).trimEnd().split('\r\n');
    expect(lines).toHaveLength(20_001);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(20_000);
    expect(lines[1]).toBe(exampleFirstFeedCsv().split('\r\n')[1]);
  });
});
