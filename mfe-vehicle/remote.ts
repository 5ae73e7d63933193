import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-vehicle's one declaration: its pages, fragments and API travel to the gateway with each release (the
// registry); its wrangler configs, the build and the test stand-ins are derived from it (`npm run
// remotes:sync` rewrites the generated files).

export default defineRemote({
  name: 'mfe_vehicle',
  version: pkg.version,
  exposes: { './VehiclePage': './src/expose/VehiclePage.tsx' },
  // The car page is one island: its sidebar actions (favourite, compare, phone, share, enquire) are above
  // the fold and want hydrating on load; the sections below the fold (calculators, specifications, similar
  // cars) and the dialogs load their own code later, inside the island (deferredSection, lazy dialogs).
  // The dealer's stock feed pages are server HTML only: plain forms and tables, no JavaScript.
  fragments: {
    VehiclePage: { island: true, hydrate: 'load' },
    VehiclePrint: { island: false },
    DealerStock: { island: false },
    DealerStockImport: { island: false },
  },
  pages: [
    {
      path: '/cars/:slug',
      title: 'Car details',
      params: z.object({ slug: CarSlugSchema }),
      // The finance remote's calculator (spec: 001 §2 "#finance-calculator"), after the car's own page.
      fragments: [
        { fragment: 'VehiclePage', primary: true },
        { fragment: 'FinanceCalculator', primary: false, remote: 'mfe_finance' },
      ],
    },
    // The printable page of a car (spec: 000 §2 /print?car_id={slug}): server HTML only, no island; the
    // car comes from the query, so an unknown or missing car_id is this remote's 404.
    {
      path: '/print',
      title: 'Print car details',
      params: z.object({}),
      fragments: [{ fragment: 'VehiclePrint', primary: true }],
    },
    // The dealer's stock feed upload and each import's report (issue 30), in the dealer's area: only the dealer
    // signed in with the dealer key gets them; the form posts to the stock feed API below.
    {
      path: '/dealer/stock',
      title: 'Stock feed',
      params: z.object({}),
      fragments: [{ fragment: 'DealerStock', primary: true }],
      dealer: true,
    },
    {
      path: '/dealer/stock/imports/:id',
      title: 'Stock import',
      params: z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/) }),
      fragments: [{ fragment: 'DealerStockImport', primary: true }],
      dealer: true,
    },
  ],
  // The car API (spec: 000 §7): `/api/cars/{slug}`, its view counter, price guide, delivery, similar cars and
  // PDF. The two that ask a partner spend the shopper's `partners` budget at the gateway.
  api: {
    prefixes: ['/api/cars'],
    budgets: [
      { path: '/api/cars/:slug/autogauge', routeClass: 'partners' },
      { path: '/api/cars/:slug/delivery', routeClass: 'partners' },
    ],
    // A dealer's whole stock list (issue 30: 20,000 cars are ~2.5 MB of the catalogue's CSV), not the gateway's
    // 64 KB: 16 MB, in a minute.
    bodyLimits: [{ path: '/api/cars/stock-feed', bytes: 16 * 1024 * 1024, seconds: 60 }],
  },
  partners: ['PRICE_GUIDE_API_URL', 'DELIVERY_API_URL'],
  // The dealer's key: what a dealership's systems send its stock feed with (POST /api/cars/stock-feed).
  secrets: ['DEALER_API_KEY'],
  // The car page's similar cars (the stock search) and its finance teaser (the finance partner's quote).
  uses: ['mfe_search', 'mfe_finance'],
  channels: ['stable', 'canary'],
});
