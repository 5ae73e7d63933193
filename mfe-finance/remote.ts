import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-finance's one declaration: the gateway's routes and bindings, the build, the wrangler configs and
// the test stand-ins are derived from it (`npm run remotes:sync` rewrites the generated files).

const noParams = z.object({});

export default defineRemote({
  name: 'mfe_finance',
  version: pkg.version,
  exposes: {
    // ── Finance (issue 16): the finance form and landing, the car page's calculator, the budget finder ──
    './FinancePage': './src/expose/FinancePage.tsx',
    './FinanceCalculator': './src/expose/FinanceCalculator.tsx',
    './BudgetFinder': './src/expose/BudgetFinder.tsx',
    // ── Trade-in and checkout (issue 17) ──
    './TradeInPage': './src/expose/TradeInPage.tsx',
    './CheckoutPage': './src/expose/CheckoutPage.tsx',
  },
  fragments: {
    // ── Finance (issue 16) ──
    FinancePage: { island: true },
    FinanceCalculator: { island: true, hydrate: 'visible' },
    BudgetFinder: { island: true, hydrate: 'visible' },
    // ── Trade-in and checkout (issue 17) ──
    TradeInPage: { island: true },
    CheckoutPage: { island: true },
    CheckoutJourney: { island: false },
    // ── Payments (spec: 001 §6): server HTML only ──
    OnlinePayments: { island: false },
    ReservationReceipt: { island: false },
  },
  pages: [
    // ── Finance (issue 16): spec 001 §2 "Finance form views"; the car page composes FinanceCalculator ──
    {
      path: '/personalised/finance',
      title: 'Personalised finance quote',
      params: noParams,
      fragments: [{ fragment: 'FinancePage', primary: true }],
    },
    {
      path: '/finance',
      title: 'Finance',
      params: noParams,
      fragments: [
        { fragment: 'FinancePage', primary: true },
        { fragment: 'BudgetFinder', primary: false },
      ],
    },
    {
      path: '/finance-enquiry',
      title: 'Finance enquiry',
      params: noParams,
      fragments: [{ fragment: 'FinancePage', primary: true }],
    },
    {
      path: '/apply-for-finance',
      title: 'Apply for finance',
      params: noParams,
      fragments: [{ fragment: 'FinancePage', primary: true }],
    },
    // ── Trade-in and checkout (issue 17) ──────────────────────────────────────────────────────────────
    // The trade-in pages (spec: 001 §2 "/cars/trade-in?car_id={id}, /trade-in, /sell-my-car, /sell-your-car";
    // 000 §2): one form, the car being bought beside it when car_id names one. Declared before mfe-vehicle's
    // /cars/:slug (remotes are routed in folder order), so /cars/trade-in is this page, not a car.
    ...['/trade-in', '/sell-my-car', '/sell-your-car', '/cars/trade-in'].map((path) => ({
      path,
      title: 'Value your trade-in',
      params: z.object({}),
      fragments: [{ fragment: 'TradeInPage' as const, primary: true }],
    })),
    // Reserve / buy online (spec: 000 §2 "/cars/{slug}/checkout; on some sites /cars/{slug}/buy-online"):
    // one page for the car, at either address; the variant a site does not use answers a 301 to the one it
    // does. Declared here, before mfe-vehicle's /cars/:slug, like /cars/trade-in; sign-in gating is the
    // gateway's (the site's gatedRoutes).
    {
      path: '/cars/:slug/:variant{checkout|buy-online}',
      title: 'Reserve this car',
      params: z.object({ slug: CarSlugSchema, variant: z.enum(['checkout', 'buy-online']) }),
      fragments: [{ fragment: 'CheckoutPage', primary: true }],
    },
    // /checkout-journey?car_id={slug or id} (spec: 000 §2; 001 §4 "Checkout pages need a car slug first"):
    // a 302 to the car's checkout, to the stock search when no car is named, not found for a car not shown.
    {
      path: '/checkout-journey',
      title: 'Reserve a car',
      params: noParams,
      fragments: [{ fragment: 'CheckoutJourney', primary: true }],
    },
    // ── Payments (spec: 001 §6 "/online-payment", gated on every site; issue 17 "a receipt page") ─────────
    // The shopper's reservations and one reservation's receipt: `shopper` pages, so the gateway sends the
    // signed-in shopper with the request (the platform gates /online-payment: a signed-out visitor signs in first).
    {
      path: '/online-payment',
      title: 'Online payments',
      params: noParams,
      fragments: [{ fragment: 'OnlinePayments', primary: true }],
      shopper: true,
    },
    {
      path: '/online-payment/:id',
      title: 'Reservation receipt',
      params: z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) }),
      fragments: [{ fragment: 'ReservationReceipt', primary: true }],
      shopper: true,
    },
  ],
  // The finance domain's API (spec: 001 §7; issue 17), proxied by the gateway after its checks: the finance
  // partner's calls spend the shopper's `partners` budget; a trade-in (and its acceptance) and every checkout
  // call the `leads` budget, as before the move. The payments partner's webhook and the dealer's systems
  // spend none (they are not shoppers).
  api: {
    prefixes: [
      '/api/youx',
      '/api/trade-in',
      '/api/miscellaneous',
      '/api/checkout',
      '/api/webhooks/payments',
      '/api/dealer/reservations',
    ],
    budgets: [
      { path: '/api/youx/*', routeClass: 'partners' },
      { path: '/api/trade-in/*', method: 'POST', routeClass: 'leads' },
      { path: '/api/miscellaneous', method: 'POST', routeClass: 'leads' },
      { path: '/api/checkout/*', routeClass: 'leads' },
    ],
  },
  // The finance partner, the trade-in valuation partner, the payments partner, and the platform's CRM and
  // e-mail service (a trade-in's lead goes out through the lead outbox, the server kit's: ADF by e-mail to a
  // dealership whose CRM reads a mailbox).
  partners: ['FINANCE_API_URL', 'VALUATION_API_URL', 'PAYMENTS_API_URL', 'CRM_API_URL', 'EMAIL_API_URL'],
  // The payments partner's webhook signing secret, the dealer's key, and the trade-in accept link's own key.
  secrets: ['PAYMENTS_WEBHOOK_SECRET', 'DEALER_API_KEY', 'TRADE_IN_ACCEPT_SECRET'],
  // The stock search: the finance landing's used cars, the budget finder's counts, and the cars a
  // reservation takes or gives back pushed to it.
  uses: ['mfe_search'],
  channels: ['stable', 'canary'],
});
