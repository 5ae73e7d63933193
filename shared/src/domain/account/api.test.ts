import { describe, expect, it } from 'vitest';
import { FIELD_UNSAFE_CHARACTERS } from '../messages/catalogue';
import { UNSAFE_TEXT } from '../testing/unsafe-text';
import { AccountDetailsSchema } from './api';

// The remembered details fill the site's forms and so reach the CRM with every lead: plain text only
// (issue 24 item 7, leads/plain-text.ts).

describe('AccountDetailsSchema', () => {
  it('accepts names in any script, trimmed', () => {
    expect(AccountDetailsSchema.parse({ first_name: ' Núñez ', last_name: 'שלום' })).toEqual({
      first_name: 'Núñez',
      last_name: 'שלום',
      email: '',
    });
  });

  it.each(UNSAFE_TEXT)('refuses %s in either name', (_name, unsafe) => {
    for (const field of ['first_name', 'last_name']) {
      const result = AccountDetailsSchema.safeParse({ first_name: 'Alex', [field]: unsafe });
      expect(result.error?.issues, field).toContainEqual(
        expect.objectContaining({ path: [field], message: FIELD_UNSAFE_CHARACTERS }),
      );
    }
  });
});
