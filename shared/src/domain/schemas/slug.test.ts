import { describe, expect, it } from 'vitest';
import { CarSlugSchema, DealershipSlugSchema, SearchSegmentSchema } from './slug';

describe('slugs in paths', () => {
  it('accepts letters, digits, - and _ after a letter or digit', () => {
    expect(CarSlugSchema.parse('2021-toyota-hilux_4021')).toBe('2021-toyota-hilux_4021');
    expect(SearchSegmentSchema.parse('Toyota')).toBe('Toyota');
  });

  it('refuses spaces, dots, a leading hyphen and empty or over-long slugs, naming the slug', () => {
    for (const bad of ['a b', '../cars', '-hilux', '', 'x'.repeat(201)]) {
      expect(CarSlugSchema.safeParse(bad).success).toBe(false);
    }
    expect(DealershipSlugSchema.safeParse('x'.repeat(101)).success).toBe(false);
    expect(DealershipSlugSchema.safeParse('a/b').error?.issues[0]?.message).toBe(
      'expected a dealership slug (letters, digits, - and _)',
    );
  });
});
