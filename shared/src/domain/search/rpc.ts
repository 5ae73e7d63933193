import type { Car } from '../schemas/car';
import type { StockMenuEntry } from '../stock/stock-menu';
import type { SimilarCars } from '../vehicle/api';
import type { DirectorySearchRequest, DirectorySearchResponse, SearchResponse } from './api';
import type { SearchState } from './search-state';

// What the stock search (mfe-search) answers other Workers over Workers RPC, through their `MFE_SEARCH`
// service binding: the site's stock searched with the site's stock rule, as `POST /api/search` answers
// the browser, and the reads built on it (similar cars, the header's counts). The site is named by its
// slug; mfe-search reads its configuration itself (the server kit's tenants). A site it does not know
// throws, as does a query it refuses.

/** mfe-search's typed RPC, as a caller sees it. */
export interface StockSearchRpc {
  /** One page of the site's stock for a search state (the listing's answer). */
  searchStock(tenant: string, state: SearchState): Promise<SearchResponse>;
  /** At most 6 in-stock cars of the site like `car` (same model first), and how many the price band holds. */
  similarCars(tenant: string, car: Car): Promise<SimilarCars>;
  /** The header's Our Stock entries with the totals of the pages they link to. */
  stockMenu(tenant: string): Promise<StockMenuEntry[]>;
  /** The model directory (the catalogue), searched. */
  searchDirectory(request: DirectorySearchRequest): Promise<DirectorySearchResponse>;
  /** These cars changed in D1 (a reservation taken or released): the engine takes what D1 now holds. */
  carsChanged(carIds: number[]): Promise<void>;
}
