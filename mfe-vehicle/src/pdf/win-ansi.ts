// pdf-lib's standard fonts (Helvetica) encode WinAnsi (Windows-1252) only and throw on anything else,
// and dealer text can hold any character. Every string drawn goes through here first: typographic
// characters WinAnsi lacks get their nearest equivalent, accents it lacks are dropped (ā → a), and
// what is left outside the set becomes '?'.

/** The characters Windows-1252 adds in 0x80–0x9F. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2713': '+',
  '\u2714': '+',
  '\u202f': ' ',
  '\u2009': ' ',
  '\t': ' ',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * Text the standard PDF fonts can draw (one line: no control characters).
 *
 * @example toWinAnsi('Ngāruawāhia → 5 ★') // 'Ngaruawahia -> 5 ?'
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    if (char === '\n' || char === '\r' || (char.codePointAt(0) ?? 0) < 0x20) {
      out += ' ';
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}
