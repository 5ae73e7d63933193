import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import type { FinanceBindings } from './bindings';
import { type BudgetFinderLoader, budgetFinder } from './fragments/budget-finder';
import {
  type CheckoutJourneyLoader,
  type CheckoutPageLoader,
  checkoutJourney,
  checkoutPage,
} from './fragments/checkout-page';
import { type FinanceCalculatorLoader, financeCalculator } from './fragments/finance-calculator';
import { type FinancePageLoader, financePage } from './fragments/finance-page';
import {
  type OnlinePaymentsLoader,
  onlinePayments,
  type ReservationReceiptLoader,
  reservationReceipt,
} from './fragments/online-payment';
import { type TradeInPageLoader, tradeInPage } from './fragments/trade-in-page';

// The fragments of mfe-finance, each rendered from its loader. The Worker (server.ts) mounts it beside the
// API and the RPC; tests build their own with loaders of their own.

/** What the fragments load their pages with (the Worker's: loaders/*). */
export interface AppOptions {
  loadFinancePage: FinancePageLoader;
  loadFinanceCalculator: FinanceCalculatorLoader;
  loadBudgetFinder: BudgetFinderLoader;
  loadTradeInPage: TradeInPageLoader;
  loadCheckoutPage: CheckoutPageLoader;
  loadCheckoutJourney: CheckoutJourneyLoader;
  loadOnlinePayments: OnlinePaymentsLoader;
  loadReservationReceipt: ReservationReceiptLoader;
}

/**
 * Builds the fragments' app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp(loaders).request('/fragments/FinancePage', { method: 'POST', body }, env);
 */
export function createApp(options: AppOptions): Hono<RemoteWorkerEnv<FinanceBindings>> {
  return fragmentWorker<keyof typeof remote.fragments, FinanceBindings>(remote, {
    // ── Finance (issue 16) ──
    FinancePage: financePage(options.loadFinancePage),
    FinanceCalculator: financeCalculator(options.loadFinanceCalculator),
    BudgetFinder: budgetFinder(options.loadBudgetFinder),
    // ── Trade-in and checkout (issue 17) ──
    TradeInPage: tradeInPage(options.loadTradeInPage),
    CheckoutPage: checkoutPage(options.loadCheckoutPage),
    CheckoutJourney: checkoutJourney(options.loadCheckoutJourney),
    // ── Payments (spec: 001 §6) ──
    OnlinePayments: onlinePayments(options.loadOnlinePayments),
    ReservationReceipt: reservationReceipt(options.loadReservationReceipt),
  });
}
