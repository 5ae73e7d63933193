// The contact details a visitor typed into a lead form, remembered on the device so the next form is
// pre-filled (spec: 000 §3 "Stored user details (remembered on the device): name, last_name, email,
// phone, postcode"). Zod-free: the vehicle page's dialogs read it in the browser.

/** The remembered contact details; '' where the visitor has not given one. */
export interface UserDetails {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

/** The fields remembered, in form order. */
export const USER_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const satisfies ReadonlyArray<
  keyof UserDetails
>;

/** Nothing remembered yet. */
export const NO_USER_DETAILS: UserDetails = { name: '', last_name: '', email: '', phone: '', postcode: '' };

/** Longest value kept per field: anything longer was not typed into a contact field. */
const DETAIL_MAX_LENGTH = 254;

/**
 * Whatever was stored under the user-details key, as UserDetails: unknown fields dropped, a field that
 * is not a short string read as ''. Never throws, so a damaged entry only loses the pre-fill.
 *
 * @example readUserDetails({ name: 'Sam', phone: 412 }) // { name: 'Sam', last_name: '', email: '', phone: '', postcode: '' }
 */
export function readUserDetails(stored: unknown): UserDetails {
  if (typeof stored !== 'object' || stored === null) return { ...NO_USER_DETAILS };
  const record = stored as Record<string, unknown>;
  const details = { ...NO_USER_DETAILS };
  for (const field of USER_DETAIL_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.length <= DETAIL_MAX_LENGTH) details[field] = value.trim();
  }
  return details;
}

/**
 * The contact details to remember from a sent form's values (other fields, such as the message, are
 * not remembered; a field the form did not show keeps what was remembered before).
 *
 * @example userDetailsFrom({ name: ' Sam ' }, NO_USER_DETAILS).name // 'Sam'
 */
export function userDetailsFrom(values: Partial<UserDetails>, previous: UserDetails): UserDetails {
  const details = { ...previous };
  for (const field of USER_DETAIL_FIELDS) {
    const value = values[field];
    if (value !== undefined) details[field] = value.trim();
  }
  return details;
}
