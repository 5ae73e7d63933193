import type { ReservationStatus } from './api';

// The dealer releasing a reservation (issue 17 "a refund if the dealer releases it"): a paid deposit is
// refunded through the payments partner; a car held with nothing paid ($0 deposit, spec: 001 §9) is
// released at once, with no refund to ask for. Either way the car goes back on sale. Pure.

/**
 * What releasing a reservation in `status` takes:
 * - `refund`: the deposit was paid; the partner refunds it, then the reservation is `refunded`.
 * - `release`: nothing was paid (held); the reservation is `released`, no partner call.
 * - `done`: already released, refunded or ended (a repeated release changes nothing; an ended one's car is
 *   back on sale already).
 * - `refused`: not releasable: still awaiting its payment (the shopper may be paying now; releasing it
 *   could charge a shopper for a car back on sale), or it failed and holds no car.
 *
 * @example releaseActionFor('held'); // 'release'
 */
export function releaseActionFor(status: ReservationStatus): 'refund' | 'release' | 'done' | 'refused' {
  switch (status) {
    case 'paid':
      return 'refund';
    case 'held':
      return 'release';
    case 'refunded':
    case 'released':
    case 'expired':
      return 'done';
    case 'pending':
    case 'failed':
      return 'refused';
  }
}

/** What the dealer reads when a release is refused (wording ours: the spec shows none). */
export const RELEASE_REFUSALS = {
  pending: 'This reservation is still awaiting its payment. Release it once it is paid, or when the payment fails.',
  failed: 'This reservation was never paid and holds no car: there is nothing to release.',
} as const;
