import { describe, expect, it } from 'vitest';
import { stockMenuEntries } from './stock-menu';

describe('stockMenuEntries', () => {
  it('lists all stock, then each car type the site has, linking to its search page', () => {
    const entries = stockMenuEntries({
      total: 30,
      carType: [
        { value: 'used', count: 18 },
        { value: 'new', count: 12 },
      ],
      itemType: [{ value: 'car', count: 30 }],
    });
    expect(entries).toEqual([
      { label: 'All Stock', href: '/search', count: 30 },
      { label: 'New Cars', href: '/search/new-cars', count: 12 },
      { label: 'Used Cars', href: '/search/used-cars', count: 18 },
    ]);
  });

  it('adds each kind of vehicle, most first, on a site that sells several, and calls the car types stock', () => {
    const entries = stockMenuEntries({
      total: 9,
      carType: [
        { value: 'new', count: 5 },
        { value: 'demo', count: 1 },
        { value: 'used', count: 3 },
      ],
      itemType: [
        { value: 'caravan', count: 6 },
        { value: 'motorcycle', count: 2 },
        { value: 'campervan', count: 1 },
      ],
    });
    expect(entries.map((entry) => entry.label)).toEqual([
      'All Stock',
      'New Stock',
      'Demo Stock',
      'Used Stock',
      'Caravans',
      'Motorcycles',
      'Campervans',
    ]);
    expect(entries[2]?.href).toBe('/search/demo-cars');
    expect(entries[4]).toEqual({ label: 'Caravans', href: '/search?refinementList[item_type][0]=caravan', count: 6 });
  });

  it('leaves out a car type with nothing in stock', () => {
    const entries = stockMenuEntries({
      total: 4,
      carType: [
        { value: 'used', count: 4 },
        { value: 'new', count: 0 },
      ],
      itemType: [{ value: 'car', count: 4 }],
    });
    expect(entries.map((entry) => entry.href)).toEqual(['/search', '/search/used-cars']);
  });
});
