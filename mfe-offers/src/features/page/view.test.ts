import { sampleCar } from '@forecourt/shared/testing/sample-car';
import { describe, expect, it } from 'vitest';
import { toOffersPageData } from './view';

describe('toOffersPageData', () => {
  it('titles the car and formats its price and facts', () => {
    const car = sampleCar({ year: 2021, make: 'Toyota', model: 'HiLux', price: 52990, km: 41000 });
    const data = toOffersPageData(car, '0.1.0');
    expect(data.title).toBe('2021 Toyota HiLux');
    expect(data.price).toBe('$52,990');
    expect(data.facts[0]).toEqual({ label: 'Kilometres', value: '41,000 km' });
    expect(data.remoteVersion).toBe('0.1.0');
  });
});
