import type { Car } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { CONTRACT_CARS } from './contract-fixture';
import { IN_STOCK_SENTINEL, SEARCH_FIELDS, toSearchDocument, toSearchHit } from './document';

const [hilux] = CONTRACT_CARS as [Car, ...Car[]];

describe('toSearchDocument', () => {
  it('fills exactly the fields of the schema', () => {
    expect(Object.keys(toSearchDocument(hilux)).sort()).toEqual(Object.keys(SEARCH_FIELDS).sort());
  });

  it('flattens a car into the refinement fields', () => {
    const doc = toSearchDocument(
      { ...hilux, make: ' Toyota ', quote: { weeklyRepaymentAmount: 123.45, advertisedRate: 7, comparisonRate: 8 } },
      { dealershipName: 'Harbour City Toyota' },
    );
    expect(doc).toMatchObject({
      id: 1,
      make_key: 'toyota',
      make_model: ' Toyota  Hilux',
      body: 'Ute',
      fuel: 'Diesel',
      transmission: 'Automatic',
      weekly_price: 123.45,
      dealership_name: 'Harbour City Toyota',
      created_at_timestamp: Date.parse('2026-10-01T10:00:00Z'),
      sold_at_timestamp: null,
      in_stock_or_sold_at: IN_STOCK_SENTINEL,
    });
    expect(toSearchDocument(hilux).dealership_name).toBeNull();
  });

  it('puts a sold car at its sold_at, and one without a readable sold_at nowhere', () => {
    const sold = toSearchDocument({ ...hilux, status: 'sold_pending', sold_at: '2026-11-20T09:30:00Z' });
    expect(sold.in_stock_or_sold_at).toBe(Date.parse('2026-11-20T09:30:00Z'));
    expect(sold.sold_at_timestamp).toBe(Date.parse('2026-11-20T09:30:00Z'));
    expect(toSearchDocument({ ...hilux, status: 'sold', sold_at: 'last week' }).in_stock_or_sold_at).toBeNull();
    expect(toSearchDocument({ ...hilux, status: 'coming_soon', sold_at: null }).in_stock_or_sold_at).toBe(
      IN_STOCK_SENTINEL,
    );
  });
});

describe('toSearchHit', () => {
  it('projects the card fields and rebuilds the instants as ISO strings', () => {
    const hit = toSearchHit(toSearchDocument({ ...hilux, status: 'sold', sold_at: '2026-11-20T09:30:00Z' }));
    expect(hit).toMatchObject({ id: 1, name: '2022 Toyota Hilux SR5', path: hilux.path, price: 52990 });
    expect(hit.created_at).toBe('2026-10-01T10:00:00.000Z');
    expect(hit.sold_at).toBe('2026-11-20T09:30:00.000Z');
    expect(hit).not.toHaveProperty('make_key');
  });
});
