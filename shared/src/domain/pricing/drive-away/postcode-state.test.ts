import { describe, expect, it } from 'vitest';
import { stateForPostcode } from './postcode-state';

describe('stateForPostcode', () => {
  it.each([
    ['2000', 'NSW'],
    ['3000', 'VIC'],
    ['4000', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
    ['0800', 'NT'],
    ['2600', 'ACT'],
  ])('places the capital %s in %s', (postcode, state) => {
    expect(stateForPostcode(postcode)).toBe(state);
  });

  it.each([
    ['2599', 'NSW'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2619', 'NSW'],
    ['2899', 'NSW'],
    ['2900', 'ACT'],
    ['2920', 'ACT'],
    ['2921', 'NSW'],
    ['0200', 'ACT'],
    ['0299', 'ACT'],
    ['0999', 'NT'],
    ['1000', 'NSW'],
    ['3999', 'VIC'],
    ['8000', 'VIC'],
    ['9999', 'QLD'],
    ['6999', 'WA'],
    ['7999', 'TAS'],
    ['5999', 'SA'],
  ])('follows the range edges: %s is %s', (postcode, state) => {
    expect(stateForPostcode(postcode)).toBe(state);
  });

  it.each(['0000', '0199', '0300', '0799', '200', '20000', '', 'abcd', ' 2000'])(
    'finds no state for %j',
    (postcode) => {
      expect(stateForPostcode(postcode)).toBeNull();
    },
  );
});
