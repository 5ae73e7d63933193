import { type Car, IN_STOCK_STATUSES, type SearchSettings, type StockVisibilityConfig } from '@forecourt/shared';
import type { SimilarCars } from '@forecourt/shared/vehicle/api';
import { orderSimilarCars, similarCarsCount, similarPriceBand } from '@forecourt/shared/vehicle/similar-cars';
import { toSearchDocument } from './document';
import type { SearchEngine } from './engine';
import type { FacetRequest, Filter, SearchQuery, SearchResult, SortSpec } from './query';
import { visibleStockFilters } from './visible-stock-filters';

// Similar cars for a car page (spec: 000 §7 "Similar cars query"), through the search engine like the
// listing: two queries of the site's hit limit (10 by default) within the car's price band, in-stock cars only, the car itself excluded —
// one for its own make and model, one for every other — with the tenant's stock rule as the scope
// (so a similar car is never one this site does not show). The shared rule orders them (up to the site's
// carousel count, 6 by default) and counts them.

/** What the similar cars read of the site: its stock rule, its hit limit and its carousel count. */
export type SimilarCarsTenant = StockVisibilityConfig & {
  search: Pick<SearchSettings, 'hitLimit' | 'similarCarsCount'>;
};

/** Newest listings first within each query (the listing's default order without a text query). */
const SIMILAR_SORT: readonly SortSpec[] = [{ field: 'created_at_timestamp', direction: 'desc' }];
/** A facet every car has exactly once: its totals are what the count falls back to above 1999 hits. */
const COUNT_FACET: readonly FacetRequest[] = [{ field: 'car_type' }];

/**
 * The two engine queries of a car's similar cars: same make and model, then the other models.
 *
 * @example const [sameModel, otherModels] = similarCarsQueries(car, tenant, new Date());
 */
export function similarCarsQueries(car: Car, tenant: SimilarCarsTenant, now: Date): [SearchQuery, SearchQuery] {
  const band = similarPriceBand(car.price);
  const makeModel = toSearchDocument(car).make_model;
  const shared: Filter[] = [
    { field: 'status', op: '=', values: [...IN_STOCK_STATUSES] },
    { field: 'id', op: '!=', values: [car.id] },
    ...(band ? [{ field: 'price', op: 'range', min: band.min, max: band.max } satisfies Filter] : []),
  ];
  const query = (model: Filter): SearchQuery => ({
    scope: visibleStockFilters(tenant, now),
    filters: [...shared, model],
    facets: COUNT_FACET,
    sort: SIMILAR_SORT,
    offset: 0,
    limit: tenant.search.hitLimit,
  });
  return [
    query({ field: 'make_model', op: '=', values: [makeModel] }),
    query({ field: 'make_model', op: '!=', values: [makeModel] }),
  ];
}

function countOf(result: SearchResult): { found: number; facetCounts: number[] } {
  return { found: result.found, facetCounts: (result.facets.car_type ?? []).map((facet) => facet.count) };
}

/**
 * The similar cars of a car on a site: at most the site's carousel count of cards, same model first, and how many the band holds.
 *
 * @example const { hits, count } = await findSimilarCars(engine, car, tenant, new Date());
 */
export async function findSimilarCars(
  engine: SearchEngine,
  car: Car,
  tenant: SimilarCarsTenant,
  now: Date,
): Promise<SimilarCars> {
  const [sameModelQuery, otherModelsQuery] = similarCarsQueries(car, tenant, now);
  const [sameModel, otherModels] = await Promise.all([engine.search(sameModelQuery), engine.search(otherModelsQuery)]);
  return {
    hits: orderSimilarCars(car.id, sameModel.hits, otherModels.hits, tenant.search.similarCarsCount),
    count: similarCarsCount([countOf(sameModel), countOf(otherModels)]),
  };
}
