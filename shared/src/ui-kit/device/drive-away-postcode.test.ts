import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberDriveAwayPostcode, rememberedDriveAwayPostcode } from './drive-away-postcode';
import { DEVICE_STORAGE_KEYS } from './keys';
import { stubWindow } from './test-window';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the remembered drive-away postcode', () => {
  it('is kept on the device under its key and read back', () => {
    const { store } = stubWindow();
    expect(rememberedDriveAwayPostcode()).toBe('');
    rememberDriveAwayPostcode('3000');
    expect(store.values.get(DEVICE_STORAGE_KEYS.driveAwayPostcode)).toBe('"3000"');
    expect(rememberedDriveAwayPostcode()).toBe('3000');
  });

  it('reads anything but a four-digit postcode as none', () => {
    const { store } = stubWindow();
    for (const stored of ['"30"', '3000', '{"a":1}', 'not json']) {
      store.values.set(DEVICE_STORAGE_KEYS.driveAwayPostcode, stored);
      expect(rememberedDriveAwayPostcode(), stored).toBe('');
    }
  });

  it('is none on the server', () => {
    expect(rememberedDriveAwayPostcode()).toBe('');
  });
});
