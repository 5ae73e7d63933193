import { env } from 'cloudflare:workers';
import { repaymentDisplay } from '@forecourt/shared/finance/calculator';
import { repaymentFor } from '@forecourt/shared/finance/repayment';
import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import {
  MAIN_CAR,
  seedVehicleFixtures,
  VEH,
  VEH_RIVAL,
  vehicleCar,
} from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toFinanceCalculatorData } from '../src/features/calculator/view';
import { setPartnerOutage } from './finance-api';

// The car page's finance teaser as mfe-vehicle asks for it: `carQuote(site, car)` on mfe-finance's real
// Worker, through the service binding the platform's Workers use (shared `finance/rpc.ts`). The partner's
// answer is kept in the Worker's isolate, so a repeat view asks nothing; a failure is silent (null).

beforeAll(() => seedVehicleFixtures(env));
beforeEach(() => setPartnerOutage(env.FINANCE_API_URL, false));
afterEach(() => setPartnerOutage(env.FINANCE_API_URL, false));

describe('carQuote (the RPC)', () => {
  it("answers the partner's quote for a site with finance on, and nothing where it is off", async () => {
    const quote = await env.MFE_FINANCE.carQuote(VEH.slug, vehicleCar(MAIN_CAR));
    expect(quote?.weeklyRepaymentAmount).toBeGreaterThan(0);
    expect(quote?.comparisonRate).toBeGreaterThan(quote?.advertisedRate ?? Number.POSITIVE_INFINITY);
    expect(await env.MFE_FINANCE.carQuote(VEH_RIVAL.slug, vehicleCar('veh-rival-corolla-30k'))).toBeNull();
  });

  it('keeps the answer for the next view, and answers null while the partner is down for a car not kept', async () => {
    const car = vehicleCar('veh-corolla-40k');
    const first = await env.MFE_FINANCE.carQuote(VEH.slug, car);
    expect(first).not.toBeNull();
    await setPartnerOutage(env.FINANCE_API_URL, true);
    expect(await env.MFE_FINANCE.carQuote(VEH.slug, car)).toEqual(first);
    expect(await env.MFE_FINANCE.carQuote(VEH.slug, vehicleCar('veh-civic-36k'))).toBeNull();
  });

  it('throws for a site it does not know (the caller leaves the teaser out)', async () => {
    // Awaited in a try: the RPC's promise handed to `expect().rejects` is reported unhandled as well.
    let refused: unknown = null;
    try {
      await env.MFE_FINANCE.carQuote('no-such-site', vehicleCar(MAIN_CAR));
    } catch (error) {
      refused = error;
    }
    expect(String(refused)).toMatch(/the site no-such-site is unknown/);
  });
});

describe('carFinance (the RPC): one figure everywhere (issue 26)', () => {
  it("answers the teaser's quote and the partner's lenders, and the calculator opens on that figure", async () => {
    // A price off the calculator's 500 step, as most cars are.
    const car = { ...vehicleCar('veh-civic-36k'), price: 35_990 };
    const teaser = await env.MFE_FINANCE.carQuote(VEH.slug, car);
    const figures = await env.MFE_FINANCE.carFinance(VEH.slug, car);
    expect(teaser).not.toBeNull();
    expect(figures.quote).toEqual(teaser);
    expect(figures.lenders.length).toBeGreaterThan(0);

    const settings = FragmentSiteSettingsSchema.parse({
      finance: { defaultInterestRate: 8.99, defaultTermYears: 5, defaultDeposit: 0 },
      financeRules: { provider: 'youx' },
    });
    const data = toFinanceCalculatorData({ car, ...figures }, settings, new Date().getUTCFullYear());
    if (!data.enabled) throw new Error('finance is on for the site');
    expect(data.initial.price).toBe(35_990);
    const opening = repaymentFor({ ...data.initial, upfrontFees: data.fees.upfront, monthlyFees: data.fees.monthly });
    expect(repaymentDisplay(opening.repayment, opening.totalPayable).repayment).toBe(data.quote?.weekly);
  });

  it('answers nothing for a site with finance off', async () => {
    expect(await env.MFE_FINANCE.carFinance(VEH_RIVAL.slug, vehicleCar('veh-rival-corolla-30k'))).toEqual({
      quote: null,
      lenders: [],
    });
  });
});
