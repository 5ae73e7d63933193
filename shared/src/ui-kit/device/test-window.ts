import { vi } from 'vitest';
import type { StringStore } from './local-storage';

// A browser window for the device tests in Node: an EventTarget with an in-memory localStorage.

/** localStorage in memory; `failing` makes every call throw, as a blocked storage does. */
export class MemoryStore implements StringStore {
  readonly values = new Map<string, string>();
  failing = false;

  getItem(key: string): string | null {
    if (this.failing) throw new DOMException('blocked', 'SecurityError');
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failing) throw new DOMException('full', 'QuotaExceededError');
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    if (this.failing) throw new DOMException('blocked', 'SecurityError');
    this.values.delete(key);
  }
}

/** Installs `window` (undo with vi.unstubAllGlobals()) and returns it with its store. */
export function stubWindow(): { window: EventTarget; store: MemoryStore } {
  const store = new MemoryStore();
  const window = Object.assign(new EventTarget(), { localStorage: store });
  vi.stubGlobal('window', window);
  return { window, store };
}

/** A `storage` event as another tab's write fires it. */
export function storageEvent(key: string): Event {
  return Object.assign(new Event('storage'), { key });
}
