import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_AUSTRALIAN_MOBILE, REQUIRED_FIELD } from '../messages/catalogue';
import { internationalFromNational, maskMobileForLog, parseAustralianMobile } from './phone';

const ok = { ok: true, e164: '+61412345678', national: '0412345678' };

describe('parseAustralianMobile (spec: 001 §5)', () => {
  it.each([
    '0412 345 678',
    '0412345678',
    '+61 412 345 678',
    '+61412345678',
    '61412345678',
    '(04) 1234 5678',
    '0412-345-678',
    '0412.345.678',
    '+61 (0) 412 345 678',
    '  0412 345 678  ',
  ])('accepts %j', (input) => {
    expect(parseAustralianMobile(input)).toEqual(ok);
  });

  it.each([
    ['a Sydney landline', '02 9876 5432'],
    ['a landline in international format', '+61 2 9876 5432'],
    ['a UK mobile', '+44 7911 123456'],
    ['a New Zealand mobile', '+64 21 123 4567'],
    ['too short', '0412 345'],
    ['too long', '0412 345 6789'],
    ['letters', 'abc'],
    ['a number inside text', 'call 0412345678'],
    ['a trailing letter', '0412345678x'],
    ['a plus in the middle', '04+12345678'],
    ['a 1300 number', '1300 123 456'],
    ['an emergency number', '000'],
    ['a very long string of digits', '0'.repeat(40)],
  ])('rejects %s', (_label, input) => {
    expect(parseAustralianMobile(input)).toEqual({ ok: false, message: INVALID_AUSTRALIAN_MOBILE });
  });

  it('asks for a value when empty', () => {
    expect(parseAustralianMobile('   ')).toEqual({ ok: false, message: REQUIRED_FIELD });
  });

  it('normalises every way of writing a valid mobile to the same national digits', () => {
    // 04 followed by 8 digits; 0400–0499 ranges the numbering plan leaves unallocated are filtered out
    // by requiring that the canonical form itself is accepted.
    const mobile = fc
      .stringMatching(/^[0-9]{8}$/)
      .map((rest) => `04${rest}`)
      .filter((national) => parseAustralianMobile(national).ok);
    const spaced = (digits: string, groups: number[], sep: string): string => {
      const parts: string[] = [];
      let at = 0;
      for (const size of groups) {
        parts.push(digits.slice(at, at + size));
        at += size;
      }
      return parts.join(sep);
    };
    fc.assert(
      fc.property(mobile, fc.constantFrom(' ', '-', '.', ''), (national, sep) => {
        const subscriber = national.slice(1); // '4xxxxxxxx'
        const formats = [
          spaced(national, [4, 3, 3], sep),
          `+61 ${spaced(subscriber, [3, 3, 3], sep)}`,
          `+61${subscriber}`,
          `61${subscriber}`,
          `(${national.slice(0, 2)}) ${spaced(national.slice(2), [4, 4], sep)}`,
        ];
        for (const format of formats) {
          const result = parseAustralianMobile(format);
          expect(result, format).toEqual({ ok: true, e164: `+61${subscriber}`, national });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and never accepts a number that is not +614…', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const result = parseAustralianMobile(input);
        if (result.ok) {
          expect(result.e164).toMatch(/^\+614\d{8}$/);
          expect(result.national).toMatch(/^04\d{8}$/);
        }
      }),
    );
  });
});

describe('maskMobileForLog (spec: 000 §9 "Phone mask: first 5 characters visible")', () => {
  it('keeps the first 5 characters', () => {
    expect(maskMobileForLog('0412345678')).toBe('04123*****');
    expect(maskMobileForLog('041')).toBe('041');
  });
});

describe('internationalFromNational (spec: 001 §5)', () => {
  it('is the inverse of the national form parseAustralianMobile gives', () => {
    expect(internationalFromNational('0412345678')).toBe('+61412345678');
    const parsed = parseAustralianMobile('+61 498 765 432');
    if (!parsed.ok) throw new Error('expected a valid mobile');
    expect(internationalFromNational(parsed.national)).toBe(parsed.e164);
  });
});
