import { describe, expect, it } from 'vitest';
import { NO_USER_DETAILS, readUserDetails, userDetailsFrom } from './user-details';

describe('readUserDetails', () => {
  it('reads the five remembered fields and drops anything else', () => {
    const stored = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412 345 678', postcode: '2000' };
    expect(readUserDetails({ ...stored, message: 'Hello', token: 'x' })).toEqual(stored);
  });

  it('reads a field that is not a short string as empty, and junk as nothing remembered', () => {
    expect(readUserDetails({ name: 'Sam', phone: 412345678, email: 'x'.repeat(300) })).toEqual({
      ...NO_USER_DETAILS,
      name: 'Sam',
    });
    expect(readUserDetails(null)).toEqual(NO_USER_DETAILS);
    expect(readUserDetails('Sam')).toEqual(NO_USER_DETAILS);
  });
});

describe('userDetailsFrom', () => {
  it('remembers the contact fields a form sent, trimmed, and keeps the ones it did not show', () => {
    const previous = { ...NO_USER_DETAILS, postcode: '4000', name: 'Old' };
    expect(userDetailsFrom({ name: ' Sam ', last_name: 'Lee' }, previous)).toEqual({
      ...NO_USER_DETAILS,
      name: 'Sam',
      last_name: 'Lee',
      postcode: '4000',
    });
  });
});
