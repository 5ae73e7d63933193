import { describe, expect, it } from 'vitest';
import { COPIED_CONFIRMATION_MS, carShareUrl, SHARE_TOAST_MS } from './share';

describe('share', () => {
  it('copies the link of the car page on the site the visitor is on', () => {
    expect(carShareUrl('http://harbourcity.localhost:8790', '/cars/2021-toyota-hilux-4021')).toBe(
      'http://harbourcity.localhost:8790/cars/2021-toyota-hilux-4021',
    );
  });

  it('confirms for 1.5 s and toasts for 3 s', () => {
    expect(COPIED_CONFIRMATION_MS).toBe(1500);
    expect(SHARE_TOAST_MS).toBe(3000);
  });
});
