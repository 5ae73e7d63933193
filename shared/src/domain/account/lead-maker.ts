// Whose a lead is, for My Garage (issue 24 item 8 "My Garage trusts an unverified phone"): a lead's phone
// is whatever the form said, so it proves nothing. A lead belongs to the shopper who verified a phone in
// making it: the one signed in when it was posted, or the owner of the phone a one-time code verified in
// that same request (a finance enquiry verified on submit, which then signs them in).

/**
 * The verified phone a lead is filed under, or null for a lead no verified shopper made.
 * @example leadMakerPhone({ signedInPhone: null, codeVerifiedPhone: '0412345678' }) // '0412345678'
 * @example leadMakerPhone({ signedInPhone: null, codeVerifiedPhone: null }) // null: only typed in
 */
export function leadMakerPhone(made: {
  signedInPhone: string | null;
  codeVerifiedPhone: string | null;
}): string | null {
  // A code checked in the request signs its phone's owner in, in place of whoever was signed in before.
  return made.codeVerifiedPhone ?? made.signedInPhone;
}
