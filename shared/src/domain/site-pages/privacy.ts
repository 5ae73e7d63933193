// The platform's privacy and warranty figures every dealer's text states (spec: 001 §9 "Privacy text:
// complaint acknowledged within 7 days, resolved within 30 days, access within 30 days"; "Warranty
// claims: 3 year standard; 5 or 7 year on new cars for certain dealerships").

/** spec: 001 §9 */
export const PRIVACY_COMPLAINT_ACKNOWLEDGED_DAYS = 7;
/** spec: 001 §9 */
export const PRIVACY_COMPLAINT_RESOLVED_DAYS = 30;
/** spec: 001 §9 */
export const PRIVACY_ACCESS_DAYS = 30;

/** spec: 001 §9 "3 year standard". */
export const WARRANTY_STANDARD_YEARS = 3;
/** spec: 001 §9 "5 or 7 year on new cars for certain dealerships". */
export const NEW_CAR_WARRANTY_YEARS = [5, 7] as const;
export type NewCarWarrantyYears = (typeof NEW_CAR_WARRANTY_YEARS)[number];

/**
 * The privacy policy's complaint and access paragraph, the same on every site (the dealer's name aside).
 * @example privacyTimesText('Sun Valley Motors') // 'Sun Valley Motors acknowledges a privacy complaint within 7 days …'
 */
export function privacyTimesText(dealerName: string): string {
  return (
    `${dealerName} acknowledges a privacy complaint within ${PRIVACY_COMPLAINT_ACKNOWLEDGED_DAYS} days ` +
    `and aims to resolve it within ${PRIVACY_COMPLAINT_RESOLVED_DAYS} days. ` +
    `A request to access the personal information we hold about you is answered within ${PRIVACY_ACCESS_DAYS} days.`
  );
}

/**
 * The warranty sentence for a dealer: the standard term, and the longer new-car term where it offers one.
 * @example warrantyText(7) // 'Every vehicle comes with a 3 year standard warranty; new cars carry a 7 year warranty.'
 */
export function warrantyText(newCarYears: NewCarWarrantyYears | null): string {
  const standard = `Every vehicle comes with a ${WARRANTY_STANDARD_YEARS} year standard warranty`;
  return newCarYears === null ? `${standard}.` : `${standard}; new cars carry a ${newCarYears} year warranty.`;
}
