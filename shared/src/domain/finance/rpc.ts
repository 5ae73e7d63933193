import type { Car, FinanceQuote } from '../schemas/car';

// What the finance remote (mfe-finance) answers other Workers over Workers RPC, through their `MFE_FINANCE`
// service binding. The site is named by its slug; mfe-finance reads its configuration itself (the server
// kit's tenants). The finance engineer adds the methods the platform's pages need (the shopper's
// reservations and trade-ins, the reservations' ending) beside these.

/** mfe-finance's typed RPC, as a caller sees it. */
export interface FinanceRpc {
  /**
   * The finance partner's quote for a car on the quick quote's defaults (the car page's teaser "Only $X /wk*"),
   * or null: a car it quotes nothing for, or the partner failing or slow (silent on the car page, spec: 001 §7).
   */
  carQuote(tenant: string, car: Car): Promise<FinanceQuote | null>;
}
