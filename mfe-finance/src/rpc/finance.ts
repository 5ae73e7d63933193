import type { Car, FinanceQuote, TenantConfig } from '@forecourt/shared';
import type { AccountTradeIn } from '@forecourt/shared/account/api';
import type { Reservation } from '@forecourt/shared/checkout/api';
import type { CarFinance } from '@forecourt/shared/finance/rpc';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import type { FinanceBindings } from '../bindings';
import { hasEndedReservation, releaseEndedReservations } from '../db/reservation-ends';
import { listReservations } from '../db/reservations';
import { listTradeIns } from '../db/trade-ins';
import type { FinanceIsolate } from '../isolate';
import { carFinanceOf } from '../quotes/car-finance';
import { carKeyOf, carQuoteOf } from '../quotes/car-quote';

// mfe-finance as the other Workers ask it (shared `finance/rpc.ts`): the car page's quote teaser and whether the
// car's reservation has ended, the shopper's reservations and trade-ins (the platform's My Garage), and the reservations' ending (the platform's scheduled handler). Each on this slice's
// own tables, partners and clock.

/** What each call needs: the Worker's bindings, the isolate's kept answers, a way to keep work alive, the clock. */
export interface FinanceRpcSources {
  env: FinanceBindings;
  isolate: FinanceIsolate;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The reservations' clock (default: now; tests move it). */
  now?: () => Date;
}

const nowOf = (sources: FinanceRpcSources) => sources.now?.() ?? new Date();

/**
 * The partner's quote for a car on the quick quote's defaults, kept in the isolate; null for a car it
 * quotes nothing for, a partner failing or slow, or a site with finance switched off (no partner asked).
 * @example await carQuote(sources, tenant, car)
 */
export function carQuote(sources: FinanceRpcSources, tenant: TenantConfig, car: Car): Promise<FinanceQuote | null> {
  if (!isSwitchedOn('finance', tenant.features)) return Promise.resolve(null);
  const figures = { env: sources.env, cache: sources.isolate.cache };
  return carQuoteOf(figures, car, carKeyOf(tenant.slug, car));
}

/**
 * The car's quote and lenders from the same kept answers the car page's teaser and calculator read, so the
 * car's JSON says what its page says; nothing for a site with finance switched off.
 * @example await carFinance(sources, tenant, car) // { quote: { weeklyRepaymentAmount: 119.05, … }, lenders: [...] }
 */
export function carFinance(sources: FinanceRpcSources, tenant: TenantConfig, car: Car): Promise<CarFinance> {
  if (!isSwitchedOn('finance', tenant.features)) return Promise.resolve({ quote: null, lenders: [] });
  return carFinanceOf({ env: sources.env, cache: sources.isolate.cache }, tenant.slug, car);
}

/**
 * The shopper's reservations on the site, newest first, as they stand now.
 * @example await shopperReservations(sources, tenant, 42)
 */
export function shopperReservations(
  sources: FinanceRpcSources,
  tenant: TenantConfig,
  userId: number,
): Promise<Reservation[]> {
  return listReservations(sources.env.DB, tenant, userId, nowOf(sources));
}

/**
 * The trade-in valuations the shopper asked for on the site, newest first.
 * @example await shopperTradeIns(sources, tenant, 42)
 */
export function shopperTradeIns(
  sources: FinanceRpcSources,
  tenant: TenantConfig,
  userId: number,
): Promise<AccountTradeIn[]> {
  return listTradeIns(sources.env.DB, tenant, userId);
}

/**
 * Whether a reservation holding the site's car has ended now, read only: mfe-vehicle's car page then shows the
 * car on sale before the release is written (the checkout's, within the minute).
 * @example if (await carReservationEnded(sources, 'harbourcity', car.id)) car = { ...car, reserved: false };
 */
export function carReservationEnded(sources: FinanceRpcSources, tenant: string, carId: number): Promise<boolean> {
  return hasEndedReservation(sources.env.DB, tenant, carId, nowOf(sources));
}

/**
 * Every site's reservations past their end at `at` become `expired` and their cars go back on sale, pushed to
 * the stock search (a failed push is logged: D1 is the truth, and the next index rebuild catches up).
 * @example const released = await endReservations(sources, controller.scheduledTime);
 */
export async function endReservations(sources: FinanceRpcSources, at: number): Promise<number[]> {
  const released = await releaseEndedReservations(sources.env.DB, 'all', new Date(at));
  if (released.length === 0) return released;
  console.log(JSON.stringify({ level: 'info', message: 'reservations ended', cars: released }));
  await Promise.resolve()
    .then(() => sources.env.MFE_SEARCH.carsChanged(released))
    .catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', message: 'search push failed', cars: released, error: String(error) }),
      );
    });
  return released;
}
