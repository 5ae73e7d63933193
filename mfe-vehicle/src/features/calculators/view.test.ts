import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { deliveryCalculatorOf, fuelCalculatorOf } from './view';

const variant = (fuelconsumptioncombined: number | null) =>
  sampleCar({
    variant: {
      cylinders: 4,
      enginesize: 2755,
      enginesize_litres: 2.8,
      induction: null,
      geartype: null,
      fuelconsumptioncombined,
      fuelcapacity: null,
      grossvehiclemass: null,
      vehiclelength: null,
      vehicleheight: null,
      vehiclewidth: null,
      towingcapacitybraked: null,
      torque: null,
      bodyconfiguration: null,
      ancaprating: null,
    },
  });

describe('fuelCalculatorOf', () => {
  it("starts at $1.70 a litre and 250 km a week with the car's combined consumption", () => {
    expect(fuelCalculatorOf(variant(8))).toEqual({
      pricePerLitre: 1.7,
      kmPerWeek: 250,
      litresPer100Km: 8,
      consumptionKnown: true,
      // 250 km × 8 L/100km × $1.70 = $34 a week, $1,768 a year.
      estimate: { weekly: '$34', monthly: '$147', yearly: '$1,768' },
    });
  });

  it('uses 10 L/100km when the consumption is unknown, and says so', () => {
    for (const car of [sampleCar({ variant: null }), variant(null)]) {
      expect(fuelCalculatorOf(car)).toMatchObject({
        litresPer100Km: 10,
        consumptionKnown: false,
        estimate: { weekly: '$43', monthly: '$184', yearly: '$2,210' },
      });
    }
  });

  it('has none for an electric car', () => {
    expect(fuelCalculatorOf(sampleCar({ simple_fuel: 'Electric', fuel: 'Electric' }))).toBeNull();
    expect(fuelCalculatorOf(sampleCar({ simple_fuel: 'Hybrid', fuel: 'Petrol/Electric' }))).not.toBeNull();
    expect(fuelCalculatorOf(sampleCar({ item_type: 'caravan', simple_fuel: null, fuel: null }))).toBeNull();
  });
});

describe('deliveryCalculatorOf', () => {
  it('quotes for the car, sends the plain form to its page, and starts idle', () => {
    expect(deliveryCalculatorOf(sampleCar())).toEqual({
      slug: '2021-toyota-hilux-sr5-4021',
      carPath: '/cars/2021-toyota-hilux-sr5-4021',
      state: { status: 'idle' },
    });
  });

  it('starts from the outcome of a postcode the page was asked for', () => {
    const state = { status: 'result', postcode: '4000', price: '$300', region: 'Brisbane Metro' } as const;
    expect(deliveryCalculatorOf(sampleCar(), state).state).toBe(state);
  });
});
