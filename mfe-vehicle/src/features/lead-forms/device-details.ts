import { DEVICE_STORAGE_KEYS } from '@forecourt/shared/device/keys';
import { deviceStorage } from '@forecourt/shared/device/local-storage';
import { readUserDetails, type UserDetails, userDetailsFrom } from '@forecourt/shared/device/user-details';
import type { LeadFormValues } from '@forecourt/shared/vehicle/lead-request';

// What a sent form leaves on the device (spec: 000 §3 "Stored user details (remembered on the device)";
// §9 storage keys: user details, enquiry car, success category). Browser only: read after mount.

const userDetailsStore = deviceStorage(readUserDetails);
const textStore = deviceStorage((stored) => (typeof stored === 'string' ? stored : ''));
const enquiryCarStore = deviceStorage((stored) => stored);

/** The details the visitor last sent from this device (empty fields where none). */
export function rememberedUserDetails(): UserDetails {
  return userDetailsStore.getItem(DEVICE_STORAGE_KEYS.userDetails, readUserDetails(null));
}

/** The car a lead was sent about, as remembered (spec: 000 §9 "enquiry car"). */
export interface EnquiryCar {
  id: number;
  slug: string;
  name: string;
}

/**
 * Remembers a sent form: the contact details (pre-filled next time), the form's category (spec: 000 §9
 * "success category") and the car it was about.
 *
 * @example rememberSentLead(values, 'Book a test drive', { id: 9101, slug: '…', name: '2021 Toyota HiLux SR5' });
 */
export function rememberSentLead(values: LeadFormValues, category: string, car: EnquiryCar): void {
  userDetailsStore.setItem(DEVICE_STORAGE_KEYS.userDetails, userDetailsFrom(values, rememberedUserDetails()));
  textStore.setItem(DEVICE_STORAGE_KEYS.successCategory, category);
  enquiryCarStore.setItem(DEVICE_STORAGE_KEYS.enquiryCar, car);
}
