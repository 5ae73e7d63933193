import { describe, expect, it } from 'vitest';
import { deliveryQuote, depotDistanceKm } from './delivery/quote';
import { REGIONS, regionForPostcode } from './delivery/regions';
import { confidenceFor, MIN_SAMPLE, sampleSizeFor, unitHash, valuate } from './price-guide/market-model';

// The partner simulators' models (pure; run here because the simulators are Workers code).

describe('delivery: regionForPostcode', () => {
  it.each([
    ['2000', 'Sydney Metro'],
    ['2150', 'Sydney Metro'],
    ['2750', 'Sydney Metro'],
    ['2250', 'Central Coast'],
    ['2300', 'Newcastle & Hunter'],
    ['2500', 'Illawarra'],
    ['2600', 'Canberra'],
    ['2913', 'Canberra'],
    ['2620', 'Regional NSW'],
    ['2880', 'Regional NSW'],
    ['3000', 'Melbourne Metro'],
    ['3220', 'Geelong'],
    ['3555', 'Regional VIC'],
    ['4000', 'Brisbane Metro'],
    ['4217', 'Gold Coast'],
    ['4558', 'Sunshine Coast'],
    ['4350', 'Southern QLD'],
    ['4740', 'Central QLD'],
    ['4810', 'North QLD'],
    ['4870', 'Far North QLD'],
    ['5082', 'Adelaide Metro'],
    ['5700', 'Regional SA'],
    ['6000', 'Perth Metro'],
    ['6230', 'Regional WA'],
    ['7000', 'Hobart'],
    ['7250', 'Regional TAS'],
    ['0800', 'Darwin'],
    ['0870', 'Alice Springs'],
  ])('%s is %s', (postcode, name) => {
    expect(regionForPostcode(postcode)?.name).toBe(name);
  });

  it.each([
    ['0850', 'remote NT (Katherine)'],
    ['0200', 'ANU PO boxes'],
    ['6725', 'the Kimberley (Broome)'],
    ['6751', 'the Pilbara'],
    ['6800', 'WA PO boxes'],
    ['1000', 'NSW PO boxes'],
    ['8001', 'VIC PO boxes'],
    ['9999', 'QLD PO boxes'],
    ['0000', 'no postcode'],
    ['abcd', 'not digits'],
    ['400', 'three digits'],
    ['40000', 'five digits'],
  ])('%s (%s) is not served', (postcode) => {
    expect(regionForPostcode(postcode)).toBeNull();
  });
});

describe('delivery: deliveryQuote', () => {
  it('measures depot distances like a map', () => {
    expect(Math.round(depotDistanceKm(REGIONS.sydney, REGIONS.melbourne))).toBeGreaterThan(700);
    expect(Math.round(depotDistanceKm(REGIONS.sydney, REGIONS.melbourne))).toBeLessThan(730);
    expect(depotDistanceKm(REGIONS.perth, REGIONS.brisbane)).toBeGreaterThan(3500);
  });

  it('charges the local minimum run within a region', () => {
    expect(deliveryQuote(REGIONS.sydney, REGIONS.sydney)).toEqual({ distance_km: 30, price: 205 });
  });

  it('costs more the farther it goes, the same both ways, in multiples of $5', () => {
    const sydneyToNewcastle = deliveryQuote(REGIONS.sydney, REGIONS.newcastle);
    const sydneyToBrisbane = deliveryQuote(REGIONS.sydney, REGIONS.brisbane);
    const sydneyToPerth = deliveryQuote(REGIONS.sydney, REGIONS.perth);
    expect(sydneyToNewcastle.price).toBeLessThan(sydneyToBrisbane.price);
    expect(sydneyToBrisbane.price).toBeLessThan(sydneyToPerth.price);
    expect(deliveryQuote(REGIONS.perth, REGIONS.sydney)).toEqual(sydneyToPerth);
    for (const quote of [sydneyToNewcastle, sydneyToBrisbane, sydneyToPerth]) expect(quote.price % 5).toBe(0);
  });

  it('adds the Bass Strait ferry to and from Tasmania only', () => {
    const melbourneToHobart = deliveryQuote(REGIONS.melbourne, REGIONS.hobart);
    const melbourneToCanberra = deliveryQuote(REGIONS.melbourne, REGIONS.canberra);
    // Hobart is about as far as Canberra from Melbourne by the map; the ferry makes the difference.
    expect(melbourneToHobart.price - melbourneToCanberra.price).toBeGreaterThan(400);
    expect(deliveryQuote(REGIONS.hobart, REGIONS.regionalTas).price).toBeLessThan(melbourneToHobart.price);
  });
});

describe('price guide: valuate', () => {
  const corolla = { make: 'Toyota', model: 'Corolla', year: 2022, km: 45_000, price: 27_990 };

  it('is deterministic in its inputs', () => {
    expect(valuate(corolla, 2026)).toEqual(valuate({ ...corolla }, 2026));
    expect(unitHash('toyota|corolla')).toBe(unitHash('toyota|corolla'));
    expect(unitHash('toyota|corolla')).not.toBe(unitHash('toyota|camry'));
  });

  it('gives a common recent car a range around its market value, with high confidence', () => {
    const valuation = valuate(corolla, 2026);
    if (!valuation.range || valuation.market_value === null) throw new Error('expected a range');
    expect(valuation.range.low).toBeLessThan(valuation.market_value);
    expect(valuation.range.high).toBeGreaterThan(valuation.market_value);
    expect(valuation.range.low % 100).toBe(0);
    expect(valuation.confidence).toBeGreaterThan(0.5);
    expect(valuation.summary).toMatch(/2022 Toyota Corolla/);
    // Within a plausible distance of the listing: the guide values the same car, not another one.
    expect(Math.abs(valuation.market_value - corolla.price) / corolla.price).toBeLessThan(0.25);
  });

  it('trusts rare and old cars less, and gives no range on too few sales', () => {
    const rare = { make: 'Alpine', model: 'A110', year: 2019, km: 20_000, price: 95_000 };
    const old = { ...corolla, year: 2004, km: 260_000, price: 5_990 };
    expect(valuate(rare, 2026).confidence).toBeLessThan(valuate(corolla, 2026).confidence);
    expect(confidenceFor(100, 20)).toBeLessThan(confidenceFor(100, 2));
    expect(sampleSizeFor(old, 2026)).toBeLessThan(sampleSizeFor(corolla, 2026));
    const veryOldRare = valuate({ ...rare, year: 1988, km: 310_000 }, 2026);
    expect(veryOldRare.sample_size).toBeLessThan(MIN_SAMPLE);
    expect(veryOldRare.range).toBeNull();
    expect(veryOldRare.summary).toBeNull();
    expect(veryOldRare.confidence).toBeLessThanOrEqual(0.2);
  });

  it('has no figures without a listing price', () => {
    expect(valuate({ ...corolla, price: 0 }, 2026)).toMatchObject({ market_value: null, range: null, summary: null });
  });

  it('says which side of the market the listing sits', () => {
    const valuation = valuate(corolla, 2026);
    if (valuation.market_value === null) throw new Error('expected a value');
    const side = corolla.price < valuation.market_value ? 'below' : 'above';
    expect(valuation.summary).toContain(side);
  });

  it('across a spread of cars, sometimes shows the panel and sometimes not (the hide rule meets real data)', () => {
    const makes = ['Toyota', 'Mazda', 'Ford', 'Alpine', 'Lotus', 'Skoda', 'Kia', 'Jaguar'];
    const outcomes = makes.flatMap((make, m) =>
      [2008, 2016, 2023].map((year) => {
        const price = 15_000 + m * 7_000 + (year - 2000) * 900;
        const valuation = valuate({ make, model: `Model ${m}`, year, km: (2026 - year) * 14_000, price }, 2026);
        // spec: 000 §5: every field, confidence > 0.2, range max not below the listing price.
        return valuation.range !== null && valuation.confidence > 0.2 && valuation.range.high >= price;
      }),
    );
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  });
});
