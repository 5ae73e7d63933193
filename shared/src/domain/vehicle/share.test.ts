import { describe, expect, it } from 'vitest';
import {
  COPIED_CONFIRMATION_MS,
  carShareUrl,
  openShareWindow,
  SHARE_TOAST_MS,
  SHARE_WINDOW_FEATURES,
  shareLinksFor,
} from './share';

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

  it('shares to Facebook and X with the car link and name, each a link that works on its own', () => {
    const links = shareLinksFor('https://harbourcity.example/cars/2021-toyota-hilux-4021', '2021 Toyota HiLux SR5');
    expect(links).toEqual([
      {
        network: 'Facebook',
        label: 'Share on Facebook',
        href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fharbourcity.example%2Fcars%2F2021-toyota-hilux-4021',
      },
      {
        network: 'X',
        label: 'Share on X',
        href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fharbourcity.example%2Fcars%2F2021-toyota-hilux-4021&text=2021+Toyota+HiLux+SR5',
      },
    ]);
  });

  // spec: 000 §9 "Share window 550 by 400".
  it('opens a share in a window 550 by 400, cut off from the page', () => {
    expect(SHARE_WINDOW_FEATURES).toBe('width=550,height=400');
    const opened = { opener: {} as unknown };
    const calls: unknown[][] = [];
    const didOpen = openShareWindow((...args: unknown[]) => {
      calls.push(args);
      return opened;
    }, 'https://www.facebook.com/sharer/sharer.php?u=x');
    expect(calls).toEqual([['https://www.facebook.com/sharer/sharer.php?u=x', 'fc-share', 'width=550,height=400']]);
    expect(opened.opener).toBeNull();
    expect(didOpen).toBe(true);
  });

  it('says so when the browser blocks the window, so the link can open as a plain link', () => {
    expect(openShareWindow(() => null, 'https://twitter.com/intent/tweet?url=x')).toBe(false);
  });
});
