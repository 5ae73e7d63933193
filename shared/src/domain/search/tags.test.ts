import { describe, expect, it } from 'vitest';
import { type CarTagConfig, type CarTagFields, tagForCar } from './tags';

const now = new Date('2026-11-22T12:00:00.000Z');

const tenant: CarTagConfig = {
  justArrivedDays: 8,
  soldTagText: 'JUST SOLD',
  features: { electricHybridTag: true, cpoBadgeMake: 'Toyota', runoutSaleGreenTag: false },
};

/** A car that matches every rule at once, so each test can switch rules off from the top. */
function car(overrides: Partial<CarTagFields> = {}): CarTagFields {
  return {
    status: 'coming_soon',
    reserved: true,
    certified: true,
    car_type: 'used',
    make: 'Toyota',
    tag: 'Price Drop',
    created_at: '2026-11-20T00:00:00.000Z',
    simple_fuel: 'Hybrid',
    fuel: 'Petrol/Electric',
    ...overrides,
  };
}

const kindOf = (fields: Partial<CarTagFields>, config: CarTagConfig = tenant) =>
  tagForCar(car(fields), config, now)?.kind ?? 'none';

describe('tagForCar priority (spec: 000 §4, first match wins)', () => {
  it('walks down the list as each rule stops matching', () => {
    const noFuelTag = { ...tenant, features: { ...tenant.features, electricHybridTag: false } };
    expect(kindOf({})).toBe('hybrid');
    expect(kindOf({}, noFuelTag)).toBe('reserved');
    expect(kindOf({ reserved: false }, noFuelTag)).toBe('certified-pre-owned');
    expect(kindOf({ reserved: false, make: 'Mazda' }, noFuelTag)).toBe('explicit');
    expect(kindOf({ reserved: false, make: 'Mazda', tag: null }, noFuelTag)).toBe('coming-soon');
    expect(kindOf({ reserved: false, make: 'Mazda', tag: null, status: 'in_stock' }, noFuelTag)).toBe('just-arrived');
    expect(
      kindOf(
        { reserved: false, make: 'Mazda', tag: null, status: 'in_stock', created_at: '2026-01-01T00:00:00Z' },
        noFuelTag,
      ),
    ).toBe('none');
  });
});

describe('electric or hybrid', () => {
  const plain = { reserved: false, tag: null, status: 'in_stock', created_at: '2020-01-01T00:00:00Z', make: 'Kia' };
  it('tags hybrids, plug-in hybrids and electric cars, from simple_fuel then fuel', () => {
    expect(tagForCar(car({ ...plain, simple_fuel: 'Hybrid' }), tenant, now)).toEqual({
      kind: 'hybrid',
      label: 'Hybrid',
      tone: 'success',
    });
    expect(tagForCar(car({ ...plain, simple_fuel: 'Plug-in Hybrid' }), tenant, now)?.label).toBe('Plug-in Hybrid');
    expect(tagForCar(car({ ...plain, simple_fuel: 'Electric' }), tenant, now)).toEqual({
      kind: 'electric',
      label: 'Electric',
      tone: 'success',
    });
    expect(kindOf({ ...plain, simple_fuel: null, fuel: 'Electric' })).toBe('electric');
    expect(kindOf({ ...plain, simple_fuel: null, fuel: 'Petrol - Electric' })).toBe('hybrid');
    expect(kindOf({ ...plain, simple_fuel: 'Petrol', fuel: 'Electric' })).toBe('none');
    expect(kindOf({ ...plain, simple_fuel: 'Diesel' })).toBe('none');
    expect(kindOf({ ...plain, simple_fuel: null, fuel: null })).toBe('none');
  });
  it('only where the site enables it', () => {
    const off = { ...tenant, features: { ...tenant.features, electricHybridTag: false } };
    expect(kindOf({ ...plain, simple_fuel: 'Electric' }, off)).toBe('none');
  });
});

describe('certified pre-owned', () => {
  const plain = { reserved: false, tag: null, status: 'in_stock', simple_fuel: 'Petrol', fuel: 'Petrol' };
  it('is for certified used cars of the configured make, compared like the stock filter', () => {
    expect(tagForCar(car({ ...plain, make: ' TOYOTA' }), tenant, now)).toEqual({
      kind: 'certified-pre-owned',
      label: 'Certified Pre-Owned',
      tone: 'primary',
    });
    expect(kindOf({ ...plain, car_type: 'demo' })).not.toBe('certified-pre-owned');
    expect(kindOf({ ...plain, certified: false })).not.toBe('certified-pre-owned');
    expect(kindOf({ ...plain, make: 'Lexus' })).not.toBe('certified-pre-owned');
  });
  it('is off without a configured make', () => {
    const off = { ...tenant, features: { ...tenant.features, cpoBadgeMake: null } };
    expect(kindOf(plain, off)).toBe('just-arrived');
    expect(kindOf(plain)).toBe('certified-pre-owned');
  });
});

describe('explicit tag', () => {
  const plain = { reserved: false, make: 'Kia', simple_fuel: 'Petrol', fuel: 'Petrol', status: 'in_stock' };
  it('shows the car’s own tag in red', () => {
    expect(tagForCar(car({ ...plain, tag: ' Price Drop ' }), tenant, now)).toEqual({
      kind: 'explicit',
      label: 'Price Drop',
      tone: 'danger',
    });
    expect(tagForCar(car({ ...plain, tag: 'Runout Sale' }), tenant, now)?.tone).toBe('danger');
    expect(kindOf({ ...plain, tag: '   ' })).toBe('just-arrived');
  });
  it('shows Runout Sale in green where the site says so', () => {
    const green = { ...tenant, features: { ...tenant.features, runoutSaleGreenTag: true } };
    expect(tagForCar(car({ ...plain, tag: 'runout sale' }), green, now)).toEqual({
      kind: 'explicit',
      label: 'runout sale',
      tone: 'success',
    });
    expect(tagForCar(car({ ...plain, tag: 'Price Drop' }), green, now)?.tone).toBe('danger');
  });
});

describe('just arrived', () => {
  const plain = { reserved: false, make: 'Kia', simple_fuel: 'Petrol', fuel: 'Petrol', status: 'in_stock', tag: null };
  it('is within justArrivedDays of created_at, inclusive', () => {
    expect(kindOf({ ...plain, created_at: '2026-11-14T12:00:00.000Z' })).toBe('just-arrived');
    expect(kindOf({ ...plain, created_at: '2026-11-14T11:59:59.999Z' })).toBe('none');
    expect(tagForCar(car({ ...plain, created_at: '2026-11-22T11:00:00Z' }), tenant, now)).toEqual({
      kind: 'just-arrived',
      label: 'Just Arrived',
      tone: 'primary',
    });
  });
  it('follows the site’s days, 0 switching it off, and ignores an unreadable date', () => {
    expect(kindOf({ ...plain, created_at: '2026-11-10T00:00:00Z' }, { ...tenant, justArrivedDays: 14 })).toBe(
      'just-arrived',
    );
    expect(kindOf({ ...plain, created_at: '2026-11-22T12:00:00Z' }, { ...tenant, justArrivedDays: 0 })).toBe('none');
    expect(kindOf({ ...plain, created_at: 'yesterday' })).toBe('none');
  });
});

describe('sold cars', () => {
  it('show the site’s sold tag, whatever else matches', () => {
    expect(tagForCar(car({ status: 'sold' }), tenant, now)).toEqual({
      kind: 'sold',
      label: 'JUST SOLD',
      tone: 'danger',
    });
    expect(tagForCar(car({ status: 'delivered' }), { ...tenant, soldTagText: 'SOLD' }, now)?.label).toBe('SOLD');
  });
});
