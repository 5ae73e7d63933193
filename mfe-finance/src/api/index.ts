import { type SliceEnv, sliceApi } from '@forecourt/shared/server-kit/slice-api';
import type { Hono } from 'hono';
import type { FinanceBindings } from '../bindings';
import { type CheckoutOptions, checkout } from './checkout';
import { dealerReservations } from './dealer-reservations';
import { finance } from './finance';
import { miscellaneous } from './miscellaneous';
import { paymentsWebhook } from './payments-webhook';
import { tradeIn } from './trade-in';

/**
 * mfe-finance's JSON API (the prefixes remote.ts declares; the gateway proxies them here, after its checks):
 * `/api/youx` (the finance partner's calls), `/api/trade-in`, `/api/miscellaneous` (a valuation the shopper has, as a trade-in lead), `/api/checkout`, `/api/webhooks/payments` (the
 * payments partner) and `/api/dealer/reservations` (the dealer's systems). `now` is the reservations' clock.
 * @example const api = createApi(); // tests: createApi({ now: () => clock.now })
 */
export function createApi(options: CheckoutOptions = {}): Hono<SliceEnv<FinanceBindings>> {
  const api = sliceApi<FinanceBindings>({ remote: 'mfe_finance' });
  api.route('/api/youx', finance);
  api.route('/api/trade-in', tradeIn);
  api.route('/api/miscellaneous', miscellaneous);
  api.route('/api/checkout', checkout(options));
  api.route('/api/webhooks/payments', paymentsWebhook(options));
  api.route('/api/dealer/reservations', dealerReservations(options));
  return api;
}
