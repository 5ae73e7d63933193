import { describe, expect, it } from 'vitest';
import { featuresOf } from './view';

describe('featuresOf', () => {
  it("keeps the dealer's order, dropping blanks and repeats", () => {
    expect(featuresOf({ standardEquipment: ['Cruise control', ' cruise  control ', '', '  ', 'Tow bar'] })).toEqual([
      'Cruise control',
      'Tow bar',
    ]);
  });
});
