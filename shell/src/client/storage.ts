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

/** Reads a key's text, treating a storage error as "not set" (`null`). */
export function readText(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key's text, ignoring a full or blocked storage. */
export function writeText(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing to do: the choice still holds for this page view.
  }
}

/** Reads a key, treating a storage error as "not set". */
export function readFlag(storage: KeyValueStorage | null, key: string): boolean {
  return readText(storage, key) !== null;
}

/** Sets a key, ignoring a full or blocked storage. */
export function writeFlag(storage: KeyValueStorage | null, key: string): void {
  writeText(storage, key, '1');
}
