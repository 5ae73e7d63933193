import { describe, expect, it } from 'vitest';
import { sampleCar } from '../testing/sample-car';
import { specificationRowsOf, withUnit } from './specifications';

const variant = {
  cylinders: 4,
  enginesize: 2755,
  enginesize_litres: 2.8,
  induction: 'Turbo',
  geartype: 'Automatic',
  fuelconsumptioncombined: 8.45,
  fuelcapacity: 80,
  grossvehiclemass: 3050,
  vehiclelength: 5325,
  vehicleheight: 1815,
  vehiclewidth: 1855,
  towingcapacitybraked: 3500,
  torque: 500,
  bodyconfiguration: 'Double Cab Pick Up',
  ancaprating: 5,
};

describe('specificationRowsOf', () => {
  it('labels every field and formats its unit', () => {
    expect(specificationRowsOf(sampleCar({ variant }))).toEqual([
      { label: 'Body', value: 'Ute' },
      { label: 'Body configuration', value: 'Double Cab Pick Up' },
      { label: 'Seats', value: '5' },
      { label: 'Doors', value: '4' },
      { label: 'Drive', value: '4x4' },
      { label: 'Transmission', value: '6 Speed Automatic' },
      { label: 'Gears', value: '6' },
      { label: 'Gear type', value: 'Automatic' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Engine size', value: '2.8 L (2,755 cc)' },
      { label: 'Cylinders', value: '4' },
      { label: 'Induction', value: 'Turbo' },
      { label: 'Torque', value: '500 Nm' },
      { label: 'Fuel consumption (combined)', value: '8.5 L/100 km' },
      { label: 'Fuel capacity', value: '80 L' },
      { label: 'Length', value: '5,325 mm' },
      { label: 'Width', value: '1,855 mm' },
      { label: 'Height', value: '1,815 mm' },
      { label: 'Gross vehicle mass', value: '3,050 kg' },
      { label: 'Towing capacity (braked)', value: '3,500 kg' },
      { label: 'ANCAP safety rating', value: '5 stars' },
    ]);
  });

  it("adds a caravan's own specifications and leaves out missing values", () => {
    const caravan = sampleCar({
      item_type: 'caravan',
      simple_body: 'Caravan',
      bodyconfiguration: null,
      seats: null,
      doors: null,
      drive: null,
      simple_drive: null,
      trans: null,
      simple_transmission: null,
      gearnum: null,
      fuel: null,
      simple_fuel: null,
      engine_size: null,
      engine_size_litres: null,
      variant: null,
      specifications: {
        body_length: 6600,
        body_width: 2400,
        tare_weight: 2480,
        aggregate_trailer_mass: 3000,
        axle_type: 'Tandem',
        sleeps: 4,
      },
    });
    expect(specificationRowsOf(caravan)).toEqual([
      { label: 'Body', value: 'Caravan' },
      { label: 'Body length', value: '6,600 mm' },
      { label: 'Body width', value: '2,400 mm' },
      { label: 'Tare weight', value: '2,480 kg' },
      { label: 'Aggregate trailer mass (ATM)', value: '3,000 kg' },
      { label: 'Axle type', value: 'Tandem' },
      { label: 'Sleeps', value: '4' },
    ]);
  });

  it('falls back to the variant for the engine, and drops zero measures', () => {
    const car = sampleCar({
      engine_size: null,
      engine_size_litres: null,
      variant: { ...variant, torque: 0, ancaprating: 1 },
    });
    const rows = specificationRowsOf(car);
    expect(rows.find((row) => row.label === 'Engine size')?.value).toBe('2.8 L (2,755 cc)');
    expect(rows.map((row) => row.label)).not.toContain('Torque');
    expect(rows.find((row) => row.label === 'ANCAP safety rating')?.value).toBe('1 star');
  });
});

describe('withUnit', () => {
  it('writes thousands commas and at most one decimal', () => {
    expect(withUnit(3050, 'kg')).toBe('3,050 kg');
    expect(withUnit(2.0, 'L')).toBe('2 L');
  });
});
