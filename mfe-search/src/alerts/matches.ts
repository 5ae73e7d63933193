import { isInStockStatus, SORT_OPTIONS, type SortBy, type TenantConfig } from '@forecourt/shared';
import type { MatchedCar } from '@forecourt/shared/search/search-alerts';
import { carNameOf } from '@forecourt/shared/stock/stock-feed-car';
import { limitedListQuery } from '../engine/listing-query';
import { MAX_SEARCH_LIMIT } from '../engine/query';
import { resolveSearchAddress } from '../loaders/search-page';
import type { StockSearchSources } from '../rpc/stock-search';

/** The listing's Newest Listings sort. */
const NEWEST_FIRST = SORT_OPTIONS.find((option) => option.field === 'created_at_timestamp')?.value as SortBy;

// What a saved search matches now: its address resolved as the search page resolves it (the same route, the same
// refinements, the site's stock rule), how many cars that is, and the in-stock cars among its newest MAX_SEARCH_LIMIT
// (newest first, whatever the search's own sort: an arrival is always in the window). Sold cars a site still lists are
// no news. Null when the site has no such page any more (a brand or a dealership gone).

/**
 * How many cars a saved search's address matches on the site now and the newest of them in stock, or null when it is
 * no search page there.
 * @example await matchesOf(sources, tenant, '/search/used-cars/toyota?range%5Bprice%5D=0%3A40000')
 */
export async function matchesOf(
  sources: StockSearchSources,
  tenant: TenantConfig,
  address: string,
): Promise<{ found: number; cars: MatchedCar[] } | null> {
  const resolved = await resolveSearchAddress(sources, tenant, address);
  if (resolved === null) return null;
  const engine = await sources.engines.engineFor(sources.env, sources.waitUntil);
  const now = sources.now?.() ?? new Date();
  const newest = { ...resolved.state, sortBy: NEWEST_FIRST };
  const result = await engine.search(limitedListQuery(newest, MAX_SEARCH_LIMIT, tenant, now));
  const cars = result.hits
    .filter((hit) => isInStockStatus(hit.status))
    .map((hit) => ({
      id: hit.id,
      price: hit.price,
      title: carNameOf(hit),
      href: `/cars/${encodeURIComponent(hit.slug)}`,
      listedAt: Date.parse(hit.created_at),
    }));
  return { found: result.found, cars };
}
