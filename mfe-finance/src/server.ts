import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import { budgetFinder } from './fragments/budget-finder';
import { checkoutPage } from './fragments/checkout-page';
import { financeCalculator } from './fragments/finance-calculator';
import { financePage } from './fragments/finance-page';
import { tradeInPage } from './fragments/trade-in-page';

// The fragment Worker of mfe-finance. No public route (workers_dev = false): only the gateway reaches
// it, through a service binding, at https://fragment.internal/fragments/<name>. Its [assets] (the client
// build under /_mf/mfe_finance/<version>/) are matched by the asset layer before this code runs.

/**
 * Builds the Worker's app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp().request('/fragments/FinancePage', { method: 'POST', body }, env);
 */
export function createApp(): Hono<RemoteWorkerEnv> {
  return fragmentWorker(remote, {
    // ── Finance (issue 16) ──
    FinancePage: financePage,
    FinanceCalculator: financeCalculator,
    BudgetFinder: budgetFinder,
    // ── Trade-in and checkout (issue 17) ──
    TradeInPage: tradeInPage,
    CheckoutPage: checkoutPage,
  });
}

export default createApp();
