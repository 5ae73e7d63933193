import { DEVICE_STORAGE_KEYS } from './keys';
import { deviceStorage } from './local-storage';

// The postcode a shopper last asked a drive-away estimate for, remembered on the device (issue 31), so
// the next car page's form starts with it. Zod-free: the car page's island reads it after mount.

const storage = deviceStorage((stored) => (typeof stored === 'string' && /^\d{4}$/.test(stored) ? stored : ''));

/**
 * The remembered postcode; '' when none (or on the server, or where storage is blocked).
 * @example rememberedDriveAwayPostcode() // '2000'
 */
export function rememberedDriveAwayPostcode(): string {
  return storage.getItem(DEVICE_STORAGE_KEYS.driveAwayPostcode, '');
}

/**
 * Remembers the postcode of an estimate the shopper was shown.
 * @example rememberDriveAwayPostcode('3000')
 */
export function rememberDriveAwayPostcode(postcode: string): void {
  storage.setItem(DEVICE_STORAGE_KEYS.driveAwayPostcode, postcode);
}
