import type { AccountTradeIn } from '../account/api';
import type { Reservation } from '../checkout/api';
import type { Car, FinanceLender, FinanceQuote } from '../schemas/car';

// What the finance remote (mfe-finance) answers other Workers over Workers RPC, through their `MFE_FINANCE`
// service binding. The site is named by its slug; mfe-finance reads its configuration itself (the server
// kit's tenants). A site it does not know throws. mfe-finance owns the quotes, the trade-in valuations and
// the reservations (their tables and their clock): the car page (its teaser, whether a reserved car's
// reservation has ended), the platform's /my-garage and its scheduled handler ask here; /online-payment and its
// receipts are mfe-finance's own pages.

/** A car's finance figures as the car page shows them: the partner's quote and the lenders' panel. */
export interface CarFinance {
  quote: FinanceQuote | null;
  /** The partner's panel (the car's stored figures when the partner failed); none for a car not quoted. */
  lenders: FinanceLender[];
}

/** mfe-finance's typed RPC, as a caller sees it. */
export interface FinanceRpc {
  /**
   * The finance partner's quote for a car on the quick quote's defaults (the car page's teaser "Only $X /wk*"),
   * or null: a car it quotes nothing for, or the partner failing or slow (silent on the car page, spec: 001 §7).
   */
  carQuote(tenant: string, car: Car): Promise<FinanceQuote | null>;
  /**
   * The car's quote and lenders, the same the car page shows (its teaser and calculator), for the car's JSON
   * (`GET /api/cars/{slug}`); nothing on a site with finance switched off.
   */
  carFinance(tenant: string, car: Car): Promise<CarFinance>;
  /**
   * Whether an open reservation of the site's car (by id) has ended now (issue 24 item 2), read only: the car
   * page shows a car flagged reserved on sale at once, before the release is written (the checkout's).
   */
  carReservationEnded(tenant: string, carId: number): Promise<boolean>;
  /** The shopper's reservations on the site, newest first, each as it stands now (one past its end: expired). */
  shopperReservations(tenant: string, userId: number): Promise<Reservation[]>;
  /** The trade-in valuations the shopper asked for on the site (made signed in), newest first. */
  shopperTradeIns(tenant: string, userId: number): Promise<AccountTradeIn[]>;
  /**
   * Every site's reservations past their end at `at` (epoch ms: the scheduled run's time) become `expired` and
   * their cars go back on sale, pushed to the stock search; answers the ids of the cars released.
   */
  endReservations(at: number): Promise<number[]>;
}
