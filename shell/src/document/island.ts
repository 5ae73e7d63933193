import type { TenantConfig } from '@forecourt/shared';

// The page's data island: JSON the server writes into the document and the client reads back.
// Server and browser code both import this file, so it stays free of React and of runtime imports.

/** The id of the `<script type="application/json">` element that carries the island. */
export const ISLAND_ELEMENT_ID = 'fc-data';

/** The popup as the client needs it (the tenant's `popup` config). */
export type IslandPopup = NonNullable<TenantConfig['popup']>;

/** What the shell's client reads from the data island. */
export interface ShellIsland {
  /** Data for the chrome's own enhancements. */
  chrome: {
    /** The tenant's popup; the client decides whether to show it (expiry, earlier dismissal). */
    popup: IslandPopup | null;
  };
  /** The page's own data (`PageOptions.clientData`); absent when the page passed none. */
  page?: unknown;
}

// `<` stops `</script>` and `<!--` from ending or changing the script element; `>` and `&` are
// escaped too for the HTML parser's sake; U+2028/U+2029 are line terminators in older JS parsers.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Serialises a value as JSON that is safe as the text of a `<script>` element. `JSON.parse` reads
 * it back unchanged.
 * @example serializeIsland({ note: '</script>' }) // '{"note":"\\u003c/script\\u003e"}'
 */
export function serializeIsland(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('The data island must be JSON-serialisable');
  return json.replace(UNSAFE_IN_SCRIPT, (character) => ESCAPES[character] ?? character);
}

/** The part of `Document` that `readIsland` needs (so tests can pass a stand-in). */
export interface IslandSource {
  getElementById(id: string): { textContent: string | null } | null;
}

/**
 * Reads the shell's data island from the document; `null` when there is none or it is not valid.
 * @example const popup = readIsland(document)?.chrome.popup;
 */
export function readIsland(source: IslandSource): ShellIsland | null {
  const text = source.getElementById(ISLAND_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isShellIsland(value)) return null;
    return value;
  } catch {
    return null;
  }
}

function isShellIsland(value: unknown): value is ShellIsland {
  if (typeof value !== 'object' || value === null || !('chrome' in value)) return false;
  const chrome: unknown = value.chrome;
  return typeof chrome === 'object' && chrome !== null && 'popup' in chrome;
}
