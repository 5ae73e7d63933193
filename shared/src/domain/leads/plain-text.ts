// What a text field of a form may hold (issue 13 item 5, issue 24 item 7): printable text in any
// script. Refused: C0 and C1 control characters (NUL, escape, …; a CRM or log viewer may act on them),
// the bidi embedding/override characters U+202A–U+202E and isolates U+2066–U+2069 (they make a name or
// message display as something other than what was typed), invisible characters that do the same
// without showing — zero-width space, non-joiner and joiner U+200B–U+200D, the left-to-right and
// right-to-left marks U+200E–U+200F, the Arabic letter mark U+061C, the soft hyphen U+00AD, the word
// joiner U+2060 and the zero-width no-break space U+FEFF — and lone surrogates (broken UTF-16, which a
// CRM would store as garbage or refuse). Multi-line fields keep line breaks and tabs, the line and
// paragraph separators U+2028/U+2029 included; a single-line field refuses them all (a CR LF in a name
// can start a new header or record where it is forwarded). A zero-width joiner between emoji is part
// of the emoji (a family, a profession, a rainbow flag), so it stays.

/** C0 controls but tab, LF and CR; DEL; C1 controls; bidi embeddings/overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** Characters that show as nothing, or only steer the display, wherever they are. */
const INVISIBLE = /[\u00ad\u061c\u200b-\u200f\u2060\ufeff]/u;
/** The zero-width joiner inside an emoji sequence: after an emoji (its modifier or presentation selector), before one. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)\u200d(?=\p{Extended_Pictographic})/gu;
/** Tab, LF, CR and the Unicode line and paragraph separators: what only a multi-line field may hold. */
const LINE_CONTROLS = /[\t\n\r\u2028\u2029]/u;
/** In a `u` regex a surrogate class matches only code units that are not part of a pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * Whether `text` holds only printable characters (and, in a multi-line field, line breaks and tabs).
 *
 * @example isPlainText('Line one\nLine two', { multiline: true }); // true
 * @example isPlainText('invoice\u202efdp.exe', { multiline: false }); // false
 * @example isPlainText('Sam\u200bLee', { multiline: false }); // false
 */
export function isPlainText(text: string, options: { multiline: boolean }): boolean {
  if (CONTROL_OR_BIDI.test(text) || LONE_SURROGATE.test(text)) return false;
  if (INVISIBLE.test(text.replace(EMOJI_JOINER, ''))) return false;
  return options.multiline || !LINE_CONTROLS.test(text);
}
