import { OTP_LENGTH } from '@forecourt/shared';
import { fromHex, toHex } from '@forecourt/shared/server-kit/secrets';

// One-time codes: made with crypto.getRandomValues, stored only as an HMAC bound to the site and the
// number, and checked with crypto.subtle.verify, which compares in constant time.

const CODE_SPACE = 10 ** OTP_LENGTH;
// The largest multiple of CODE_SPACE below 2^32: values at or above it are drawn again, so every code
// is equally likely (no modulo bias).
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODE_SPACE) * CODE_SPACE;

/**
 * A fresh code: OTP_LENGTH digits, uniformly random, leading zeros kept.
 *
 * @example generateCode(); // '048213'
 */
export function generateCode(): string {
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    const value = draw[0] as number;
    if (value < UNBIASED_LIMIT) return String(value % CODE_SPACE).padStart(OTP_LENGTH, '0');
  }
}

/** What is signed: the code, bound to the site it was asked for and the number it was sent to. */
function codeMessage(tenant: string, phone: string, code: string): Uint8Array {
  return new TextEncoder().encode(`${tenant}\n${phone}\n${code}`);
}

/**
 * The HMAC stored for a code (hex), never the code itself.
 *
 * @example const stored = await codeHmac(key, 'sunvalley', '0412345678', '123456');
 */
export async function codeHmac(key: CryptoKey, tenant: string, phone: string, code: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', key, codeMessage(tenant, phone, code)));
}

/** An HMAC-sized value no real code produces, checked against when there is no stored code, so every check does the same work. */
const NO_CODE_HMAC = '0'.repeat(64);

/**
 * Whether `code` is the one whose HMAC is stored, compared in constant time (WebCrypto verify). With no
 * stored code it still does a full verification, against a value no code matches.
 *
 * @example await codeMatches(key, row?.code_hmac ?? null, 'sunvalley', '0412345678', '123456'); // true | false
 */
export async function codeMatches(
  key: CryptoKey,
  storedHmac: string | null,
  tenant: string,
  phone: string,
  code: string,
): Promise<boolean> {
  const expected = fromHex(storedHmac ?? NO_CODE_HMAC) ?? (fromHex(NO_CODE_HMAC) as Uint8Array);
  const matches = await crypto.subtle.verify('HMAC', key, expected, codeMessage(tenant, phone, code));
  return matches && storedHmac !== null;
}
