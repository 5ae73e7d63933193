import { env } from 'cloudflare:workers';
import { LENDERS, offerOf } from '@forecourt/demo/simulators/finance/lenders';
import type { Car, FinanceLender } from '@forecourt/shared';
import { createAnswerCache } from '@forecourt/shared/server-kit/answer-cache';
import { MAIN_CAR, seedVehicleFixtures, VEH, vehicleCar } from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFinanceIsolate } from '../src/isolate';
import { financeCalculatorLoader } from '../src/loaders/finance-page';
import { CAR_LENDERS_TIMEOUT_MS, carLendersOf } from '../src/quotes/car-lenders';
import { loaderContext } from './finance-api';

// The car page's lender panel reads the finance partner's lenders (spec: 001 §2 "A finance panel shows
// the financial figures per lender", §3 "Finance lender", §7 availability and "failure is silent"):
// through the adapter to the partner simulator in workerd, each of its faults falling back to the
// figures stored with the car, and a kept answer sparing the partner a call per view.

const finance = async (path: string, body: unknown) => {
  const res = await fetch(new URL(path, env.FINANCE_API_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`finance simulator ${path} answered ${res.status}`);
};

/** A lender as the car stores it (the demo data's figures), told apart from any the partner answers. */
const STORED: FinanceLender = {
  financeProvider: 'Taurus',
  establishmentFees: 990,
  termYears: 5,
  termMonths: 60,
  termWeeks: 260,
  interestRate: 9.95,
  comparisonRate: 11.2,
  deposit: 0,
  totalPayable: 38_000,
  weeklyPayment: 146,
  monthlyPayment: 633,
  disclaimer: 'Stored with the car.',
};

/** The $30,000 2022 Corolla, in stock, with one stored lender. */
function car(overrides: Partial<Car> = {}): Car {
  return { ...vehicleCar(MAIN_CAR), finance_lenders: [STORED], ...overrides };
}

/** What the partner's panel answers for that car: its lenders on the quick quote's loan (GREAT, 5 years). */
function partnerPanel(price = 30_000): string[] {
  const year = new Date().getUTCFullYear();
  return LENDERS.map(
    (lender) => offerOf(lender, { price, termYears: 5, year: 2022, credit: 'GREAT' }, year).disclaimer,
  );
}

const sources = () => ({ env, cache: createAnswerCache() });

beforeAll(() => seedVehicleFixtures(env));
/** The partner as it is by default (another test file may have left it down or faulty). */
async function partnerWell() {
  await finance('/control', { outage: false });
  await finance('/faults', { delayMs: 0, garbled: 0 });
}
beforeEach(partnerWell);
afterEach(partnerWell);

describe('the lender panel from the finance partner', () => {
  it("answers the partner's lenders with their figures and disclaimers, not the stored ones", async () => {
    const lenders = await carLendersOf(sources(), car(), 'veh:main:1');
    expect(lenders.map((lender) => lender.financeProvider)).toEqual(LENDERS.map((lender) => lender.financeProvider));
    expect(lenders.map((lender) => lender.disclaimer)).toEqual(partnerPanel());
    for (const lender of lenders) {
      expect(lender.interestRate).toBeGreaterThan(0);
      expect(lender.comparisonRate).toBeGreaterThan(lender.interestRate ?? 0);
      expect(lender.termYears).toBe(5);
    }
  });

  it('is in the calculator loader’s one answer', async () => {
    const load = await financeCalculatorLoader(createFinanceIsolate())(loaderContext(VEH), MAIN_CAR);
    expect(load?.lenders.map((lender) => lender.disclaimer)).toEqual(partnerPanel());
    expect(load?.quote?.weeklyRepaymentAmount).toBeGreaterThan(0);
  });

  it('falls back to the stored lenders when the partner is down', async () => {
    await finance('/control', { outage: true });
    expect(await carLendersOf(sources(), car(), 'veh:main:2')).toEqual([STORED]);
  });

  it('falls back to the stored lenders when the partner answers garbled figures', async () => {
    await finance('/faults', { garbled: 1 });
    expect(await carLendersOf(sources(), car(), 'veh:main:3')).toEqual([STORED]);
  });

  it('falls back to the stored lenders when the partner is slower than the page waits', async () => {
    await finance('/faults', { delayMs: CAR_LENDERS_TIMEOUT_MS + 1_200 });
    const started = Date.now();
    expect(await carLendersOf(sources(), car(), 'veh:main:4')).toEqual([STORED]);
    expect(Date.now() - started).toBeLessThan(CAR_LENDERS_TIMEOUT_MS + 1_000);
  });

  it('asks nothing for a car the partner quotes nothing for (reserved, or priced beyond its bounds)', async () => {
    await finance('/control', { outage: true });
    // With the partner down, an answer other than the stored lenders could only come from a call.
    for (const ineligible of [car({ reserved: true }), car({ price: 900 }), car({ price: 300_000 })]) {
      expect(await carLendersOf(sources(), ineligible, 'veh:main:5')).toEqual([STORED]);
    }
    await finance('/control', { outage: false });
    expect(await carLendersOf(sources(), car({ reserved: true }), 'veh:main:6')).toEqual([STORED]);
  });

  it('has no lenders at all for a Test Drive Only car, stored or the partner’s (Book a Test Drive instead of finance)', async () => {
    expect(await carLendersOf(sources(), car({ tag: 'Test Drive Only' }), 'veh:main:8')).toEqual([]);
  });

  it('keeps an answer for the next views, never a failure', async () => {
    const cache = createAnswerCache();
    await finance('/control', { outage: true });
    expect(await carLendersOf({ env, cache }, car(), 'veh:main:7')).toEqual([STORED]);
    await finance('/control', { outage: false });
    const fresh = await carLendersOf({ env, cache }, car(), 'veh:main:7');
    expect(fresh.map((lender) => lender.disclaimer)).toEqual(partnerPanel());
    // Kept: the partner going down does not change the next view's panel.
    await finance('/control', { outage: true });
    expect(await carLendersOf({ env, cache }, car(), 'veh:main:7')).toEqual(fresh);
  });
});
