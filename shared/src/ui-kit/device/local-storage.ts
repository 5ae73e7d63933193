import { DEVICE_CHANGE_EVENT, type DeviceChangeDetail } from './keys';

// The storage behind the device atoms: JSON in localStorage, read through a validator, safe where
// there is no localStorage (the Worker rendering a fragment; a browser that blocks storage). Shaped
// like jotai's `SyncStorage`, so `atomWithStorage(key, initial, deviceStorage(read))` uses it.

/** The part of Web Storage used. */
export type StringStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What jotai's `atomWithStorage` calls (its `SyncStorage`). */
export interface DeviceStorage<T> {
  getItem(key: string, initialValue: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
  subscribe(key: string, callback: (value: T) => void, initialValue: T): (() => void) | undefined;
}

/** The browser's localStorage; null on the server or where access throws (blocked cookies, some private modes). */
export function browserStore(): StringStore | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

function announce(key: string): void {
  if (typeof window === 'undefined') return;
  const detail: DeviceChangeDetail = { key };
  window.dispatchEvent(new CustomEvent(DEVICE_CHANGE_EVENT, { detail }));
}

/**
 * A device storage whose values are JSON under their key, read with `read` (which must not throw and
 * returns a valid value for anything stored). A write tells this page ({@link DEVICE_CHANGE_EVENT}); a
 * subscriber hears writes from this page and, through the `storage` event, from other tabs.
 * Storage errors (full, blocked) are swallowed: the value then lasts for the page view.
 * @example atomWithStorage('fc:favourites', [], deviceStorage((value) => readSavedCars(value, 50)))
 */
export function deviceStorage<T>(
  read: (stored: unknown) => T,
  store: () => StringStore | null = browserStore,
): DeviceStorage<T> {
  const getItem = (key: string, initialValue: T): T => {
    let text: string | null | undefined;
    try {
      text = store()?.getItem(key);
    } catch {
      return initialValue;
    }
    if (text === null || text === undefined) return initialValue;
    try {
      return read(JSON.parse(text));
    } catch {
      return initialValue;
    }
  };
  return {
    getItem,
    setItem(key, value) {
      try {
        store()?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or blocked: the value holds for this page view only.
      }
      announce(key);
    },
    removeItem(key) {
      try {
        store()?.removeItem(key);
      } catch {
        // Blocked: nothing stored to remove.
      }
      announce(key);
    },
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return undefined;
      const fromOtherTab = (event: Event) => {
        if ((event as StorageEvent).key === key) callback(getItem(key, initialValue));
      };
      const fromThisPage = (event: Event) => {
        if ((event as CustomEvent<DeviceChangeDetail>).detail?.key === key) callback(getItem(key, initialValue));
      };
      window.addEventListener('storage', fromOtherTab);
      window.addEventListener(DEVICE_CHANGE_EVENT, fromThisPage);
      return () => {
        window.removeEventListener('storage', fromOtherTab);
        window.removeEventListener(DEVICE_CHANGE_EVENT, fromThisPage);
      };
    },
  };
}
