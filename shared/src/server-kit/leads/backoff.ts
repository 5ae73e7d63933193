// When a failed CRM delivery is tried again: exponential backoff with "equal jitter" (half the delay
// fixed, half random), so leads that failed together during an outage do not all come back in the
// same second, and none comes back sooner than half its delay. Nothing gives up: after the cap a lead
// is tried once an hour (spread by the jitter) until the CRM takes it.

/** The first retry's delay before jitter: 30 s. */
export const RETRY_BASE_MS = 30_000;
/** The longest delay before jitter: 1 hour. */
export const RETRY_CAP_MS = 60 * 60_000;

/**
 * The delay before the next attempt after `attempts` failed ones (1 = the first attempt failed):
 * `d = min(cap, base × 2^(attempts − 1))`, then `d/2 + random × d/2`.
 *
 * @example retryDelayMs(1, () => 0) // → 15_000
 * @example retryDelayMs(3, () => 1) // → 120_000
 * @example retryDelayMs(50, () => 0.5) // → 2_700_000 (the 1-hour cap, jittered)
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const delay = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** exponent);
  return Math.round(delay / 2 + random() * (delay / 2));
}
