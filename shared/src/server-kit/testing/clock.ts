// A clock a Worker test moves instead of waiting (sign-in codes, sessions, reservations' ends): the app or
// slice under test is built with `now: () => clock.now`.

/** A clock the test moves. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

/**
 * A clock starting at `start` (epoch ms).
 * @example const clock = testClock(); clock.advance(15 * 60_000);
 */
export function testClock(start = Date.now()): TestClock {
  return {
    now: start,
    advance(ms) {
      this.now += ms;
    },
  };
}
