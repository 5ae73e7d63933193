import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text';

describe('isPlainText (issues 13, 24: no control, bidi-override, invisible or broken characters reach the CRM)', () => {
  it('accepts ordinary text in any script, emoji included', () => {
    for (const text of ['Sam Lee', "O'Brien-Núñez", 'שלום', 'مرحبا', '你好', 'Ute 🚙 please', '']) {
      expect(isPlainText(text, { multiline: false })).toBe(true);
    }
  });

  it.each([
    ['NUL', 'Sam\u0000'],
    ['escape', '\u001b[31mred'],
    ['delete', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['left-to-right embedding', '\u202aabc'],
    ['right-to-left override', 'invoice\u202efdp.exe'],
    ['pop directional formatting', 'abc\u202c'],
    ['first strong isolate', '\u2068abc'],
    ['pop directional isolate', 'abc\u2069'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone low surrogate', 'a\ude99b'],
    // Issue 24 item 7: invisible characters that change what a name or message says without showing.
    ['a zero-width space', 'Sam\u200bLee'],
    ['a zero-width non-joiner', 'Sam\u200cLee'],
    ['a zero-width joiner outside an emoji', 'Sam\u200dLee'],
    ['a left-to-right mark', '\u200eSam'],
    ['a right-to-left mark', 'Sam\u200f'],
    ['the Arabic letter mark', 'Sam\u061cLee'],
    ['a soft hyphen', 'Sam\u00adLee'],
    ['a word joiner', 'Sam\u2060Lee'],
    ['a zero-width no-break space', 'Sam\ufeffLee'],
  ])('refuses %s', (_name, text) => {
    expect(isPlainText(text, { multiline: true })).toBe(false);
    expect(isPlainText(text, { multiline: false })).toBe(false);
  });

  it('allows line breaks and tabs only in multi-line fields', () => {
    for (const text of ['one\ntwo', 'one\r\ntwo', 'a\tb', 'one\u2028two', 'one\u2029two']) {
      expect(isPlainText(text, { multiline: true })).toBe(true);
      expect(isPlainText(text, { multiline: false })).toBe(false);
    }
  });

  it('keeps the zero-width joiner that joins emoji (a family, a profession, a flag)', () => {
    for (const emoji of ['👨\u200d👩\u200d👧', '👩🏽\u200d💻', '🏳\ufe0f\u200d🌈']) {
      expect(isPlainText(`Thanks ${emoji}`, { multiline: false }), emoji).toBe(true);
    }
    expect(isPlainText('👩\u200d', { multiline: false })).toBe(false);
    expect(isPlainText('a\u200d💻', { multiline: false })).toBe(false);
  });

  it('accepts every well-formed string without control or bidi-control code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = [...text].filter((char) => {
          const code = char.codePointAt(0) as number;
          return !(
            code < 0x20 ||
            (code >= 0x7f && code < 0xa0) ||
            (code >= 0x202a && code <= 0x202e) ||
            (code >= 0x2066 && code <= 0x2069) ||
            [0xad, 0x61c, 0x2028, 0x2029, 0x2060, 0xfeff].includes(code) ||
            (code >= 0x200b && code <= 0x200f)
          );
        });
        expect(isPlainText(clean.join(''), { multiline: false })).toBe(true);
      }),
    );
  });
});
