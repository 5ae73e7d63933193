import type { FinanceRpc } from '@forecourt/shared/finance/rpc';
import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import type { StockSearchRpc } from '@forecourt/shared/search/rpc';
import type { DealerKeyBindings } from '@forecourt/shared/server-kit/dealer-key';
import type { KitBindings } from '@forecourt/shared/server-kit/env';

/**
 * mfe-vehicle's Worker bindings (its wrangler configs, from remote.ts): the server kit's (D1, the tenants),
 * its client build, its partners' base URLs (`partners`) and the typed RPC of the remotes it reads
 * (`uses`: the stock search's similar cars, the finance partner's quote and the reservations' ends); the dealer key (`secrets`: the stock
 * feed import).
 */
export interface VehicleBindings extends KitBindings, RemoteBindings, DealerKeyBindings {
  /** The price guide behind the price comparison (locally demo/simulators/price-guide). */
  PRICE_GUIDE_API_URL?: string;
  /** The car carrier quoting delivery by postcode (locally demo/simulators/delivery). */
  DELIVERY_API_URL?: string;
  /** mfe-search's stable Worker: the site's similar cars. */
  MFE_SEARCH: StockSearchRpc;
  /**
   * mfe-finance's stable Worker: the car page's finance teaser and whether a reserved car's reservation has
   * ended, and the car JSON's quote and lenders.
   */
  MFE_FINANCE: Pick<FinanceRpc, 'carQuote' | 'carFinance' | 'carReservationEnded'>;
}
