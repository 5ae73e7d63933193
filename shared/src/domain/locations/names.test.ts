import { describe, expect, it } from 'vitest';
import { hoursTabName, nameForType, shortLocationName } from './names';

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

  it('names each tab of a dealership’s hours dropdown shortened under it, and suffixed by its type (spec: 001 §2)', () => {
    const dealership = 'Harbour City Toyota';
    expect(hoursTabName('Harbour City Toyota Parramatta', 'sales', dealership)).toBe('Parramatta');
    expect(hoursTabName('Harbour City Toyota Parramatta', 'service', dealership)).toBe('Parramatta Service');
    expect(hoursTabName('Harbour City Toyota Service Centre', 'service', dealership)).toBe('Service Centre');
    expect(hoursTabName('Harbour City Toyota', 'parts', dealership)).toBe('Harbour City Toyota Parts');
    expect(hoursTabName('Redgum RV Bendigo', 'service', 'Redgum Caravans')).toBe('Redgum RV Bendigo Service');
  });
});
