import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import type { StockSearchRpc } from '@forecourt/shared/search/rpc';
import type { KitBindings } from '@forecourt/shared/server-kit/env';

/** The partners mfe-finance calls, by the var holding each one's base URL (remote.ts `partners`). */
export interface FinancePartnerBindings {
  /** The finance partner: quick quotes, lenders and customers (locally demo/simulators/finance). */
  FINANCE_API_URL?: string;
  /** The trade-in valuation partner (locally demo/simulators/valuation). */
  VALUATION_API_URL?: string;
  /** The payments partner taking reservation deposits (locally demo/simulators/payments). */
  PAYMENTS_API_URL?: string;
  /** The platform's CRM, where a trade-in's lead is delivered from the outbox (locally demo/simulators/crm). */
  CRM_API_URL?: string;
}

/** The secrets mfe-finance reads (remote.ts `secrets`; `wrangler secret put` when deployed). */
export interface FinanceSecrets {
  /** The signing secret of the payments partner's webhooks to /api/webhooks/payments. */
  PAYMENTS_WEBHOOK_SECRET?: string;
  /** The key the dealer's systems call /api/dealer/reservations with; unset, none can. */
  DEALER_API_KEY?: string;
  /** The HMAC-SHA256 key of a trade-in's accept link (at least 32 characters): this slice's alone. */
  TRADE_IN_ACCEPT_SECRET?: string;
}

/**
 * mfe-finance's Worker bindings (its wrangler configs): the server kit's, its client build, its partners and
 * secrets, and the stock search's RPC (remote.ts `uses: ['mfe_search']`).
 */
export interface FinanceBindings extends KitBindings, RemoteBindings, FinancePartnerBindings, FinanceSecrets {
  /** mfe-search's stable Worker: the site's stock searched, and cars whose reserved flag changed pushed to it. */
  MFE_SEARCH: StockSearchRpc;
}
