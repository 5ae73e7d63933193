import type { Car, Dealership, Location, Make, Model, Offer, Review, TenantConfig } from '@forecourt/shared';
import type { SitePart } from './parts';
import type { PriceHistoryRow } from './price-history';

// The shapes the seed's parts share: the data set `generateDemoData` (index.ts) builds and the KV entries
// made from it. Apart from index.ts, so the parts that read the data set need not import the entry that
// imports them.

/** The demo data set, table by table. */
export interface DemoData {
  tenants: TenantConfig[];
  dealerships: Dealership[];
  locations: Location[];
  reviews: Review[];
  makes: Make[];
  models: Model[];
  offers: Offer[];
  cars: Car[];
  /** Each site's parts catalogue (issue 15). */
  parts: SitePart[];
  /** The repriced cars' earlier prices (mfe-vehicle's price_history; issue 31). */
  priceHistory: PriceHistoryRow[];
}

/** One key of the TENANTS KV namespace. */
export interface KvEntry {
  key: string;
  value: string;
}
