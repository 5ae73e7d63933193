import { type FragmentRequestInput, FragmentResponseSchema, FragmentSiteSettingsSchema } from '@forecourt/shared';
import type { Reservation } from '@forecourt/shared/checkout/api';
import type { RemoteBindings } from '@forecourt/shared/remote-kit';
import { fakeRemoteBindings, postFragment, testRelease } from '@forecourt/shared/remote-kit/test-support';
import { sampleCar } from '@forecourt/shared/testing/sample-car';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import remote from '../remote';
import { type AppOptions, createApp } from './app';
import { toBudgetFinderData } from './features/budget/view';
import { toFinanceCalculatorData } from './features/calculator/view';
import { toCheckoutPageData } from './features/checkout/view';
import { toFinancePageData } from './features/finance-form/view';

// The fragments' app in Node, through Hono's app.request, with loaders of the test's own and a fake ASSETS
// binding: for each fragment the data round-trip (what the island hydrates with is what the server rendered
// from), what its loader was asked, the not-found page, a bad request answered without loading anything, and
// a loader's failure. What the loaders read (D1, the partners, the stock search) is tested in workerd (test/).

const settings: z.input<typeof FragmentSiteSettingsSchema> = {
  siteName: 'Harbour City',
  financeLink: '/finance',
  finance: { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 },
  financeRules: { provider: 'youx' },
};
const tenant = { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101, settings };
const parsed = FragmentSiteSettingsSchema.parse(settings);
const RELEASE = testRelease('mfe_finance', '0.1.0', 'stable');

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
/** A reservation as the payments pages' loaders read it. */
const RESERVATION: Reservation = {
  id: '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  car_slug: '2021-toyota-hilux-sr5-4021',
  amount: 500,
  status: 'paid',
  paid_at: '2026-11-20T01:02:00.000Z',
  expires_at: null,
  time_zone: 'Australia/Sydney',
};
const calculatorLoad = () => ({ car: sampleCar(), quote, lenders: sampleCar().finance_lenders });

/** What the loaders answer (null: no such page), and every call they got, with its request id. */
function fakeLoaders(
  answers: {
    finance?: unknown;
    calculator?: unknown;
    checkout?: unknown;
    journey?: unknown;
    payments?: unknown;
    receipt?: unknown;
    fails?: Error;
  } = {},
) {
  const asked: unknown[][] = [];
  const answer =
    <T>(name: string, value: T) =>
    async (context: { requestId: string | undefined }, ...args: unknown[]) => {
      asked.push([name, context.requestId, ...args]);
      if (answers.fails) throw answers.fails;
      return value;
    };
  const loaders: AppOptions = {
    loadFinancePage: answer(
      'finance',
      answers.finance === undefined ? { car: sampleCar(), featured: [], dealerships: [] } : answers.finance,
    ),
    loadFinanceCalculator: answer(
      'calculator',
      answers.calculator === undefined ? calculatorLoad() : answers.calculator,
    ),
    loadBudgetFinder: answer('budget', search),
    loadTradeInPage: answer('trade-in', { car: sampleCar(), valuation: null, dealerships: [] }),
    loadCheckoutPage: answer('checkout', answers.checkout === undefined ? { car: sampleCar() } : answers.checkout),
    loadCheckoutJourney: answer('journey', answers.journey === undefined ? sampleCar().slug : answers.journey),
    loadOnlinePayments: answer('payments', answers.payments === undefined ? [RESERVATION] : answers.payments),
    loadReservationReceipt: answer(
      'receipt',
      answers.receipt === undefined ? { reservation: RESERVATION, carTitle: '2021 Toyota Hilux' } : answers.receipt,
    ),
  } as AppOptions;
  return { asked, loaders };
}

function bindings(): RemoteBindings {
  return fakeRemoteBindings({
    release: () => Response.json(RELEASE),
  }).env;
}

async function render(fragment: string, request: Partial<FragmentRequestInput>, fakes = fakeLoaders()) {
  const body = { params: {}, tenant, islandId: 'fc-x', ...request };
  const response = await postFragment(createApp(fakes.loaders), bindings(), fragment, body, {
    'x-request-id': 'req-3',
  });
  return { status: response.status, json: (await response.json()) as unknown, asked: fakes.asked };
}

async function rendered(fragment: string, request: Partial<FragmentRequestInput>, fakes = fakeLoaders()) {
  const { status, json, asked } = await render(fragment, request, fakes);
  expect(status, JSON.stringify(json)).toBe(200);
  return { body: FragmentResponseSchema.parse(json), asked };
}

describe('POST /fragments/FinancePage', () => {
  it('renders the form for the query’s car, from its loader asked for that car id', async () => {
    const { body, asked } = await rendered('FinancePage', { query: { car_id: '4021' } });
    expect(asked).toEqual([['finance', 'req-3', 4021, false]]);
    expect(body).toMatchObject({
      status: 200,
      module: 'mfe_finance/FinancePage',
      remote: { name: 'mfe_finance', version: RELEASE.version },
    });
    expect(body.data).toEqual(
      toFinancePageData({ car: sampleCar(), featured: [], dealerships: [] }, { car_id: '4021' }, parsed),
    );
  });

  it('asks for no car when the query names none or something that is not an id', async () => {
    const { asked } = await rendered('FinancePage', { query: { car_id: '4021x' } });
    expect(asked).toEqual([['finance', 'req-3', null, false]]);
  });

  it('answers a site without finance (the loader’s null) with a 404 and nothing to hydrate', async () => {
    const { body } = await rendered('FinancePage', { query: {} }, fakeLoaders({ finance: null }));
    expect(body).toMatchObject({ status: 404, data: null, module: null });
  });
});

describe('POST /fragments/FinanceCalculator', () => {
  it('renders the calculator of the page’s car, from its loader asked for that slug', async () => {
    const { body, asked } = await rendered('FinanceCalculator', { params: { slug: '2021-toyota-hilux-sr5-4021' } });
    expect(asked).toEqual([['calculator', 'req-3', '2021-toyota-hilux-sr5-4021']]);
    expect(body.data).toEqual(toFinanceCalculatorData(calculatorLoad(), parsed, new Date().getUTCFullYear()));
  });

  it('renders nothing for a car the site does not show, or with finance off', async () => {
    const { body } = await rendered(
      'FinanceCalculator',
      { params: { slug: 'x-1' } },
      fakeLoaders({ calculator: null }),
    );
    expect(body).toMatchObject({ status: 404, data: null, html: '' });
  });
});

describe('POST /fragments/BudgetFinder', () => {
  it('renders from the loader’s stock search', async () => {
    const { body, asked } = await rendered('BudgetFinder', {});
    expect(asked).toEqual([['budget', 'req-3']]);
    expect(body.data).toEqual(toBudgetFinderData(search));
  });

  it('offers the quick picks of the site’s variant', async () => {
    const { body } = await rendered('BudgetFinder', {
      tenant: { ...tenant, settings: { ...settings, budgetFinder: { quickPicks: 'high' } } },
    });
    expect(body.data).toEqual(toBudgetFinderData(search, { quickPicks: 'high' }));
    expect(body.data).toMatchObject({ quickPicks: expect.arrayContaining([300_000, 800_000]) });
  });
});

describe('POST /fragments/TradeInPage', () => {
  it('passes the page’s query to its loader and renders what it answers', async () => {
    const query = { car_id: '4021', lead_id: 'not-a-lead' };
    const { body, asked } = await rendered('TradeInPage', { query });
    expect(asked).toEqual([['trade-in', 'req-3', query]]);
    expect(body.module).toBe('mfe_finance/TradeInPage');
  });
});

describe('POST /fragments/CheckoutPage', () => {
  it('renders the checkout of the path’s car, from its loader asked for that slug', async () => {
    const { body, asked } = await rendered('CheckoutPage', { params: { slug: '2021-toyota-hilux-sr5-4021' } });
    expect(asked).toEqual([['checkout', 'req-3', '2021-toyota-hilux-sr5-4021']]);
    expect(body.data).toEqual(toCheckoutPageData({ car: sampleCar() }, parsed));
  });

  it('answers a car the site does not reserve online with the not-found page', async () => {
    const { body } = await rendered('CheckoutPage', { params: { slug: 'x-1' } }, fakeLoaders({ checkout: null }));
    expect(body).toMatchObject({ status: 404, data: null, head: { title: 'Not found' } });
  });

  it('sends the variant a site does not use to the one it does (301), keeping the query, loading nothing', async () => {
    const slug = '2021-toyota-hilux-sr5-4021';
    const buyOnlineSite = { ...tenant, settings: { ...settings, features: { buyOnline: true } } };
    const toCheckout = await rendered('CheckoutPage', {
      params: { slug, variant: 'buy-online' },
      query: { from: 'card' },
    });
    expect(toCheckout.body).toMatchObject({
      status: 301,
      redirect: { location: `/cars/${slug}/checkout?from=card`, status: 301 },
    });
    const toBuyOnline = await rendered('CheckoutPage', {
      params: { slug, variant: 'checkout' },
      tenant: buyOnlineSite,
    });
    expect(toBuyOnline.body.redirect).toEqual({ location: `/cars/${slug}/buy-online`, status: 301 });
    expect([...toCheckout.asked, ...toBuyOnline.asked]).toEqual([]);
  });
});

describe('POST /fragments/CheckoutJourney', () => {
  it('sends /checkout-journey?car_id= to the named car’s checkout (302), as its loader found it', async () => {
    const { body, asked } = await rendered('CheckoutJourney', { query: { car_id: '4021' } });
    expect(asked).toEqual([['journey', 'req-3', '4021']]);
    expect(body).toMatchObject({
      status: 302,
      redirect: { location: `/cars/${sampleCar().slug}/checkout`, status: 302 },
    });
  });

  it('sends a visitor who named no car to the stock search, and a car the site does not show is not found', async () => {
    const unnamed = await rendered('CheckoutJourney', { query: { car_id: ' ' } });
    expect(unnamed.body.redirect).toEqual({ location: '/search', status: 302 });
    expect(unnamed.asked).toEqual([]);
    const unknown = await rendered('CheckoutJourney', { query: { car_id: 'x-1' } }, fakeLoaders({ journey: null }));
    expect(unknown.body).toMatchObject({ status: 404, data: null, redirect: null });
  });
});

describe('every fragment', () => {
  it.each(Object.keys(remote.fragments))(
    '%s answers 400 JSON for a bad body, without loading anything',
    async (name) => {
      const fakes = fakeLoaders();
      for (const body of ['{', { params: {}, islandId: 'fc-x' }, { params: {}, tenant, islandId: 'Not An Id' }]) {
        const response = await postFragment(createApp(fakes.loaders), bindings(), name, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
      }
      expect(fakes.asked).toEqual([]);
    },
  );

  it.each(Object.keys(remote.fragments))('%s answers 500 JSON, logged, when its loader fails', async (name) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fakes = fakeLoaders({ fails: new Error('D1 failed') });
    const request = { params: { slug: '2021-toyota-hilux-sr5-4021', id: RESERVATION.id }, query: { car_id: '4021' } };
    const { status, json } = await render(name, request, fakes);
    expect([status, json]).toEqual([500, { error: 'Internal error' }]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it.each([
    ['GET', '/fragments/FinancePage'],
    ['POST', '/fragments/Nope'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const answer = await createApp(fakeLoaders().loaders).request(
      `https://fragment.internal${path}`,
      { method },
      bindings(),
    );
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: expect.stringContaining('Not found') });
  });
});

describe('POST /fragments/OnlinePayments and ReservationReceipt (spec: 001 §6, shopper pages)', () => {
  const shopper = { userId: 42, phone: '0412345678' };

  it('renders the shopper’s reservations as server HTML only (nothing to hydrate), each linking to its receipt', async () => {
    const { body, asked } = await rendered('OnlinePayments', { shopper });
    expect(asked).toEqual([['payments', 'req-3']]);
    expect(body).toMatchObject({ status: 200, data: null, module: null, head: { title: 'Online payments' } });
    expect(body.html).toContain(`href="/online-payment/${RESERVATION.id}"`);
    expect(body.html).toContain('$500');
    expect(body.html).not.toContain('style=');
  });

  it('renders the receipt of the path’s reservation, from its loader asked for that id', async () => {
    const { body, asked } = await rendered('ReservationReceipt', { params: { id: RESERVATION.id }, shopper });
    expect(asked).toEqual([['receipt', 'req-3', RESERVATION.id]]);
    expect(body).toMatchObject({ status: 200, module: null, head: { title: 'Reservation receipt' } });
    expect(body.html).toContain('2021 Toyota Hilux');
  });

  it('answers not found when the loader finds nothing for the shopper (no shopper, or not theirs)', async () => {
    const list = await rendered('OnlinePayments', {}, fakeLoaders({ payments: null }));
    expect(list.body).toMatchObject({ status: 404, data: null, module: null });
    const receipt = await rendered(
      'ReservationReceipt',
      { params: { id: RESERVATION.id } },
      fakeLoaders({ receipt: null }),
    );
    expect(receipt.body).toMatchObject({ status: 404, data: null, module: null });
  });
});
