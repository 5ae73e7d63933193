import { describe, expect, it } from 'vitest';
import { sampleCar } from '../testing/sample-car';
import type { StockFeedItem } from './stock-feed';
import { feedCarSlugs, newFeedCar, updatedFeedCar, vinMismatch } from './stock-feed-car';

const NOW = new Date('2026-11-28T10:00:00.000Z');

function item(values: StockFeedItem['values']): StockFeedItem {
  return { line: 2, stocknum: values.stocknum ?? 'HC4021', values };
}

describe('a car from a stock feed row (issue 30)', () => {
  const stored = sampleCar();

  it('adds a new car at the dealership’s first sales location, named and pathed from its row', () => {
    const car = newFeedCar(
      item({
        stocknum: 'N1',
        year: 2024,
        make: 'Kia',
        model: 'Seltos',
        badge: 'S',
        price: 31_990,
        km: 10,
        car_type: 'demo',
        images: ['https://x/1.jpg'],
      }),
      {
        id: 9001,
        slug: '2024-kia-seltos-n1',
        dealership: { id: 7, slug: 'harbour' },
        location: stored.location,
        now: NOW,
      },
    );
    expect(car).toMatchObject({
      id: 9001,
      slug: '2024-kia-seltos-n1',
      path: '/cars/2024-kia-seltos-n1',
      name: '2024 Kia Seltos S',
      status: 'in_stock',
      sold_at: null,
      dealership_id: 7,
      location_id: stored.location.id,
      primary_image_url: 'https://x/1.jpg',
      photos_count: 1,
      created_at: NOW.toISOString(),
      show_on_dealer_website: true,
    });
  });

  it('gives slugs year-make-model-stocknum, then with the dealership’s id, then the car’s', () => {
    expect(feedCarSlugs({ year: 2021, make: 'Toyota', model: 'HiLux', stocknum: 'HC 1' }, 7, 9001)).toEqual([
      '2021-toyota-hilux-hc-1',
      '2021-toyota-hilux-hc-1-7',
      '2021-toyota-hilux-hc-1-7-9001',
    ]);
  });

  it('changes nothing (not even updated_at) when the row says what is stored', () => {
    expect(updatedFeedCar(stored, item({ price: stored.price, make: stored.make }), NOW)).toEqual({
      car: stored,
      change: 'unchanged',
    });
  });

  it('counts a new price as repriced and another change as updated, moving updated_at', () => {
    expect(updatedFeedCar(stored, item({ price: stored.price + 1000 }), NOW)).toMatchObject({
      change: 'repriced',
      car: { price: stored.price + 1000, updated_at: NOW.toISOString() },
    });
    expect(updatedFeedCar(stored, item({ km: stored.km + 5 }), NOW)).toMatchObject({ change: 'updated' });
  });

  it('puts a sold car the feed lists again back in stock, and dates a car the row calls sold', () => {
    const sold = { ...stored, status: 'sold', sold_at: '2026-11-20T00:00:00.000Z' };
    expect(updatedFeedCar(sold, item({}), NOW).car).toMatchObject({ status: 'in_stock', sold_at: null });
    expect(updatedFeedCar(stored, item({ status: 'sold' }), NOW).car).toMatchObject({
      status: 'sold',
      sold_at: NOW.toISOString(),
    });
  });

  it('refuses a VIN that differs from the stored car’s, in any case', () => {
    const withVin = { ...stored, vin: 'JTEBR3FJ10K123456' };
    expect(vinMismatch(withVin, item({ vin: 'jtebr3fj10k123456' }))).toBeNull();
    expect(vinMismatch(withVin, item({}))).toBeNull();
    expect(vinMismatch(withVin, item({ vin: 'MR0FA3CD100000001' }))).toMatch(/differs/);
  });
});
