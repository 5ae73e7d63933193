import { describe, expect, it } from 'vitest';
import { nameForType, shortLocationName } from './names';

describe('location names', () => {
  it('shortens a name under its own dealership', () => {
    expect(shortLocationName('Harbour City Toyota Parramatta', 'Harbour City Toyota')).toBe('Parramatta');
    expect(shortLocationName('Harbour City Toyota', 'Harbour City Toyota')).toBe('Harbour City Toyota');
    expect(shortLocationName('Redgum Trucks Wingfield', 'Redgum Caravans')).toBe('Redgum Trucks Wingfield');
  });

  it('suffixes service and parts locations that do not say what they are', () => {
    expect(nameForType('Harbour City Kia Penrith', 'service')).toBe('Harbour City Kia Penrith Service');
    expect(nameForType('Harbour City Ford Parts', 'parts')).toBe('Harbour City Ford Parts');
    expect(nameForType('Redgum RV Service Centre', 'service')).toBe('Redgum RV Service Centre');
    expect(nameForType('Harbour City Kia Penrith', 'sales')).toBe('Harbour City Kia Penrith');
  });
});
