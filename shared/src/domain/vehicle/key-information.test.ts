import { describe, expect, it } from 'vitest';
import { sampleCar } from '../testing/sample-car';
import { keyInformationOf } from './key-information';

describe('keyInformationOf', () => {
  it('lists the facts that have a value, in the page order', () => {
    expect(keyInformationOf(sampleCar()).map((row) => row.label)).toEqual([
      'Kilometres',
      'Transmission',
      'Body',
      'Fuel',
      'Colour',
      'Interior colour',
      'Stock number',
      'VIN',
      'Rego',
    ]);
    expect(keyInformationOf(sampleCar())[0]).toEqual({ label: 'Kilometres', value: '48,213 km' });
  });

  it('leaves out blank facts and falls back to the detailed field', () => {
    const rows = keyInformationOf(sampleCar({ vin: '  ', regplate: null, simple_transmission: null, trans: 'CVT' }));
    expect(rows.map((row) => row.label)).not.toContain('VIN');
    expect(rows.map((row) => row.label)).not.toContain('Rego');
    expect(rows.find((row) => row.label === 'Transmission')?.value).toBe('CVT');
  });

  // spec: 000 §3 Car lists interior_colour, nvic, private_suburb, private_postcode and preorder; the page showed none.
  it("shows the interior colour, the NVIC, a private seller's suburb and postcode, and a pre-order", () => {
    const rows = keyInformationOf(
      sampleCar({
        interior_colour: 'Black Leather',
        nvic: '0A1B2C',
        private_suburb: 'Parramatta',
        private_postcode: '2150',
        preorder: true,
      }),
    );
    expect(rows).toContainEqual({ label: 'Interior colour', value: 'Black Leather' });
    expect(rows).toContainEqual({ label: 'NVIC', value: '0A1B2C' });
    expect(rows).toContainEqual({ label: 'Private sale location', value: 'Parramatta 2150' });
    expect(rows).toContainEqual({ label: 'Pre-order', value: 'Available to pre-order' });
    expect(rows.map((row) => row.label).slice(4)).toEqual([
      'Colour',
      'Interior colour',
      'Stock number',
      'VIN',
      'NVIC',
      'Rego',
      'Private sale location',
      'Pre-order',
    ]);
  });

  it('leaves out the NVIC, private sale location and pre-order a car does not have', () => {
    const labels = keyInformationOf(
      sampleCar({ nvic: null, private_suburb: null, private_postcode: null, preorder: false }),
    ).map((row) => row.label);
    expect(labels).not.toContain('NVIC');
    expect(labels).not.toContain('Private sale location');
    expect(labels).not.toContain('Pre-order');
  });

  it('names the private sale location by the suburb alone when the postcode is missing', () => {
    const rows = keyInformationOf(sampleCar({ private_suburb: 'Parramatta', private_postcode: null }));
    expect(rows).toContainEqual({ label: 'Private sale location', value: 'Parramatta' });
  });
});
