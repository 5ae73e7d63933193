import { type DirectoryHit, type DirectorySearchRequestInput, DirectorySearchRequestSchema } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { modelBodies, searchDirectory } from './directory';

function entry(id: number, make: string, name: string, bodies: [string, string?, string?]): DirectoryHit {
  return {
    id,
    make_id: make.length,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    override_url: null,
    image: null,
    cloudfront_new_image_url: null,
    manufacturer_body: bodies[0],
    manufacturer_body2: bodies[1] ?? null,
    manufacturer_body3: bodies[2] ?? null,
    status: 'active',
    manufacturer: { id: make.length, name: make, slug: make.toLowerCase(), logo: null },
  };
}

// In catalogue order: make, then model.
const CATALOGUE: DirectoryHit[] = [
  entry(1, 'Mazda', 'BT-50', ['Ute', 'Cab Chassis']),
  entry(2, 'Mazda', 'CX-5', ['SUV']),
  entry(3, 'Škoda', 'Kodiaq', ['SUV']),
  entry(4, 'Toyota', 'Corolla', ['Hatch', 'Sedan', 'Hatch']),
  entry(5, 'Toyota', 'Hilux', ['Ute', 'Cab Chassis']),
  entry(6, 'Toyota', 'RAV4', ['SUV']),
];

const search = (input: DirectorySearchRequestInput) =>
  searchDirectory(CATALOGUE, DirectorySearchRequestSchema.parse(input));
const ids = (result: ReturnType<typeof search>) => result.hits.map((hit) => hit.id);

describe('modelBodies', () => {
  it('lists the bodies without gaps or repeats', () => {
    expect(modelBodies(CATALOGUE[3] as DirectoryHit)).toEqual(['Hatch', 'Sedan']);
    expect(modelBodies(CATALOGUE[1] as DirectoryHit)).toEqual(['SUV']);
  });
});

describe('searchDirectory', () => {
  it('lists the catalogue in order, 21 a page', () => {
    const all = search({});
    expect(ids(all)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all).toMatchObject({ count: 6, offset: 0, hitsPerPage: 21 });
    const many = searchDirectory(
      Array.from({ length: 30 }, (_, i) => entry(i + 1, 'Kia', `Model ${i + 1}`, ['SUV'])),
      DirectorySearchRequestSchema.parse({ offset: 21 }),
    );
    expect(ids(many)).toEqual([22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(many.count).toBe(30);
  });

  it('ORs the values of one filter and ANDs the filters', () => {
    expect(ids(search({ 'manufacturer.name': ['Mazda', 'Škoda'] }))).toEqual([1, 2, 3]);
    expect(ids(search({ 'manufacturer.name': ['Toyota'], 'model.body': ['SUV', 'Ute'] }))).toEqual([5, 6]);
    expect(ids(search({ 'model.name': ['Hilux', 'CX-5'] }))).toEqual([2, 5]);
    expect(ids(search({ 'model.body': ['Cab Chassis'] }))).toEqual([1, 5]);
    expect(ids(search({ 'manufacturer.name': ['Lada'] }))).toEqual([]);
  });

  it('matches every word of the query at the start of a make, model or body word', () => {
    expect(ids(search({ query: 'toy' }))).toEqual([4, 5, 6]);
    expect(ids(search({ query: 'skoda' }))).toEqual([3]);
    expect(ids(search({ query: 'mazda ute' }))).toEqual([1]);
    expect(ids(search({ query: 'suv toyota' }))).toEqual([6]);
    expect(ids(search({ query: 'oyota' }))).toEqual([]);
  });

  it('counts makes and bodies disjunctively, each body once a model', () => {
    // "c" starts a word of BT-50 (Cab), CX-5, Corolla and Hilux (Cab) only: the others count nowhere.
    const result = search({ query: 'c', 'manufacturer.name': ['Toyota'] });
    expect(ids(result)).toEqual([4, 5]);
    expect(result.facets['manufacturer.name']).toEqual([
      { value: 'Mazda', count: 2 },
      { value: 'Toyota', count: 2 },
    ]);
    expect(result.facets['model.body']).toEqual([
      { value: 'Cab Chassis', count: 1 },
      { value: 'Hatch', count: 1 },
      { value: 'Sedan', count: 1 },
      { value: 'Ute', count: 1 },
    ]);
    const toyota = search({ 'manufacturer.name': ['Toyota'], 'model.body': ['SUV'] });
    expect(toyota.facets['manufacturer.name']).toEqual([
      { value: 'Mazda', count: 1 },
      { value: 'Toyota', count: 1 },
      { value: 'Škoda', count: 1 },
    ]);
    expect(toyota.facets['model.body']).toEqual([
      { value: 'Cab Chassis', count: 1 },
      { value: 'Hatch', count: 1 },
      { value: 'SUV', count: 1 },
      { value: 'Sedan', count: 1 },
      { value: 'Ute', count: 1 },
    ]);
  });
});
