/**
 * Text or an attribute value safe inside XML: the five characters XML reserves as numeric references (the
 * documents the platform writes for partners: ADF leads, the inventory feed).
 *
 * @example xmlText('Mum & Dad <3') // 'Mum &#38; Dad &#60;3'
 */
export function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
