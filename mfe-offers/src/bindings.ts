import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import type { StockSearchRpc } from '@forecourt/shared/search/rpc';
import type { KitBindings } from '@forecourt/shared/server-kit/env';

/**
 * mfe-offers's Worker bindings (its wrangler configs): the server kit's (D1 with its own tables, the
 * tenants), its client build, and the stock search's typed RPC (remote.ts `uses: ['mfe_search']`).
 */
export interface OffersBindings extends KitBindings, RemoteBindings {
  /** mfe-search's stable Worker: the site's stock counts (the catalogue pages) and the model directory. */
  MFE_SEARCH: StockSearchRpc;
  /** The platform's CRM, where a Spin to Win enquiry is first delivered (the gateway's cron retries it). */
  CRM_API_URL?: string;
}
