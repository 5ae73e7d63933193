import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { INVALID_AUSTRALIAN_MOBILE, REQUIRED_FIELD } from '../messages/catalogue';

// Australian mobiles only: codes are sent by SMS (spec: 001 §4, §5; issue 5 "Australian mobiles").
// `libphonenumber-js/mobile` carries only mobile metadata, which keeps the bundle small.

/** Longest text accepted as a phone number; anything longer is junk, not a number (platform). */
export const PHONE_INPUT_MAX_LENGTH = 32;

/** Only what people type around a phone number: digits, spaces, brackets, dashes, dots, one leading '+'. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export type AustralianMobile =
  | {
      ok: true;
      /** International format for sending the code, e.g. '+61412345678' (spec: 001 §5). */
      e164: string;
      /** Digits with a leading 0, e.g. '0412345678', for storage and submission (spec: 001 §5). */
      national: string;
    }
  | { ok: false; message: string };

/**
 * Validates and normalises an Australian mobile number, however it was typed.
 *
 * @example
 * parseAustralianMobile('+61 412 345 678'); // { ok: true, e164: '+61412345678', national: '0412345678' }
 * parseAustralianMobile('02 9876 5432');    // { ok: false, message: 'Please enter a valid Australian mobile number.' }
 */
export function parseAustralianMobile(input: string): AustralianMobile {
  const text = input.trim();
  if (text === '') return { ok: false, message: REQUIRED_FIELD };
  if (text.length > PHONE_INPUT_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) {
    return { ok: false, message: INVALID_AUSTRALIAN_MOBILE };
  }
  // Default country AU: '04…' is national, '+61…' and '61…' are international (spec: 001 §5
  // "a leading 61 becomes 0").
  const parsed = parsePhoneNumberFromString(text, 'AU');
  if (parsed?.country !== 'AU' || parsed.getType() !== 'MOBILE') {
    return { ok: false, message: INVALID_AUSTRALIAN_MOBILE };
  }
  return { ok: true, e164: parsed.number, national: `0${parsed.nationalNumber}` };
}

/**
 * The first 5 characters of a phone number, the rest masked (spec: 000 §4 "Phone reveal", §9).
 * Not for the user's own phone; for logs, where a whole number must not appear.
 *
 * @example maskMobileForLog('0412345678'); // '04123*****'
 */
export function maskMobileForLog(national: string): string {
  return national.slice(0, 5) + '*'.repeat(Math.max(0, national.length - 5));
}

/**
 * The international form of a normalised Australian mobile, for sending the SMS (spec: 001 §5
 * "normalised to international format for sending").
 *
 * @example internationalFromNational('0412345678'); // '+61412345678'
 */
export function internationalFromNational(national: string): string {
  return `+61${national.replace(/^0/, '')}`;
}
