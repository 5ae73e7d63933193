import type { Car, TenantConfig } from '@forecourt/shared';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import type { Context } from 'hono';
import type { FinanceBindings } from './bindings';
import { carAfterEndedReservations } from './db/reservation-ends';

// A car's `reserved` flag as the reservations move it (issue 17; issue 24 item 2). Every change reaches the
// stock search at once through its RPC (remote.ts `uses: ['mfe_search']`), after the answer: D1 stays the
// truth, so a push that fails is logged and the next index rebuild catches up. And a read that decides
// whether a car is on sale (reserving it, its checkout page) first releases a reservation of it that has
// ended (mfe-vehicle's car page shows it on sale read only: the RPC's carReservationEnded).

/** What moving a car's flag needs: D1, the stock search, a way to keep work alive, the request it is for. */
export interface ReservedCarSources {
  env: Pick<FinanceBindings, 'DB' | 'MFE_SEARCH'>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The request's id on log lines (null for the scheduled run). */
  requestId: string | null;
}

/**
 * A request's sources.
 * @example reservedFlagsChanged(sourcesOf(c), car.id);
 */
export function sourcesOf(c: Context<SliceEnv<FinanceBindings>>): ReservedCarSources {
  return { env: c.env, waitUntil: waitUntilOf(c), requestId: c.get('requestId') };
}

/**
 * Pushes cars' new `reserved` flags to the stock search, the way a stock change reaches it.
 * @example reservedFlagsChanged(sources, car.id);
 */
export function reservedFlagsChanged(sources: ReservedCarSources, ...carIds: number[]): void {
  if (carIds.length === 0) return;
  sources.waitUntil(
    Promise.resolve()
      .then(() => sources.env.MFE_SEARCH.carsChanged(carIds))
      .catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'search push failed',
            requestId: sources.requestId,
            cars: carIds,
            error: String(error),
          }),
        );
      }),
  );
}

/**
 * The car as it stands once a reservation of it that has ended is released (lazily on read), the release
 * pushed to search.
 * @example const car = await settledCar(sources, found, now);
 */
export async function settledCar(sources: ReservedCarSources, found: Car, now: Date): Promise<Car> {
  const { car, released } = await carAfterEndedReservations(sources.env.DB, found, now);
  reservedFlagsChanged(sources, ...released);
  return car;
}

/**
 * The car of this site with `slug`, settled as {@link settledCar} says; null when the site does not show it.
 * @example const car = await carOnRead(sources, tenant, slug, now);
 */
export async function carOnRead(
  sources: ReservedCarSources,
  tenant: TenantConfig,
  slug: string,
  now: Date,
): Promise<Car | null> {
  const found = await findVisibleCar(sources.env.DB, tenant, slug, now);
  return found ? settledCar(sources, found, now) : null;
}
