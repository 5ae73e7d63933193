import type { Car, FinanceLender } from '@forecourt/shared';
import { withinTimeout } from '@forecourt/shared/remote-kit';
import { isTestDriveOnly } from '@forecourt/shared/search/card-actions';
import { ANSWER_TTL_MS } from '@forecourt/shared/server-kit/answer-cache';
import { financeClientFor } from '../partners/finance';
import { type CarFinanceSources, carLoanRequest } from './car-quote';

// The lender panel's figures for a car (spec: 001 §2 "A finance panel shows the financial figures per
// lender", §3 "Finance lender", §7 "A disclaimer lookup … returns finance_lenders with disclaimer"):
// the partner's own panel for the car, asked on the same loan as its quote, so a lender's new rate or
// disclaimer shows without a stock update. The panel is optional on the car page (§7: failure there is
// silent), so an outage, a slow or a garbled answer falls back to the figures stored with the car,
// which the same availability rules then filter, as they do for a car the partner is not asked about.
// A Test Drive Only car has none (spec: 001 §4 "Test-drive-only cars show Book a Test Drive instead of
// finance"), while a reserved one keeps the stored panel §7's rules allow for an in-stock car.

/** The longest a page waits for the partner's lenders: as long as for its quote, asked beside it. */
export const CAR_LENDERS_TIMEOUT_MS = 800;

/**
 * The lenders' figures the panel is made from (never throws).
 *
 * @example const lenders = await carLendersOf({ env, cache }, car, carKeyOf(tenant.slug, car));
 */
export async function carLendersOf(sources: CarFinanceSources, car: Car, carKey: string): Promise<FinanceLender[]> {
  if (isTestDriveOnly(car)) return [];
  const loan = carLoanRequest(car);
  if (!loan) return car.finance_lenders;
  const lenders = await withinTimeout(
    'the finance lenders',
    CAR_LENDERS_TIMEOUT_MS,
    () =>
      sources.cache.get(`finance-lenders:${carKey}`, ANSWER_TTL_MS.financeLenders, async () => {
        const result = await financeClientFor(sources.env).lenders(loan);
        if (result.kind === 'failed') throw new Error(`the finance partner failed: ${result.error}`);
        return result.lenders;
      }),
    'them',
  );
  return lenders ?? car.finance_lenders;
}
