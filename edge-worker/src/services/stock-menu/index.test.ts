import type { StockMenuEntry } from '@forecourt/shared';
import { makeTenant } from '@forecourt/shared/server-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { createStockMenuStore } from './index';

// The gateway keeps each site's Our Stock counts (the stock search's RPC answer) for a minute; what they
// count is mfe-search's (mfe-search/src/rpc/stock-search.test.ts).

const SITE = makeTenant({ slug: 'menuland' });
const ENTRIES: StockMenuEntry[] = [{ label: 'All Stock', href: '/search', count: 3 }];

describe('createStockMenuStore', () => {
  it('keeps a site’s counts for the TTL, then searches again; a failed search is not kept', async () => {
    let clock = 0;
    let searches = 0;
    let failing = true;
    const search = async () => {
      searches += 1;
      if (failing) throw new Error('search down');
      return ENTRIES;
    };
    const store = createStockMenuStore({ ttlMs: 1000, now: () => clock });
    await expect(store.load(search, SITE)).rejects.toThrow('search down');
    failing = false;
    expect(await store.load(search, SITE)).toEqual(ENTRIES);
    await store.load(search, SITE);
    expect(searches).toBe(2);
    clock += 1000;
    await store.load(search, SITE);
    expect(searches).toBe(3);
  });
});
