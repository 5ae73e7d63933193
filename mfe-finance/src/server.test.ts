import { type FragmentRequestInput, FragmentSiteSettingsSchema } from '@forecourt/shared';
import { describeRemoteContract } from '@forecourt/shared/remote-kit/remote-contract';
import { sampleCar } from '@forecourt/shared/testing/sample-car';
import type { z } from 'zod';
import remote from '../remote';
import { toBudgetFinderData } from './features/budget/view';
import { toFinanceCalculatorData } from './features/calculator/view';
import { toCheckoutPageData } from './features/checkout/view';
import { toFinancePageData } from './features/finance-form/view';
import { createApp } from './server';

// The fragment Worker in Node, through Hono's app.request, with fake API and ASSETS bindings: the
// shared contract (200 with the data round-trip, 404, 502) for each of the remote's fragments.

const settings: z.input<typeof FragmentSiteSettingsSchema> = {
  siteName: 'Harbour City',
  financeLink: '/finance',
  finance: { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 },
  financeRules: { provider: 'youx' },
};
const tenant = { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101, settings };
const parsed = FragmentSiteSettingsSchema.parse(settings);

const quote = { weeklyRepaymentAmount: 131.5, advertisedRate: 8.49, comparisonRate: 9.12 };
const search = {
  hits: [],
  count: 3,
  facets: { body: [{ value: 'SUV', count: 3 }] },
  facetStats: { price: { min: 9000, max: 90000 } },
  page: 1,
  pages: 1,
  hitsPerPage: 21,
  ms: 1,
};

const financeRequest: FragmentRequestInput = {
  params: {},
  query: { car_id: '4021' },
  tenant,
  islandId: 'fc-finance-page',
};
describeRemoteContract({
  remote,
  createApp,
  fragment: 'FinancePage',
  request: financeRequest,
  api: () => Response.json({ car: sampleCar(), featured: [] }),
  expectedData: () => toFinancePageData({ car: sampleCar(), featured: [] }, { car_id: '4021' }, parsed),
});

describeRemoteContract({
  remote,
  createApp,
  fragment: 'FinanceCalculator',
  request: { params: { slug: '2021-toyota-hilux-sr5-4021' }, tenant, islandId: 'fc-finance-calculator' },
  api: () => Response.json({ car: sampleCar(), quote, lenders: sampleCar().finance_lenders }),
  expectedData: () =>
    toFinanceCalculatorData(
      { car: sampleCar(), quote, lenders: sampleCar().finance_lenders },
      parsed,
      new Date().getUTCFullYear(),
    ),
});

describeRemoteContract({
  remote,
  createApp,
  fragment: 'BudgetFinder',
  request: { params: {}, tenant, islandId: 'fc-budget-finder' },
  api: () => Response.json(search),
  expectedData: () => toBudgetFinderData(search),
});

describeRemoteContract({
  remote,
  createApp,
  fragment: 'CheckoutPage',
  request: { params: { slug: '2021-toyota-hilux-sr5-4021' }, tenant, islandId: 'fc-checkout-page' },
  api: () => Response.json({ car: sampleCar() }),
  expectedData: () => toCheckoutPageData({ car: sampleCar() }, FragmentSiteSettingsSchema.parse({})),
});
