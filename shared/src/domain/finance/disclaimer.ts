// The lender disclaimer's short and long text (spec: 001 §2 "A disclaimer toggles between short and long
// text (Show More/Less)"; §9 "Finance disclaimer truncated at 197").

/** spec: 001 §9. */
export const DISCLAIMER_SHORT_LENGTH = 197;

/** The disclaimer as the toggle shows it: the short text and whether there is more. */
export interface DisclaimerText {
  short: string;
  full: string;
  truncated: boolean;
}

/**
 * The first 197 characters and an ellipsis, when the text is longer.
 * @example disclaimerText('a'.repeat(200)).short.length // 200 (197 + '...')
 */
export function disclaimerText(full: string): DisclaimerText {
  const text = full.trim();
  if (text.length <= DISCLAIMER_SHORT_LENGTH) return { short: text, full: text, truncated: false };
  return { short: `${text.slice(0, DISCLAIMER_SHORT_LENGTH).trimEnd()}...`, full: text, truncated: true };
}
