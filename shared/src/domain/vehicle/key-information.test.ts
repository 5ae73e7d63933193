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
});
