import { describe, expect, it } from 'vitest';
import { BODY_FACET_LIMIT, CUSTOM_BODY_FACET_LIMIT, pickBodies } from './pickers';

describe('pickBodies (spec: 001 §9 body facet limit 4, 20 with custom bodies; count desc, then name desc)', () => {
  const facet = [
    { value: 'Hatch', count: 5 },
    { value: 'SUV', count: 9 },
    { value: 'Ute', count: 9 },
    { value: 'Van', count: 2 },
    { value: 'Wagon', count: 1 },
    { value: 'Coupe', count: 0 },
  ];

  it('keeps the 4 bodies with most stock, ties by name descending', () => {
    expect(pickBodies(facet, []).map((body) => body.value)).toEqual(['Ute', 'SUV', 'Hatch', 'Van']);
    expect(BODY_FACET_LIMIT).toBe(4);
  });

  it('shows only the site’s own bodies, up to 20, when it names some', () => {
    expect(pickBodies(facet, ['Wagon', 'Van', 'Coupe']).map((body) => body.value)).toEqual(['Van', 'Wagon']);
    const many = Array.from({ length: 25 }, (_, index) => ({ value: `Body ${index}`, count: index + 1 }));
    const picked = pickBodies(
      many,
      many.map((body) => body.value),
    );
    expect(picked).toHaveLength(CUSTOM_BODY_FACET_LIMIT);
    expect(picked[0]).toEqual({ value: 'Body 24', count: 25 });
  });

  it('leaves out a body without stock and never reorders its input', () => {
    const input = [...facet];
    expect(pickBodies(facet, ['Coupe'])).toEqual([]);
    expect(facet).toEqual(input);
  });
});
