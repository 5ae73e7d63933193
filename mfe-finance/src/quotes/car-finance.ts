import type { Car } from '@forecourt/shared';
import type { CarFinance } from '@forecourt/shared/finance/rpc';
import { carLendersOf } from './car-lenders';
import { type CarFinanceSources, carKeyOf, carQuoteOf } from './car-quote';

// A car's quote and lenders, asked side by side and kept in the isolate: what the car page's calculator
// shows and what the car's JSON says (mfe-vehicle asks through the RPC), so both are one figure.

/**
 * The partner's quote and lender panel for a car of the site (never throws).
 * @example const { quote, lenders } = await carFinanceOf({ env, cache }, 'harbourcity', car);
 */
export async function carFinanceOf(sources: CarFinanceSources, tenant: string, car: Car): Promise<CarFinance> {
  const carKey = carKeyOf(tenant, car);
  const [quote, lenders] = await Promise.all([carQuoteOf(sources, car, carKey), carLendersOf(sources, car, carKey)]);
  return { quote, lenders };
}
