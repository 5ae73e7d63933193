import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../testing/sample-car';
import { driveAwayEstimate, dutiableCarOf, offersDriveAwayEstimate } from './estimate';
import { ON_ROAD_CHARGES } from './rates';

const sedan = sampleCar({
  price: 40_000,
  price_type: 'Excl. Government Charges',
  car_type: 'new',
  simple_body: 'Sedan',
  simple_fuel: 'Petrol',
});

describe('offersDriveAwayEstimate', () => {
  it('offers one for a priced car excluding government charges, however the type is spaced or cased', () => {
    expect(offersDriveAwayEstimate(sedan)).toBe(true);
    expect(offersDriveAwayEstimate({ ...sedan, price_type: ' excl. government charges ' })).toBe(true);
  });

  it('offers none for a drive-away price, no price, or a vehicle that is not a car', () => {
    expect(offersDriveAwayEstimate({ ...sedan, price_type: 'Drive Away' })).toBe(false);
    expect(offersDriveAwayEstimate({ ...sedan, price_type: null })).toBe(false);
    expect(offersDriveAwayEstimate({ ...sedan, price: 0 })).toBe(false);
    expect(offersDriveAwayEstimate({ ...sedan, item_type: 'motorcycle' })).toBe(false);
  });
});

describe('dutiableCarOf', () => {
  it('counts dealer delivery in the dutiable value and reads the body, fuel and cylinders', () => {
    const ute = sampleCar({ price: 50_000, simple_body: 'Ute', simple_fuel: 'Plug-in Hybrid', car_type: 'used' });
    expect(dutiableCarOf(ute, 1_495)).toEqual({
      value: 51_495,
      isNew: false,
      kind: 'commercial',
      powertrain: 'plug-in-hybrid',
      cylinders: ute.variant?.cylinders ?? null,
    });
    expect(dutiableCarOf({ ...sedan, car_type: 'demo', simple_fuel: 'Electric' }, 0)).toMatchObject({
      isNew: true,
      kind: 'passenger',
      powertrain: 'electric',
    });
  });
});

describe('driveAwayEstimate', () => {
  it('adds the price, dealer delivery, NSW duty on both, registration and the green slip', () => {
    const estimate = driveAwayEstimate(sedan, 'NSW', 1_500);
    // $41,500 dutiable: $3 per $100 → $1,245.
    expect(estimate.lines.map((line) => [line.key, line.amount])).toEqual([
      ['price', 40_000],
      ['dealerDelivery', 1_500],
      ['stampDuty', 1_245],
      ['registration', ON_ROAD_CHARGES.NSW.registration.amount],
      ['ctp', ON_ROAD_CHARGES.NSW.ctp.amount],
    ]);
    expect(estimate.total).toBe(40_000 + 1_500 + 1_245 + 453 + 600);
    expect(estimate).toMatchObject({ state: 'NSW', stateName: 'New South Wales', complete: true });
    expect(estimate.ratesEffectiveFrom).toBe('2025-07-01');
  });

  it('marks figures not confirmed from the authority as approximate, and names a source for each figure read', () => {
    const estimate = driveAwayEstimate(sedan, 'NSW', 1_500);
    const ctp = estimate.lines.find((line) => line.key === 'ctp');
    expect(ctp).toMatchObject({ label: 'CTP green slip (12 months)', approximate: true });
    expect(estimate.lines.find((line) => line.key === 'registration')?.approximate).toBe(false);
    expect(estimate.sources.map((source) => source.label)).toEqual([
      'Stamp duty: Revenue NSW',
      'Registration: Transport for NSW',
    ]);
  });

  it('names Victoria’s TAC charge and applies the luxury rate to the value with delivery', () => {
    const estimate = driveAwayEstimate({ ...sedan, price: 80_000 }, 'VIC', 1_000);
    // $81,000 is above the $80,567 threshold: 405 × $10.40.
    expect(estimate.lines.find((line) => line.key === 'stampDuty')?.amount).toBe(4_212);
    expect(estimate.lines.find((line) => line.key === 'ctp')?.label).toBe('TAC charge (12 months)');
  });

  it('shows Tasmania’s MAIB premium as part of registration, adding nothing for it', () => {
    const estimate = driveAwayEstimate(sedan, 'TAS', 0);
    expect(estimate.lines.find((line) => line.key === 'ctp')).toMatchObject({
      amount: null,
      approximate: false,
      note: 'Included in registration',
    });
    // $40,000 is the top of the passenger step: $1,050 + 50 × $11.
    expect(estimate.total).toBe(40_000 + 1_600 + 645.42);
  });

  it('leaves the ACT’s duty out of the total and says the estimate is incomplete', () => {
    const estimate = driveAwayEstimate(sedan, 'ACT', 1_500);
    expect(estimate.complete).toBe(false);
    expect(estimate.lines.find((line) => line.key === 'stampDuty')).toMatchObject({ amount: null });
    expect(estimate.total).toBe(40_000 + 1_500 + 400 + 500);
  });
});
