/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageLocalities, postcodeTableJson } from './generate-postcodes';
import { postcodeCentroids } from './postcode-table';

describe('the geocoding postcode table', () => {
  it('is what the postcode package gives (regenerate: node demo/simulators/geocoding/generate-postcodes.ts)', () => {
    const committed = JSON.parse(readFileSync(resolve(import.meta.dirname, 'postcodes.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(postcodeTableJson(packageLocalities())));
  });

  it('puts the capitals where they are', () => {
    const table = new Map(postcodeCentroids(packageLocalities()).map((entry) => [entry[0], entry]));
    expect(table.get('6000')?.slice(1, 3)).toEqual(['PERTH', 'WA']);
    expect(table.get('2000')?.[3]).toBeCloseTo(-33.87, 1);
    expect(table.get('4000')?.[4]).toBeCloseTo(153.02, 1);
    expect(table.has('0000')).toBe(false);
  });

  it('averages delivery areas and names the nearest', () => {
    const row = (locality: string, lat: number, type = 'Delivery Area') => ({
      postcode: '1234',
      locality,
      state: 'NSW',
      lat,
      long: 150,
      type,
    });
    expect(
      postcodeCentroids([row('A', -30), row('B', -32), row('PO', -40, 'Post Office Boxes'), row('C', -31.1)]),
    ).toEqual([['1234', 'C', 'NSW', -31.0333, 150]]);
  });
});
