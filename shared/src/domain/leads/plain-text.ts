// What a text field of a form may hold (issue 13 item 5): printable text in any script. Refused:
// C0 and C1 control characters (NUL, escape, …; a CRM or log viewer may act on them), the bidi
// embedding/override characters U+202A–U+202E and isolates U+2066–U+2069 (they make a name or message
// display as something other than what was typed), and lone surrogates (broken UTF-16, which a CRM
// would store as garbage or refuse). Multi-line fields keep line breaks and tabs.

/** C0 controls but tab, LF and CR; DEL; C1 controls; bidi embeddings/overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** Tab, LF and CR: what only a multi-line field may hold. */
const LINE_CONTROLS = /[\t\n\r]/u;
/** In a `u` regex a surrogate class matches only code units that are not part of a pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * Whether `text` holds only printable characters (and, in a multi-line field, line breaks and tabs).
 *
 * @example isPlainText('Line one\nLine two', { multiline: true }); // true
 * @example isPlainText('invoice\u202efdp.exe', { multiline: false }); // false
 */
export function isPlainText(text: string, options: { multiline: boolean }): boolean {
  if (CONTROL_OR_BIDI.test(text) || LONE_SURROGATE.test(text)) return false;
  return options.multiline || !LINE_CONTROLS.test(text);
}
