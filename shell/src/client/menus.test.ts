import { describe, expect, it } from 'vitest';
import { movedIndex } from './menus';

describe('movedIndex', () => {
  it('moves to the next and previous entry, wrapping round at both ends', () => {
    expect(movedIndex('ArrowDown', 0, 3)).toBe(1);
    expect(movedIndex('ArrowRight', 2, 3)).toBe(0);
    expect(movedIndex('ArrowUp', 0, 3)).toBe(2);
    expect(movedIndex('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jumps to the first and last entry with Home and End', () => {
    expect(movedIndex('Home', 2, 4)).toBe(0);
    expect(movedIndex('End', 0, 4)).toBe(3);
  });

  it('leaves other keys, and an empty list, alone', () => {
    expect(movedIndex('Tab', 1, 3)).toBeNull();
    expect(movedIndex('a', 1, 3)).toBeNull();
    expect(movedIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
