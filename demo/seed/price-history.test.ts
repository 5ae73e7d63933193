import { describe, expect, it } from 'vitest';
import type { PriceHistoryRow } from './price-history';
import { demoData } from './testing';

// The demo's repriced cars: each history a chain from the listing price down to the car's price now.

describe('the demo price history', () => {
  const data = demoData();
  const byCar = new Map<number, PriceHistoryRow[]>();
  for (const row of data.priceHistory) byCar.set(row.car_id, [...(byCar.get(row.car_id) ?? []), row]);
  const cars = new Map(data.cars.map((car) => [car.id, car]));

  it('gives a share of the cars on sale a history, across the dealerships', () => {
    const onSale = data.cars.filter((car) => car.status === 'in_stock' && car.price > 0);
    expect(byCar.size).toBeGreaterThan(onSale.length * 0.2);
    expect(byCar.size).toBeLessThan(onSale.length * 0.4);
    const sites = new Set([...byCar.keys()].map((id) => cars.get(id)?.dealership_id));
    expect(sites.size).toBeGreaterThan(3);
  });

  it('chains each price to the one before, downwards, in time, ending at the price now on its last change', () => {
    for (const [carId, rows] of byCar) {
      const car = cars.get(carId);
      expect(car?.status).toBe('in_stock');
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows[0]).toMatchObject({ previous_price: null, changed_at: car?.created_at });
      for (const [index, row] of rows.entries()) {
        if (index === 0) continue;
        const before = rows[index - 1];
        expect(row.previous_price).toBe(before?.price);
        expect(row.price).toBeLessThan(before?.price ?? 0);
        expect(Date.parse(row.changed_at)).toBeGreaterThan(Date.parse(before?.changed_at ?? ''));
      }
      expect(rows.at(-1)).toMatchObject({ price: car?.price, changed_at: car?.updated_at });
    }
  });
});
