import type { Preload } from '@forecourt/shell';
import { z } from 'zod';

// The shell's own files an island needs before it can hydrate: islands.js (React and the MF host,
// which client.js imports only on pages with islands) and the chunks that provide each shared module
// the island's build consumes. `npm run build` lists the latter by share key in
// /assets/shell/shared-files.json (scripts/lib/bundle.ts); the gateway reads it once per isolate
// through its ASSETS binding, so a composed page announces them all in <head>. (RECIPE.md §10.)

/** Where the shell's client build is served. */
export const SHELL_ASSETS_PATH = '/assets/shell/';

/** The shell's islands entry (rspack.config.ts `shellClientConfig`, a fixed name). */
export const SHELL_ISLANDS_SRC = `${SHELL_ASSETS_PATH}islands.js`;

/** `shared-files.json` as the ASSETS binding is asked for it (the host is ignored). */
export const SHARED_FILES_URL = `https://assets.local${SHELL_ASSETS_PATH}shared-files.json`;

/** Share key → the shell files that provide it (the chunk and the chunks split off it). */
const SharedFilesSchema = z.record(z.string(), z.array(z.string()));
export type SharedFiles = z.infer<typeof SharedFilesSchema>;

/** Options of {@link createSharedFilesCache}. */
export interface SharedFilesCacheOptions {
  /** How long a failed read is remembered before trying again (default 30 s). */
  failureTtlMs?: number;
  now?: () => number;
}

/** The shell build's `shared-files.json`, read once per isolate. */
export interface SharedFilesCache {
  /** The list, or null when it is missing or not valid (never throws). */
  get(assets: Fetcher, timeoutMs: number): Promise<SharedFiles | null>;
  clear(): void;
}

/**
 * Makes a cache of the shell's `shared-files.json`. The file changes only with a deploy (a new
 * isolate), so a read is kept for the life of the isolate; a failed read is retried after `failureTtlMs`.
 *
 * @example const files = await createSharedFilesCache().get(env.ASSETS, 1000);
 */
export function createSharedFilesCache(options: SharedFilesCacheOptions = {}): SharedFilesCache {
  const failureTtlMs = options.failureTtlMs ?? 30_000;
  const now = options.now ?? Date.now;
  let entry: { files: Promise<SharedFiles | null>; failedAt?: number } | undefined;

  async function read(assets: Fetcher, timeoutMs: number): Promise<SharedFiles | null> {
    try {
      const response = await assets.fetch(SHARED_FILES_URL, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      return SharedFilesSchema.parse(await response.json());
    } catch (error) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: 'shell shared-files.json unreadable; pages served without shared module preloads',
          url: SHARED_FILES_URL,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return null;
    }
  }

  return {
    get(assets, timeoutMs) {
      if (entry && (entry.failedAt === undefined || now() - entry.failedAt < failureTtlMs)) return entry.files;
      const fresh: { files: Promise<SharedFiles | null>; failedAt?: number } = { files: read(assets, timeoutMs) };
      fresh.files.then((files) => {
        if (files === null) fresh.failedAt = now();
      });
      entry = fresh;
      return fresh.files;
    },
    clear() {
      entry = undefined;
    },
  };
}

const SHELL_FILE = /^\/assets\/shell\/[A-Za-z0-9._/-]+$/;

/** A same-origin path to a file of the shell's build, and nowhere else. */
function isShellFile(href: string): boolean {
  return SHELL_FILE.test(href) && !href.includes('//') && !href.split('/').includes('..');
}

/**
 * Module preloads of the shell files that provide the share keys a build consumes (its manifest's
 * `shared` names), each once. Keys the shell provides eagerly (react, react-dom: in islands.js) have
 * no files; unknown keys and paths outside `/assets/shell/` are skipped.
 *
 * @example sharedPreloads(['react', '@forecourt/shared/ui'], files) // → the kit's chunks
 */
export function sharedPreloads(keys: readonly string[], files: SharedFiles | null): Preload[] {
  if (files === null) return [];
  const hrefs = new Set<string>();
  for (const key of keys) {
    if (!Object.hasOwn(files, key)) continue;
    for (const href of files[key] ?? []) if (isShellFile(href)) hrefs.add(href);
  }
  return [...hrefs].map((href) => ({ href, as: 'modulepreload' }));
}
