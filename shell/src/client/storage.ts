/** The part of Web Storage the chrome uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The browser's localStorage, or `null` where it is unavailable (blocked cookies, some private
 * modes throw on access). Dismissals then last for the page view only.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    const storage = window.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** Reads a key, treating a storage error as "not set". */
export function readFlag(storage: KeyValueStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Sets a key, ignoring a full or blocked storage. */
export function writeFlag(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Nothing to do: the dismissal still holds for this page view.
  }
}
