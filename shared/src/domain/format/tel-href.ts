/**
 * A `tel:` link for a phone number as people write it: its digits, with the leading `+` of an
 * international number kept; null when it has no digits (nothing to dial, so no link).
 * One rule for the site's header and footer, its locations list and the vehicle page.
 *
 * @example telHref('(07) 3391 4400') // "tel:0733914400"
 * @example telHref(' +61 7 3391 4400 ') // "tel:+61733914400"
 * @example telHref('n/a') // null
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
