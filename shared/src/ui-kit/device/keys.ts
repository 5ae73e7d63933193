// Where device-remembered state lives in the browser's localStorage, and the event that tells every
// part of the page (each remote's island, the shell's header) that it changed in this tab. Plain
// constants, no zod and no React: the shell's small client reads them too.

/**
 * localStorage keys (spec: 000 §9 "Browser storage keys used for: favourites, enquiry car, user details, …,
 * success category"; the compare list beside it; 001 §3 "Search history", remembered on the device).
 */
export const DEVICE_STORAGE_KEYS = {
  favourites: 'fc:favourites',
  compare: 'fc:compare',
  searchHistory: 'fc:search-history',
  /** The contact details a visitor last sent in a lead form (spec: 000 §3 "Stored user details", §9). */
  userDetails: 'fc:user-details',
  /** The car a lead form was last sent about (spec: 000 §9 "enquiry car"). */
  enquiryCar: 'fc:enquiry-car',
  /** What the last lead form sent was (spec: 000 §9 "success category"); /success names it. */
  successCategory: 'fc:success-category',
  /** The postcode a shopper last asked a drive-away estimate for (issue 31): the car page's form starts with it. */
  driveAwayPostcode: 'fc:drive-away-postcode',
} as const;

/** The device lists of saved cars (the header counts them). */
export type SavedCarListName = 'favourites' | 'compare';

/**
 * Dispatched on `window` after this tab writes a device key (`detail.key`). The browser's own `storage`
 * event only reaches other tabs; this one reaches the rest of this page.
 * @example window.addEventListener(DEVICE_CHANGE_EVENT, (event) => refresh((event as CustomEvent).detail.key))
 */
export const DEVICE_CHANGE_EVENT = 'fc:device-change';

/** The detail of a {@link DEVICE_CHANGE_EVENT}. */
export interface DeviceChangeDetail {
  key: string;
}
