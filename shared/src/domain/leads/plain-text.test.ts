import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text';

describe('isPlainText (issue 13: no control, bidi-override or broken characters reach the CRM)', () => {
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
  ])('refuses %s', (_name, text) => {
    expect(isPlainText(text, { multiline: true })).toBe(false);
    expect(isPlainText(text, { multiline: false })).toBe(false);
  });

  it('allows line breaks and tabs only in multi-line fields', () => {
    for (const text of ['one\ntwo', 'one\r\ntwo', 'a\tb']) {
      expect(isPlainText(text, { multiline: true })).toBe(true);
      expect(isPlainText(text, { multiline: false })).toBe(false);
    }
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
            (code >= 0x2066 && code <= 0x2069)
          );
        });
        expect(isPlainText(clean.join(''), { multiline: false })).toBe(true);
      }),
    );
  });
});
