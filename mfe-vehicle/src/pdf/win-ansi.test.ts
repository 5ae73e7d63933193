import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('keeps ASCII, Latin-1 and the Windows-1252 extras', () => {
    expect(toWinAnsi('Café – “quoted” … €5 • ½')).toBe('Café – “quoted” … €5 • ½');
  });

  it('replaces what WinAnsi lacks with a near equivalent or ?', () => {
    expect(toWinAnsi('Ngāruawāhia → 5 ★')).toBe('Ngaruawahia -> 5 ?');
    expect(toWinAnsi('≥ 2\u202f000 km')).toBe('>= 2 000 km');
    expect(toWinAnsi('车')).toBe('?');
  });

  it('turns control characters and line breaks into spaces', () => {
    expect(toWinAnsi('a\nb\tc\u0007d')).toBe('a b c d');
  });

  it('is always drawable with Helvetica', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const hostile = 'Ünïcödé 🚗 车 ≤ ‑ \u2028 \u0000 Ω ŝ Ā';
    expect(() => font.encodeText(toWinAnsi(hostile))).not.toThrow();
    expect(() => font.encodeText(hostile)).toThrow();
  });
});
