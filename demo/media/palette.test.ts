import { describe, expect, it } from 'vitest';
import { COLOUR_SLUGS, INTERIOR_TRIMS, isLightPaint, paintFor } from './palette';

describe('paintFor', () => {
  it('knows every colour slug the data generator uses', () => {
    for (const slug of COLOUR_SLUGS) {
      const paint = paintFor(slug);
      expect(paint.slug).toBe(slug);
      for (const hex of [paint.body, paint.shade, paint.highlight]) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(INTERIOR_TRIMS[paint.interior]).toBeDefined();
    }
  });

  it('draws an unknown colour grey', () => {
    expect(paintFor('teal')).toEqual(paintFor('grey'));
    expect(paintFor('__proto__').slug).toBe('grey');
  });

  it('names colours for titles', () => {
    expect(paintFor('red').name).toBe('Red');
  });

  it('tells light paints from dark ones', () => {
    expect(isLightPaint(paintFor('white'))).toBe(true);
    expect(isLightPaint(paintFor('black'))).toBe(false);
  });
});
