// A Worker's HMAC keys (the gateway's OTP_HMAC_KEY and SESSION_SECRET, a slice's own signing secrets) as
// WebCrypto keys, imported once per isolate.
// A missing or short secret is a deployment mistake: it fails loudly (500, logged), never falls back.

/** Shortest secret accepted: 32 characters (256 bits of base64url, as `.dev.vars` generates). */
export const MIN_SECRET_LENGTH = 32;

// Imported keys only, never an import under way: a promise settles only in the request that made it.
const keys = new Map<string, CryptoKey>();

/**
 * The secret, checked: throws when it is missing or shorter than {@link MIN_SECRET_LENGTH}.
 *
 * @example requireSecret('SESSION_SECRET', env.SESSION_SECRET); // env.SESSION_SECRET is a string from here on
 */
export function requireSecret(name: string, secret: string | undefined): asserts secret is string {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${name} is not set or shorter than ${MIN_SECRET_LENGTH} characters`);
  }
}

/**
 * An HMAC-SHA256 key for signing and verifying, from the secret `name` holds.
 *
 * @example const key = await hmacKey('OTP_HMAC_KEY', env.OTP_HMAC_KEY);
 */
export async function hmacKey(name: string, secret: string | undefined): Promise<CryptoKey> {
  requireSecret(name, secret);
  let key = keys.get(secret);
  if (!key) {
    key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/**
 * Bytes as lower-case hex.
 *
 * @example toHex(new Uint8Array([1, 255])); // '01ff'
 */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Hex as bytes; null when it is not even-length hex.
 *
 * @example fromHex('01ff'); // Uint8Array [1, 255]
 */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
