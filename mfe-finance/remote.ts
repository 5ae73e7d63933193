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
    // one page for the car. Declared here, before mfe-vehicle's /cars/:slug, like /cars/trade-in. The
    // gateway redirects the variant a site does not use, and /checkout-journey?car_id=, to the one it does
    // (routes/checkout-paths.ts); sign-in gating is the gateway's too (the site's gatedRoutes).
    ...['/cars/:slug/checkout', '/cars/:slug/buy-online'].map((path) => ({
      path,
      title: 'Reserve this car',
      params: z.object({ slug: CarSlugSchema }),
      fragments: [{ fragment: 'CheckoutPage' as const, primary: true }],
    })),
  ],
  channels: ['stable', 'canary'],
});
