import { describe, expect, it } from 'vitest';
import { DAILY_ALERT_INTERVAL_MS } from './saved-searches';
import { DIGEST_MAX_CARS, digestFor, isAlertDue, type MatchedCar, searchChanges } from './search-alerts';

/** When the search was last looked at; the cars are listed after it unless a test says otherwise. */
const LOOKED_AT = 1_000;
const car = (id: number, price: number, listedAt = LOOKED_AT + 1): MatchedCar => ({
  id,
  price,
  title: `Car ${id}`,
  href: `/cars/car-${id}`,
  listedAt,
});
const BOTH = { newCars: true, priceDrops: true };

describe('searchChanges', () => {
  it('tells the cars new to the search and those cheaper than at its last look', () => {
    const seen = new Map([
      [1, 30_000],
      [2, 20_000],
      [3, 10_000],
    ]);
    const changes = searchChanges(
      seen,
      [car(1, 28_000), car(2, 21_000), car(3, 10_000), car(4, 5_000)],
      BOTH,
      LOOKED_AT,
    );
    expect(changes.arrivals.map((arrival) => arrival.id)).toEqual([4]);
    expect(changes.drops).toEqual([{ car: car(1, 28_000), was: 30_000 }]);
  });

  it('keeps to what the shopper asked for, and says nothing of a car without a price', () => {
    const seen = new Map([[1, 30_000]]);
    expect(
      searchChanges(seen, [car(1, 20_000), car(2, 9_000)], { newCars: false, priceDrops: true }, LOOKED_AT).arrivals,
    ).toEqual([]);
    expect(searchChanges(seen, [car(1, 20_000)], { newCars: true, priceDrops: false }, LOOKED_AT).drops).toEqual([]);
    expect(searchChanges(seen, [car(1, 0)], BOTH, LOOKED_AT).drops).toEqual([]);
  });
});

describe('searchChanges, a window of the newest', () => {
  it('counts no car as new that was listed before the last look (a window that reaches older cars as others sell)', () => {
    const changes = searchChanges(new Map(), [car(7, 20_000, LOOKED_AT - 1), car(8, 21_000)], BOTH, LOOKED_AT);
    expect(changes.arrivals.map((arrival) => arrival.id)).toEqual([8]);
  });
});

describe('isAlertDue', () => {
  const now = 1_800_000_000_000;
  it('looks at an instant search every run and a daily one a day after its last look', () => {
    expect(isAlertDue({ frequency: 'instant', checkedAt: now - 1 }, now)).toBe(true);
    expect(isAlertDue({ frequency: 'daily', checkedAt: null }, now)).toBe(true);
    expect(isAlertDue({ frequency: 'daily', checkedAt: now - DAILY_ALERT_INTERVAL_MS + 1 }, now)).toBe(false);
    expect(isAlertDue({ frequency: 'daily', checkedAt: now - DAILY_ALERT_INTERVAL_MS }, now)).toBe(true);
  });
});

describe('digestFor', () => {
  const utes = (changes: ReturnType<typeof searchChanges>) => ({
    name: 'Utes',
    changes,
    unsubscribeUrl: 'https://dealer.example/saved-searches/unsubscribe?token=a',
  });

  it('names each new car and price drop once, with absolute links and the stop link', () => {
    const changes = { arrivals: [car(4, 35_000)], drops: [{ car: car(1, 28_000), was: 30_000 }] };
    const digest = digestFor(
      'Harbour City',
      'https://dealer.example',
      [utes(changes), { ...utes(changes), name: 'Again' }],
      new Set(),
    );
    expect(digest?.subject).toBe('Harbour City: 1 new car and 1 price drop for your saved searches');
    expect(digest?.text).toContain('New: Car 4 $35,000 https://dealer.example/cars/car-4');
    expect(digest?.text).toContain('Price drop: Car 1 now $28,000 (was $30,000) https://dealer.example/cars/car-1');
    expect(digest?.text).toContain('Stop alerts for “Utes”: https://dealer.example/saved-searches/unsubscribe?token=a');
    expect(digest?.text).not.toContain('Again');
    expect(digest?.keys.sort()).toEqual(['drop:1:28000', 'new:4']);
  });

  it('sends no car twice for the same reason, but a further drop is news', () => {
    const changes = { arrivals: [car(4, 35_000)], drops: [{ car: car(1, 28_000), was: 30_000 }] };
    expect(digestFor('Site', 'https://x.example', [utes(changes)], new Set(['new:4', 'drop:1:28000']))).toBeNull();
    const further = { arrivals: [], drops: [{ car: car(1, 26_000), was: 28_000 }] };
    expect(digestFor('Site', 'https://x.example', [utes(further)], new Set(['drop:1:28000']))?.keys).toEqual([
      'drop:1:26000',
    ]);
  });

  it(`names at most ${DIGEST_MAX_CARS} cars and counts the rest, within one text message`, () => {
    const arrivals = Array.from({ length: 12 }, (_, index) => car(100 + index, 20_000 + index));
    const digest = digestFor('Site', 'https://x.example', [utes({ arrivals, drops: [] })], new Set());
    expect(digest?.text.match(/^New: /gm)).toHaveLength(DIGEST_MAX_CARS);
    expect(digest?.text).toContain(`and ${12 - DIGEST_MAX_CARS} more on the site`);
    expect(digest?.keys).toHaveLength(12);
    expect(digest?.text.length).toBeLessThanOrEqual(1600);
  });

  it('stays within one text message at its longest: long names, titles and links, many searches', () => {
    const origin = 'https://www.a-dealer-group-with-a-long-name.com.au';
    const long = (id: number): MatchedCar => ({
      id,
      price: 123_456,
      title: `2024 Mercedes-Benz Sprinter 519 CDI High Roof Long Wheelbase ${id}`,
      href: `/cars/2024-mercedes-benz-sprinter-519-cdi-high-roof-long-wheelbase-${id}`,
      listedAt: LOOKED_AT + 1,
    });
    const searches = Array.from({ length: 10 }, (_, index) => ({
      name: `${'A very particular search of ours'.padEnd(58, '.')} ${index}`,
      changes: { arrivals: [long(index * 2)], drops: [{ car: long(index * 2 + 1), was: 199_999 }] },
      unsubscribeUrl: `${origin}/saved-searches/unsubscribe?token=${'f'.repeat(32)}`,
    }));
    const digest = digestFor('A Dealer Group With A Long Name', origin, searches, new Set());
    expect(digest?.text.length).toBeLessThanOrEqual(1600);
    expect(digest?.text).toContain(`Your other saved searches: ${origin}/my-garage#fc-garage-searches`);
  });
});
