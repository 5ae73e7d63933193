import { hmacKey, MIN_SECRET_LENGTH } from '@forecourt/shared/server-kit/secrets';
import { describe, expect, it } from 'vitest';
import { codeHmac, codeMatches, generateCode } from './codes';

const key = () => hmacKey('OTP_HMAC_KEY', 'k'.repeat(MIN_SECRET_LENGTH));

describe('generateCode', () => {
  it('makes 6 digits, leading zeros kept, spread over every digit', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Each position sees every digit: a stuck or biased generator would not.
    for (let position = 0; position < 6; position++) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(10);
    }
  });
});

describe('codeHmac and codeMatches', () => {
  it('stores an HMAC, not the code, bound to the site and the number', async () => {
    const stored = await codeHmac(await key(), 'site-a', '0412345678', '123456');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('123456');
    expect(await codeMatches(await key(), stored, 'site-a', '0412345678', '123456')).toBe(true);
    expect(await codeMatches(await key(), stored, 'site-a', '0412345678', '123457')).toBe(false);
    expect(await codeMatches(await key(), stored, 'site-b', '0412345678', '123456')).toBe(false);
    expect(await codeMatches(await key(), stored, 'site-a', '0412345679', '123456')).toBe(false);
  });

  it('never matches without a stored code, or with a corrupt one', async () => {
    expect(await codeMatches(await key(), null, 'site-a', '0412345678', '000000')).toBe(false);
    expect(await codeMatches(await key(), 'not hex', 'site-a', '0412345678', '000000')).toBe(false);
  });

  it('depends on the key', async () => {
    const other = await hmacKey('OTP_HMAC_KEY', 'x'.repeat(MIN_SECRET_LENGTH));
    const stored = await codeHmac(await key(), 'site-a', '0412345678', '123456');
    expect(await codeMatches(other, stored, 'site-a', '0412345678', '123456')).toBe(false);
  });
});

describe('hmacKey', () => {
  it('refuses a missing or short secret', async () => {
    await expect(hmacKey('OTP_HMAC_KEY', undefined)).rejects.toThrow('OTP_HMAC_KEY is not set or shorter than 32');
    await expect(hmacKey('OTP_HMAC_KEY', 'short')).rejects.toThrow();
  });
});
