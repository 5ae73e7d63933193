import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  DEFAULT_LITRES_PER_100KM,
  FUEL_PRICE_PER_LITRE_RANGE,
  fuelCostFor,
  fuelCostText,
  hasFuelCalculator,
  KM_PER_WEEK_RANGE,
  litresPer100KmOf,
  readCalculatorInput,
} from './fuel-cost';

describe('fuel calculator defaults (spec: 000 §9)', () => {
  it('are $1.70 per litre, 250 km per week and 10 L/100km', () => {
    expect(DEFAULT_FUEL_PRICE_PER_LITRE).toBe(1.7);
    expect(DEFAULT_KM_PER_WEEK).toBe(250);
    expect(DEFAULT_LITRES_PER_100KM).toBe(10);
  });
});

describe('fuelCostFor', () => {
  it('costs the defaults at $42.50 a week, 52 weeks a year, a twelfth of that a month', () => {
    const cost = fuelCostFor({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 });
    expect(cost.weekly).toBeCloseTo(42.5, 10);
    expect(cost.yearly).toBeCloseTo(2210, 10);
    expect(cost.monthly).toBeCloseTo(2210 / 12, 10);
  });

  it('scales with each input', () => {
    const base = fuelCostFor({ pricePerLitre: 2, kmPerWeek: 100, litresPer100Km: 5 }).weekly;
    expect(base).toBeCloseTo(10, 10);
    expect(fuelCostFor({ pricePerLitre: 4, kmPerWeek: 100, litresPer100Km: 5 }).weekly).toBeCloseTo(20, 10);
    expect(fuelCostFor({ pricePerLitre: 2, kmPerWeek: 300, litresPer100Km: 5 }).weekly).toBeCloseTo(30, 10);
    expect(fuelCostFor({ pricePerLitre: 2, kmPerWeek: 100, litresPer100Km: 7.5 }).weekly).toBeCloseTo(15, 10);
  });

  it('counts a cleared or negative input as nothing', () => {
    expect(fuelCostFor({ pricePerLitre: Number.NaN, kmPerWeek: 250, litresPer100Km: 10 })).toEqual({
      weekly: 0,
      monthly: 0,
      yearly: 0,
    });
    expect(fuelCostFor({ pricePerLitre: 1.7, kmPerWeek: -50, litresPer100Km: 10 }).yearly).toBe(0);
  });
});

describe('fuelCostText', () => {
  it('shows whole dollars with thousands commas', () => {
    expect(fuelCostText(fuelCostFor({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 }))).toEqual({
      weekly: '$43',
      monthly: '$184',
      yearly: '$2,210',
    });
  });
});

describe('litresPer100KmOf', () => {
  it("uses the car's combined consumption", () => {
    expect(litresPer100KmOf({ fuelconsumptioncombined: 7.9 })).toEqual({ litresPer100Km: 7.9, known: true });
  });

  it('falls back to 10 L/100km without a variant, a figure, or a positive one', () => {
    const fallback = { litresPer100Km: 10, known: false };
    expect(litresPer100KmOf(null)).toEqual(fallback);
    expect(litresPer100KmOf({ fuelconsumptioncombined: null })).toEqual(fallback);
    expect(litresPer100KmOf({ fuelconsumptioncombined: 0 })).toEqual(fallback);
  });
});

describe('hasFuelCalculator', () => {
  it('is hidden for fully electric cars', () => {
    expect(hasFuelCalculator({ simple_fuel: 'Electric', fuel: null })).toBe(false);
    expect(hasFuelCalculator({ simple_fuel: null, fuel: 'electric' })).toBe(false);
    expect(hasFuelCalculator({ simple_fuel: 'EV', fuel: null })).toBe(false);
  });

  it('shows for fuel burners, hybrids and cars whose fuel is unknown', () => {
    expect(hasFuelCalculator({ simple_fuel: 'Diesel', fuel: 'Diesel' })).toBe(true);
    expect(hasFuelCalculator({ simple_fuel: 'Hybrid', fuel: null })).toBe(true);
    expect(hasFuelCalculator({ simple_fuel: 'Plug-in Hybrid', fuel: 'Petrol/Electric' })).toBe(true);
    expect(hasFuelCalculator({ simple_fuel: null, fuel: 'Petrol/Electric' })).toBe(true);
    expect(hasFuelCalculator({ simple_fuel: null, fuel: null })).toBe(true);
  });

  it('is never shown for a caravan or trailer, which has no engine', () => {
    expect(hasFuelCalculator({ simple_fuel: null, fuel: null, item_type: 'caravan' })).toBe(false);
    expect(hasFuelCalculator({ simple_fuel: 'Diesel', fuel: null, item_type: 'Trailer' })).toBe(false);
    expect(hasFuelCalculator({ simple_fuel: 'Diesel', fuel: null, item_type: 'car' })).toBe(true);
    expect(hasFuelCalculator({ simple_fuel: 'Petrol', fuel: null, item_type: 'motorcycle' })).toBe(true);
  });
});

describe('readCalculatorInput', () => {
  it('reads plain numbers, a leading $, thousands commas and spaces', () => {
    expect(readCalculatorInput('1.85', FUEL_PRICE_PER_LITRE_RANGE)).toBe(1.85);
    expect(readCalculatorInput(' $2 ', FUEL_PRICE_PER_LITRE_RANGE)).toBe(2);
    expect(readCalculatorInput('.5', FUEL_PRICE_PER_LITRE_RANGE)).toBe(0.5);
    expect(readCalculatorInput('1,200', KM_PER_WEEK_RANGE)).toBe(1200);
    expect(readCalculatorInput('0', KM_PER_WEEK_RANGE)).toBe(0);
  });

  it('answers null for empty text, words, signs, exponents and values out of range', () => {
    for (const text of ['', ' ', 'lots', '-5', '1e3', '1.2.3', '$', '.', 'Infinity', '0x10']) {
      expect(readCalculatorInput(text, KM_PER_WEEK_RANGE), text).toBeNull();
    }
    expect(readCalculatorInput('10.01', FUEL_PRICE_PER_LITRE_RANGE)).toBeNull();
    expect(readCalculatorInput('10001', KM_PER_WEEK_RANGE)).toBeNull();
  });
});
