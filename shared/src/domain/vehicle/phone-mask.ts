// The dealer phone on the vehicle page, masked until the visitor asks for it (spec: 000 §4 "Phone
// reveal": "The number is masked after its first 5 characters until clicked"; §9 "Phone mask: first 5
// characters visible"). Zod-free: the vehicle island bundles it.

/** Characters of the number shown before it is revealed (spec: 000 §9). */
export const PHONE_MASK_VISIBLE_CHARACTERS = 5;

/** What stands for each hidden digit. */
export const PHONE_MASK_CHARACTER = 'X';

/**
 * The phone with every digit after its first 5 characters hidden; spaces, brackets and dashes keep
 * their places so the masked number still reads like a phone number.
 * @example maskPhone('(07) 3391 4400') // "(07) XXXX XXXX"
 * @example maskPhone('0733914400') // "07339XXXXX"
 */
export function maskPhone(phone: string): string {
  const shown = phone.slice(0, PHONE_MASK_VISIBLE_CHARACTERS);
  const hidden = phone.slice(PHONE_MASK_VISIBLE_CHARACTERS).replace(/\d/g, PHONE_MASK_CHARACTER);
  return shown + hidden;
}
