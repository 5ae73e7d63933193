/**
 * A `tel:` link for a phone number as written for people: keeps the digits and a leading `+`.
 * @example telHref('(07) 3333 1234') // "tel:0733331234"
 * @example telHref('+61 7 3333 1234') // "tel:+61733331234"
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
