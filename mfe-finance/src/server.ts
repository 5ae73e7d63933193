import type { Car, FinanceQuote, TenantConfig } from '@forecourt/shared';
import type { AccountTradeIn } from '@forecourt/shared/account/api';
import type { Reservation } from '@forecourt/shared/checkout/api';
import type { CarFinance, FinanceRpc } from '@forecourt/shared/finance/rpc';
import { sliceEntrypoint } from '@forecourt/shared/remote-kit/entrypoint';
import { createTenantStore } from '@forecourt/shared/server-kit/tenants';
import { createApi } from './api';
import { createApp } from './app';
import type { FinanceBindings } from './bindings';
import { createFinanceIsolate } from './isolate';
import { budgetFinderLoader } from './loaders/budget-finder';
import { checkoutJourneyLoader, checkoutPageLoader } from './loaders/checkout-page';
import { financeCalculatorLoader, financePageLoader } from './loaders/finance-page';
import { onlinePaymentsLoader, reservationReceiptLoader } from './loaders/online-payment';
import { tradeInPageLoader } from './loaders/trade-in-page';
import {
  carFinance,
  carQuote,
  carReservationEnded,
  endReservations,
  shopperReservations,
  shopperTradeIns,
} from './rpc/finance';

// mfe-finance's Worker: a vertical slice. Its fragments and client build over `fetch` (the gateway's service
// binding; no public route), its JSON API through the gateway's proxy (`api`: /api/youx, /api/trade-in,
// /api/checkout, /api/webhooks/payments, /api/dealer/reservations), and its typed RPC (shared
// `finance/rpc.ts`) for the other Workers. One isolate: one cache of the finance partner's answers.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-finance/wrangler.toml   (canary: wrangler.canary.toml)

const isolate = createFinanceIsolate();
const tenants = createTenantStore();

/** The site an RPC call names, or a thrown error (the caller's fallback takes over). */
async function siteOf(env: FinanceBindings, slug: string): Promise<TenantConfig> {
  const lookup = await tenants.bySlug(env.TENANTS, slug, env.DB);
  if (lookup.kind !== 'found') throw new Error(`mfe_finance: the site ${slug} is ${lookup.kind}`);
  return lookup.tenant;
}

export default class FinanceWorker
  extends sliceEntrypoint<FinanceBindings>({
    fragments: createApp({
      loadFinancePage: financePageLoader,
      loadFinanceCalculator: financeCalculatorLoader(isolate),
      loadBudgetFinder: budgetFinderLoader,
      loadTradeInPage: tradeInPageLoader,
      loadCheckoutPage: checkoutPageLoader(),
      loadCheckoutJourney: checkoutJourneyLoader(),
      loadOnlinePayments: onlinePaymentsLoader(),
      loadReservationReceipt: reservationReceiptLoader(),
    }),
    api: createApi(),
  })
  implements FinanceRpc
{
  private sources() {
    return { env: this.env, isolate, waitUntil: (promise: Promise<unknown>) => this.ctx.waitUntil(promise) };
  }

  async carQuote(tenant: string, car: Car): Promise<FinanceQuote | null> {
    return carQuote(this.sources(), await siteOf(this.env, tenant), car);
  }

  async carFinance(tenant: string, car: Car): Promise<CarFinance> {
    return carFinance(this.sources(), await siteOf(this.env, tenant), car);
  }

  carReservationEnded(tenant: string, carId: number): Promise<boolean> {
    return carReservationEnded(this.sources(), tenant, carId);
  }

  async shopperReservations(tenant: string, userId: number): Promise<Reservation[]> {
    return shopperReservations(this.sources(), await siteOf(this.env, tenant), userId);
  }

  async shopperTradeIns(tenant: string, userId: number): Promise<AccountTradeIn[]> {
    return shopperTradeIns(this.sources(), await siteOf(this.env, tenant), userId);
  }

  endReservations(at: number): Promise<number[]> {
    return endReservations(this.sources(), at);
  }
}
