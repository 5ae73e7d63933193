import type { Car, SearchCard } from '@forecourt/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONTRACT_CARS } from './contract-fixture';
import {
  IN_STOCK_SENTINEL,
  SEARCH_FIELDS,
  type SEARCH_HIT_FIELDS,
  type SearchDocument,
  type SearchHit,
  toSearchDocument,
  toSearchHit,
} from './document';

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

  it('fills the set fields and the price bands', () => {
    const doc = toSearchDocument(
      {
        ...hilux,
        price: 24_990,
        standardEquipment: ['Tow Bar', ' Sunroof', 'Tow Bar', ''],
        quote: { weeklyRepaymentAmount: 149.99, advertisedRate: 7, comparisonRate: 8 },
      },
      { categories: ['Ute', 'Cab Chassis', 'Ute'] },
    );
    expect(doc).toMatchObject({
      filtered_features: ['Tow Bar', 'Sunroof'],
      categories: ['Ute', 'Cab Chassis'],
      price_range: '20000:30000',
      weekly_price_range: '100:150',
    });
    const unpriced = toSearchDocument({ ...hilux, price: 0, quote: null });
    expect(unpriced).toMatchObject({ categories: [], price_range: null, weekly_price: null, weekly_price_range: null });
  });

  it('flags whether the car names a payment processor (card actions, spec: 001 §4)', () => {
    expect(toSearchDocument({ ...hilux, payment_processors: ['stripe'] }).has_payment_processor).toBe(true);
    expect(toSearchDocument({ ...hilux, payment_processors: [] }).has_payment_processor).toBe(false);
    expect(toSearchDocument({ ...hilux, payment_processors: [' '] }).has_payment_processor).toBe(false);
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

  it('keeps a car not in stock without a sold date (under offer) with the in-stock ones (spec: 000 §4)', () => {
    expect(toSearchDocument({ ...hilux, status: 'under_offer', sold_at: null }).in_stock_or_sold_at).toBe(
      IN_STOCK_SENTINEL,
    );
  });
});

describe('toSearchHit', () => {
  it('is the shared SearchCard of the API contract', () => {
    // Flattened: an intersection and the object type it amounts to compare as different types.
    type Projected = {
      [K in (typeof SEARCH_HIT_FIELDS)[number] | 'created_at' | 'sold_at']: K extends keyof SearchDocument
        ? SearchDocument[K]
        : K extends 'sold_at'
          ? string | null
          : string;
    };
    expectTypeOf<Projected>().toEqualTypeOf<SearchCard>();
    expectTypeOf<SearchHit>().toEqualTypeOf<SearchCard>();
  });

  it('projects the card fields and rebuilds the instants as ISO strings', () => {
    const hit = toSearchHit(toSearchDocument({ ...hilux, status: 'sold', sold_at: '2026-11-20T09:30:00Z' }));
    expect(hit).toMatchObject({ id: 1, name: '2022 Toyota Hilux SR5', path: hilux.path, price: 52990 });
    expect(hit.created_at).toBe('2026-10-01T10:00:00.000Z');
    expect(hit.sold_at).toBe('2026-11-20T09:30:00.000Z');
    expect(hit).not.toHaveProperty('make_key');
  });

  it('carries what the card actions read: the payment processor flag, reserved and the tag', () => {
    const doc = toSearchDocument({ ...hilux, payment_processors: ['stripe'], reserved: false, tag: 'Test Drive Only' });
    expect(toSearchHit(doc)).toMatchObject({ has_payment_processor: true, reserved: false, tag: 'Test Drive Only' });
    expect(toSearchHit(toSearchDocument(hilux)).has_payment_processor).toBe(false);
  });
});
