import type { FragmentRequestInput } from '@forecourt/shared';
import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { describeRemoteContract } from '@forecourt/shared/remote-kit/remote-contract';
import { sampleCar } from '@forecourt/shared/testing/sample-car';
import remote from '../remote';
import { toCheckoutPageData } from './features/checkout/view';
import { toFinancePageData } from './features/page/view';
import { createApp } from './server';

// The fragment Worker in Node, through Hono's app.request, with fake API and ASSETS bindings.

const REQUEST: FragmentRequestInput = {
  params: { slug: '2021-toyota-hilux-sr5-4021' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 },
  islandId: 'fc-finance-page',
};

describeRemoteContract({
  remote,
  createApp,
  fragment: 'FinancePage',
  request: REQUEST,
  api: () => Response.json(sampleCar()),
  expectedData: (release) => toFinancePageData(sampleCar(), release.version),
});

describeRemoteContract({
  remote,
  createApp,
  fragment: 'CheckoutPage',
  request: { ...REQUEST, islandId: 'fc-checkout-page' },
  api: () => Response.json({ car: sampleCar() }),
  expectedData: () => toCheckoutPageData({ car: sampleCar() }, FragmentSiteSettingsSchema.parse({})),
});
