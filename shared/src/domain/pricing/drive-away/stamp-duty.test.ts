import { describe, expect, it } from 'vitest';
import type { AustralianState } from './postcode-state';
import { type DutiableCar, stampDutyFor } from './stamp-duty';

const petrol = (value: number, overrides: Partial<DutiableCar> = {}): DutiableCar => ({
  value,
  isNew: true,
  kind: 'passenger',
  powertrain: 'combustion',
  cylinders: 4,
  ...overrides,
});

/** [value, duty] pairs at each threshold and a dollar either side. */
function boundaries(state: AustralianState, cases: Array<[number, number]>, overrides: Partial<DutiableCar> = {}) {
  it.each(cases)(`${state}: $%d → $%d`, (value, duty) => {
    expect(stampDutyFor(state, petrol(value, overrides))).toBe(duty);
  });
}

describe('stampDutyFor', () => {
  describe('NSW: $3 per $100 to $44,999, then $1,350 + $5 per $100 over $45,000', () => {
    boundaries('NSW', [
      [100, 3],
      [101, 6],
      [44_999, 1_350],
      [45_000, 1_350],
      [45_001, 1_355],
      [50_000, 1_600],
    ]);
    boundaries('NSW', [[60_000, 1_800]], { kind: 'commercial' });
    boundaries('NSW', [[50_000, 1_600]], { powertrain: 'electric' });
  });

  describe('VIC: per $200, the luxury bands above the LCT threshold ($80,567), $100,000 and $150,000', () => {
    boundaries('VIC', [
      [80_566, 3_385.2],
      [80_567, 3_385.2],
      [80_568, 4_191.2],
      [99_999, 5_200],
      [100_000, 5_200],
      [100_001, 7_014],
      [149_999, 10_500],
      [150_000, 10_500],
      [150_001, 13_518],
    ]);
    // A green car pays $8.40 per $200 at any value.
    boundaries('VIC', [[150_001, 6_308.4]], { powertrain: 'electric' });
    boundaries('VIC', [[100_001, 4_208.4]], { powertrain: 'plug-in-hybrid' });
    boundaries('VIC', [[100_001, 7_014]], { powertrain: 'hybrid' });
    boundaries('VIC', [[50_000, 1_350]], { kind: 'commercial' });
    boundaries('VIC', [[50_000, 2_100]], { kind: 'commercial', isNew: false });
  });

  describe('QLD: per $100 by cylinders or hybrid/electric, the higher rate on the whole value above $100,000', () => {
    boundaries('QLD', [
      [99_999, 3_000],
      [100_000, 3_000],
      [100_001, 5_005],
    ]);
    boundaries(
      'QLD',
      [
        [100_000, 2_000],
        [100_001, 4_004],
      ],
      { powertrain: 'hybrid' },
    );
    boundaries('QLD', [[100_001, 4_004]], { powertrain: 'electric' });
    boundaries(
      'QLD',
      [
        [50_000, 1_750],
        [100_001, 5_505.5],
      ],
      { cylinders: 6 },
    );
    boundaries(
      'QLD',
      [
        [50_000, 2_000],
        [100_001, 6_006],
      ],
      { cylinders: 8 },
    );
    boundaries('QLD', [[50_000, 1_500]], { cylinders: null });
  });

  describe('SA: $5 minimum, then steps at $1,000, $2,000 and $3,000', () => {
    boundaries('SA', [
      [100, 5],
      [999, 10],
      [1_000, 10],
      [1_001, 12],
      [1_999, 30],
      [2_000, 30],
      [2_001, 33],
      [2_999, 60],
      [3_000, 60],
      [3_001, 64],
      [50_000, 1_940],
    ]);
    boundaries(
      'SA',
      [
        [3_001, 63],
        [50_000, 1_470],
      ],
      { kind: 'commercial' },
    );
  });

  describe('WA: 2.75% to $25,000, a sliding rate to $50,000, 6.5% above', () => {
    boundaries('WA', [
      [24_999, 687.45],
      [25_000, 687.5],
      [25_001, 687.5],
      [37_500, 1_736.25],
      [49_999, 3_249.9],
      [50_000, 3_250],
      [50_001, 3_250.05],
    ]);
  });

  describe('TAS: $20 to $600, $3 per $100, the $35,000–$40,000 step, then 4% of the whole value', () => {
    boundaries('TAS', [
      [600, 20],
      [601, 21],
      [34_999, 1_050],
      [35_000, 1_050],
      [35_001, 1_061],
      [39_999, 1_600],
      [40_000, 1_600],
      [40_001, 1_604],
    ]);
    boundaries('TAS', [[50_000, 1_500]], { kind: 'commercial' });
  });

  describe('NT: $3 per $100 of any value', () => {
    boundaries('NT', [
      [49_999, 1_500],
      [50_000, 1_500],
      [50_001, 1_503],
    ]);
  });

  it('estimates no ACT duty: its rates by CO2 rating could not be verified', () => {
    expect(stampDutyFor('ACT', petrol(50_000))).toBeNull();
  });
});
