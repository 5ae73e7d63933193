import { describe, expect, it } from 'vitest';
import { rememberedOpen, storedState } from './collapsible';

describe('collapsible sections', () => {
  it('reads back what it stores, and nothing else', () => {
    expect(rememberedOpen(storedState(true))).toBe(true);
    expect(rememberedOpen(storedState(false))).toBe(false);
    expect(rememberedOpen(null)).toBeNull();
    expect(rememberedOpen('1')).toBeNull();
  });
});
