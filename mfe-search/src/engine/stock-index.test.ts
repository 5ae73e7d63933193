import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_DOCS } from './contract-fixture';
import type { SqlRows } from './d1-source';
import type { SearchDocument } from './document';
import { createStockSearchIndex, type StockIndexRequest } from './stock-index';

// The isolate's index: built once, rebuilt only when the stock version changes (checked at most once per
// interval), answering from the old index while a slow rebuild finishes in the background.

const rows: SqlRows = async () => [];
const ALL = { filters: [], facets: [], sort: [], offset: 0, limit: 50 };

/** A stock whose version and documents the test sets; counts reads. */
function fakeStock() {
  const stock = {
    version: 'v1',
    docs: CONTRACT_DOCS.slice(0, 3) as readonly SearchDocument[],
    versionReads: 0,
    builds: 0,
    /** When set, a build waits for it before streaming its documents. */
    gate: undefined as Promise<void> | undefined,
    fail: false,
  };
  return {
    stock,
    version: async () => {
      stock.versionReads++;
      return stock.version;
    },
    read: async function* () {
      stock.builds++;
      const docs = stock.docs;
      if (stock.gate !== undefined) await stock.gate;
      if (stock.fail) throw new Error('D1 is down');
      yield* docs;
    },
  };
}

function request(checkIntervalMs: number, background: Promise<unknown>[] = []): StockIndexRequest {
  return { rows, checkIntervalMs, waitUntil: (promise) => background.push(promise) };
}

describe('createStockSearchIndex', () => {
  // Each build logs a line; not wanted in the test output.
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds on first use, once for concurrent searches', async () => {
    const fake = fakeStock();
    const index = createStockSearchIndex({ read: fake.read, version: fake.version });
    const [a, b] = await Promise.all([index.engine(request(30_000)), index.engine(request(30_000))]);
    expect(a).toBe(b);
    expect((await a.search(ALL)).found).toBe(3);
    expect(fake.stock.builds).toBe(1);
    expect(index.builtFrom()).toBe('v1');
  });

  it('checks the version at most once per interval and rebuilds only when it changed', async () => {
    const fake = fakeStock();
    let clock = 0;
    const index = createStockSearchIndex({ read: fake.read, version: fake.version, now: () => clock });
    await index.engine(request(30_000));
    clock = 10_000;
    fake.stock.version = 'v2';
    fake.stock.docs = CONTRACT_DOCS.slice(0, 5);
    expect((await (await index.engine(request(30_000))).search(ALL)).found).toBe(3);
    expect(fake.stock.versionReads).toBe(1);
    clock = 30_000;
    expect((await (await index.engine(request(30_000))).search(ALL)).found).toBe(5);
    expect(fake.stock.versionReads).toBe(2);
    expect(fake.stock.builds).toBe(2);
    clock = 60_000;
    await index.engine(request(30_000));
    expect(fake.stock.versionReads).toBe(3);
    expect(fake.stock.builds).toBe(2);
  });

  it('answers from the old index while a slow rebuild finishes in the background', async () => {
    const fake = fakeStock();
    const index = createStockSearchIndex({ read: fake.read, version: fake.version, rebuildWaitMs: 5 });
    await index.engine(request(0));
    let open: () => void = () => {};
    fake.stock.gate = new Promise((resolve) => {
      open = resolve;
    });
    fake.stock.version = 'v2';
    fake.stock.docs = CONTRACT_DOCS;
    const background: Promise<unknown>[] = [];
    const engine = await index.engine(request(0, background));
    expect((await engine.search(ALL)).found).toBe(3);
    expect(background).toHaveLength(1);
    // A search meanwhile neither starts another rebuild nor waits.
    await index.engine(request(0, background));
    expect(fake.stock.builds).toBe(2);
    open();
    await Promise.all(background);
    expect((await engine.search(ALL)).found).toBe(12);
    expect(index.builtFrom()).toBe('v2');
  });

  it('keeps the old index when a rebuild fails, and tries again at the next check', async () => {
    const fake = fakeStock();
    const index = createStockSearchIndex({ read: fake.read, version: fake.version });
    await index.engine(request(0));
    fake.stock.version = 'v2';
    fake.stock.fail = true;
    const background: Promise<unknown>[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const engine = await index.engine(request(0, background));
    await Promise.all(background);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('search index rebuild failed'));
    logged.mockRestore();
    expect((await engine.search(ALL)).found).toBe(3);
    expect(index.builtFrom()).toBe('v1');
    fake.stock.fail = false;
    fake.stock.docs = CONTRACT_DOCS.slice(0, 4);
    expect((await (await index.engine(request(0))).search(ALL)).found).toBe(4);
  });

  it('fails the search when there is no index yet and the first build fails', async () => {
    const fake = fakeStock();
    fake.stock.fail = true;
    const index = createStockSearchIndex({ read: fake.read, version: fake.version });
    await expect(index.engine(request(0))).rejects.toThrow('D1 is down');
    fake.stock.fail = false;
    expect((await (await index.engine(request(0))).search(ALL)).found).toBe(3);
  });
});
