import { isInStockStatus, type TenantConfig } from '@forecourt/shared';
import type { MatchedCar } from '@forecourt/shared/search/search-alerts';
import { carNameOf } from '@forecourt/shared/stock/stock-feed-car';
import { limitedListQuery } from '../engine/listing-query';
import { MAX_SEARCH_LIMIT } from '../engine/query';
import { resolveSearchAddress } from '../loaders/search-page';
import type { StockSearchSources } from '../rpc/stock-search';

// What a saved search matches now: its address resolved as the search page resolves it (the same route, the same
// refinements, the site's stock rule), the in-stock cars among the first MAX_SEARCH_LIMIT by its sort. Sold cars a
// site still lists are no news. Null when the site has no such page any more (a brand or a dealership gone).

/**
 * The in-stock cars a saved search's address matches on the site now, or null when it is no search page there.
 * @example await matchesOf(sources, tenant, '/search/used-cars/toyota?range%5Bprice%5D=0%3A40000')
 */
export async function matchesOf(
  sources: StockSearchSources,
  tenant: TenantConfig,
  address: string,
): Promise<MatchedCar[] | null> {
  const resolved = await resolveSearchAddress(sources, tenant, address);
  if (resolved === null) return null;
  const engine = await sources.engines.engineFor(sources.env, sources.waitUntil);
  const now = sources.now?.() ?? new Date();
  const result = await engine.search(limitedListQuery(resolved.state, MAX_SEARCH_LIMIT, tenant, now));
  return result.hits
    .filter((hit) => isInStockStatus(hit.status))
    .map((hit) => ({
      id: hit.id,
      price: hit.price,
      title: carNameOf(hit),
      href: `/cars/${encodeURIComponent(hit.slug)}`,
    }));
}
