import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../test-fixtures';
import { isDeepLink, isPopupExpired, isSafeHref, popupExpiryTime, shouldShowPopup } from './popup';
import type { KeyValueStorage } from './storage';

function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries));
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

const popup = sampleTenant().popup ?? expect.unreachable('the sample tenant has a popup');

describe('popup expiry', () => {
  it('shows a date-only expiry through the whole of that local day', () => {
    const lastDay = new Date(2026, 11, 31, 23, 59).getTime();
    const nextDay = new Date(2027, 0, 1, 0, 0).getTime();
    expect(isPopupExpired('2026-12-31', lastDay)).toBe(false);
    expect(isPopupExpired('2026-12-31', nextDay)).toBe(true);
    expect(popupExpiryTime('2026-12-31')).toBe(nextDay);
  });

  it('uses an exact instant when one is given', () => {
    const expiry = Date.parse('2026-06-30T14:00:00Z');
    expect(isPopupExpired('2026-06-30T14:00:00Z', expiry - 1)).toBe(false);
    expect(isPopupExpired('2026-06-30T14:00:00Z', expiry)).toBe(true);
  });

  it('never expires without a date, and treats an unreadable one as expired', () => {
    expect(isPopupExpired(null, Date.now())).toBe(false);
    expect(isPopupExpired('next Tuesday', Date.now())).toBe(true);
  });
});

describe('shouldShowPopup', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');

  it('shows a live popup that was never dismissed', () => {
    expect(shouldShowPopup(popup, now, memoryStorage())).toBe(true);
    expect(shouldShowPopup(popup, now, null)).toBe(true);
  });

  it('stays away once dismissed, keyed by popup id', () => {
    expect(shouldShowPopup(popup, now, memoryStorage({ [`fc:popup-dismissed:${popup.id}`]: '1' }))).toBe(false);
    expect(shouldShowPopup(popup, now, memoryStorage({ 'fc:popup-dismissed:another': '1' }))).toBe(true);
  });

  it('stays away after expiry', () => {
    expect(shouldShowPopup({ ...popup, expiresAt: '2026-02-28' }, now, memoryStorage())).toBe(false);
  });

  it('treats a storage that throws as empty', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(shouldShowPopup(popup, now, broken)).toBe(true);
  });
});

describe('isDeepLink', () => {
  it('is a link to a place in the page (the popup then waits), not a bare page or an empty fragment', () => {
    expect(isDeepLink('#enquire')).toBe(true);
    expect(isDeepLink('#finance-calculator')).toBe(true);
    expect(isDeepLink('')).toBe(false);
    expect(isDeepLink('#')).toBe(false);
  });
});

describe('isSafeHref', () => {
  const base = 'https://bayside.example/cars';
  it('accepts ordinary links', () => {
    for (const href of [
      '/special-offers',
      'https://example.com/x',
      'tel:0733914400',
      'mailto:sales@example.com',
      '#x',
    ]) {
      expect(isSafeHref(href, base)).toBe(true);
    }
  });

  it('refuses script and data URLs', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x']) {
      expect(isSafeHref(href, base)).toBe(false);
    }
  });
});
