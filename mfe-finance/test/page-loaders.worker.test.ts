import { env } from 'cloudflare:workers';
import { CheckoutPageLoadSchema } from '@forecourt/shared/pages/checkout';
import {
  MAIN_CAR,
  seedVehicleFixtures,
  VEH,
  VEH_RIVAL,
  vehicleCar,
} from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBudgetFinderData } from '../src/features/budget/view';
import { createFinanceIsolate } from '../src/isolate';
import { budgetFinderLoader } from '../src/loaders/budget-finder';
import { checkoutPageLoader } from '../src/loaders/checkout-page';
import { financeCalculatorLoader, financePageLoader } from '../src/loaders/finance-page';
import { tradeInPageLoader } from '../src/loaders/trade-in-page';
import { loaderContext } from './finance-api';

// mfe-finance's page loaders in its own Worker (they were the gateway's /api/pages/finance,
// finance-calculator, trade-in and checkout): the site's car by slug or id, nothing of another site's, and
// nothing at all for a feature the dealer has switched off (issue 24 item 1) — the fragment then renders
// nothing, so no partner is asked.

beforeAll(() => seedVehicleFixtures(env));

/** The car page's site with every finance feature off. */
const OFF = { ...VEH, features: { ...VEH.features, finance: false, tradeIn: false, reserve: false, buyOnline: false } };

describe('the checkout page’s loader', () => {
  it('answers the car by slug, and nothing for a car the site does not show', async () => {
    const load = await checkoutPageLoader()(loaderContext(VEH), MAIN_CAR);
    expect(CheckoutPageLoadSchema.parse(load).car.slug).toBe(MAIN_CAR);
    expect(await checkoutPageLoader()(loaderContext(VEH_RIVAL), MAIN_CAR)).toBeNull();
  });
});

describe('the budget finder’s loader (issue 26)', () => {
  it('reads the cheapest car priced above $1,000 from the stock search, whatever a car priced $0 does', async () => {
    // The site lists a car priced on enquiry ($0): the price statistics, which leave out the search's own
    // price filter, start at 0, and the finder's button could never read '0 Cars Found'.
    const answer = await budgetFinderLoader(loaderContext(VEH));
    expect(answer.facetStats.price?.min).toBe(0);
    expect(toBudgetFinderData(answer).minPrice).toBe(15_000);
  });
});

describe('a switched-off feature’s loaders (issue 24 item 1)', () => {
  it('load nothing, where the site with the feature on loads the page', async () => {
    const { id } = vehicleCar(MAIN_CAR);
    const calculator = financeCalculatorLoader(createFinanceIsolate());
    expect(await calculator(loaderContext(OFF), MAIN_CAR)).toBeNull();
    expect(await financePageLoader(loaderContext(OFF), id, false)).toBeNull();
    expect(await checkoutPageLoader()(loaderContext(OFF), MAIN_CAR)).toBeNull();
    expect(await tradeInPageLoader(loaderContext(OFF), { car_id: String(id) })).toEqual({
      car: null,
      valuation: null,
      dealerships: [],
    });

    expect((await calculator(loaderContext(VEH), MAIN_CAR))?.car.slug).toBe(MAIN_CAR);
    expect(await financePageLoader(loaderContext(VEH), id, false)).not.toBeNull();
    expect(await checkoutPageLoader()(loaderContext(VEH), MAIN_CAR)).not.toBeNull();
    const on = { ...VEH, features: { ...VEH.features, tradeIn: true } };
    expect((await tradeInPageLoader(loaderContext(on), { car_id: String(id) })).car?.slug).toBe(MAIN_CAR);
  });

  it("gives the trade-in form a site of several dealerships' names to choose from, and none where the field is removed (spec: 000 §5)", async () => {
    const on = { ...VEH, features: { ...VEH.features, tradeIn: true } };
    const load = await tradeInPageLoader(loaderContext(on), {});
    expect(load.dealerships.map((dealership) => dealership.slug).sort()).toEqual(['veh-north', 'veh-south']);
    const removed = { ...on, leadForms: { ...on.leadForms, dealershipFieldRemoved: true } };
    expect((await tradeInPageLoader(loaderContext(removed), {})).dealerships).toEqual([]);
  });

  it("gives the finance form without a car the site's dealerships, and none with a car, on the landing or where the field is removed (spec: 000 §5)", async () => {
    const { id } = vehicleCar(MAIN_CAR);
    const withoutCar = await financePageLoader(loaderContext(VEH), null, false);
    expect(withoutCar?.dealerships.map((dealership) => dealership.slug).sort()).toEqual(['veh-north', 'veh-south']);
    expect((await financePageLoader(loaderContext(VEH), id, false))?.dealerships).toEqual([]);
    expect((await financePageLoader(loaderContext(VEH), null, true))?.dealerships).toEqual([]);
    const removed = { ...VEH, leadForms: { ...VEH.leadForms, dealershipFieldRemoved: true } };
    expect((await financePageLoader(loaderContext(removed), null, false))?.dealerships).toEqual([]);
  });
});
