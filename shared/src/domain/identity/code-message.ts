import { OTP_VALIDITY_MS } from './one-time-code';

// The text message that carries a one-time code. Platform wording: the spec shows none. The code comes
// first so phones offer it for autofill, and the site is named so the shopper knows who sent it.

/**
 * The SMS body for a code sent by a dealer site.
 *
 * @example oneTimeCodeMessage('Sun Valley Motors', '123456');
 * // '123456 is your Sun Valley Motors verification code. It expires in 5 minutes. Never share it.'
 */
export function oneTimeCodeMessage(siteName: string, code: string): string {
  const minutes = Math.round(OTP_VALIDITY_MS / 60_000);
  return `${code} is your ${siteName} verification code. It expires in ${minutes} minutes. Never share it.`;
}
