// A reservation's Idempotency-Key (issue 24 item 6): a retried request of the same shopper for the same
// car on the same site gets the reservation it made; the key said again by another shopper, or for another
// car, is a different request and is refused (422), never answered with someone else's reservation. Pure.

/** What a request says about itself, beside its key. */
export interface KeyedRequest {
  userId: number;
  carSlug: string;
}

/** Why a key cannot be used for this request. */
export type IdempotencyKeyConflict = 'otherShopper' | 'otherCar';

/**
 * Whether the reservation already stored under the key (on this site) was made by this request; null when
 * it was (a retry: answer it again), else the conflict to name.
 *
 * @example idempotencyKeyConflict({ user_id: 7, car_slug: 'a' }, { userId: 7, carSlug: 'b' }); // 'otherCar'
 */
export function idempotencyKeyConflict(
  stored: { user_id: number; car_slug: string },
  request: KeyedRequest,
): IdempotencyKeyConflict | null {
  if (stored.user_id !== request.userId) return 'otherShopper';
  return stored.car_slug === request.carSlug ? null : 'otherCar';
}

/** The 422's error for each conflict (wording ours: the spec shows none). Nothing of the stored one is told. */
export const IDEMPOTENCY_KEY_CONFLICTS: Readonly<Record<IdempotencyKeyConflict, string>> = {
  otherShopper: 'Idempotency-Key: already used for another reservation. Send a new key for each reservation.',
  otherCar: 'Idempotency-Key: already used to reserve another car. Send a new key for each car.',
};
