import { INVALID_POSTCODE, POSTCODE_EMPTY } from '../messages/catalogue';

// spec: 001 §5 "Postcode field elsewhere: required, exactly 4 digits, max length 4; message 'Invalid
// postcode. Please enter a 4-digit number.'"; geocoding is for Australia only and answers 'Invalid
// postcode' when it finds nothing (the dealer locator shows that one for an unknown postcode).

/** The postcode field's maximum length. */
export const POSTCODE_MAX_LENGTH = 4;

/** A postcode field read: the 4-digit postcode, or the message to show. */
export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string };

/**
 * Checks a postcode as the shopper typed it (surrounding spaces ignored).
 * @example checkPostcode(' 2000 ') // { ok: true, postcode: '2000' }
 * @example checkPostcode('20a0') // { ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' }
 */
export function checkPostcode(input: string | null | undefined): PostcodeCheck {
  const value = (input ?? '').trim();
  if (value === '') return { ok: false, message: POSTCODE_EMPTY };
  if (!/^\d{4}$/.test(value)) return { ok: false, message: INVALID_POSTCODE };
  return { ok: true, postcode: value };
}
