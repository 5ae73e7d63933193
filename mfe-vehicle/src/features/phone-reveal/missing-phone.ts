import { useEffect } from 'react';

// spec: 000 §8 "Missing phone number: console warning only": a car whose dealer has no number (the site's,
// its type's or its location's) shows no phone to the shopper, and tells the team in the browser console.

/**
 * The console warning of a car page without a dealer phone, once per page.
 * @example missingPhoneWarning('/cars/2021-toyota-hilux-42', 7) // '[fc] No dealer phone number for /cars/2021-toyota-hilux-42 (dealership 7): the page shows none'
 */
export function missingPhoneWarning(carPath: string, dealershipId: number): string {
  return `[fc] No dealer phone number for ${carPath} (dealership ${dealershipId}): the page shows none`;
}

/**
 * Warns in the console, once mounted, when the car has no dealer phone.
 * @example useMissingPhoneWarning(sidebar.phone === null, sidebar.path, sidebar.dealershipId);
 */
export function useMissingPhoneWarning(missing: boolean, carPath: string, dealershipId: number): void {
  useEffect(() => {
    if (missing) console.warn(missingPhoneWarning(carPath, dealershipId));
  }, [missing, carPath, dealershipId]);
}
