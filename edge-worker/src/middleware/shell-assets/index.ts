import { type ShellAssets, UNBUILT_SHELL_ASSETS } from '@forecourt/shell';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// The shell's client and stylesheet carry their content's hash in their names (issue 28: every file under
// /assets is immutable, so a repeat visit downloads and revalidates nothing), and the build writes which
// names it gave them to /assets/shell-manifest.json (scripts/lib/shell-entries.ts). A deployed gateway
// serves one build, so each isolate reads the manifest once; without one (a test's empty assets) pages
// link the unhashed names, and the next page asks again a minute later.

/** Where the build writes the manifest (the gateway's ASSETS binding serves `dist/public`). */
export const SHELL_MANIFEST_URL = 'https://assets.local/assets/shell-manifest.json';

/** How long a missing or unreadable manifest is not asked for again. */
const RETRY_MS = 60_000;

/** Reads the manifest's client and stylesheet URLs; null unless both are same-site paths under /assets/. */
function assetsOf(manifest: unknown): ShellAssets | null {
  const { client, stylesheet } = (manifest ?? {}) as { client?: unknown; stylesheet?: unknown };
  const ours = (url: unknown): url is string => typeof url === 'string' && /^\/assets\/[\w./-]+$/.test(url);
  return ours(client) && ours(stylesheet) ? { clientSrc: client, stylesheetHref: stylesheet } : null;
}

/**
 * Puts the shell's assets as this build names them on the context (`shellAssets`, a promise that never
 * rejects), for the page renderer.
 * @example app.use(shellAssets());
 */
export function shellAssets(options: { now?: () => number } = {}): MiddlewareHandler<AppEnv> {
  const now = options.now ?? Date.now;
  let known: ShellAssets | null = null;
  let retryAt = 0;
  const load = async (assetsBinding: Fetcher): Promise<ShellAssets> => {
    if (known) return known;
    if (now() < retryAt) return UNBUILT_SHELL_ASSETS;
    const res = await assetsBinding.fetch(SHELL_MANIFEST_URL).catch(() => null);
    known = res?.ok ? assetsOf(await res.json().catch(() => null)) : null;
    if (!known) retryAt = now() + RETRY_MS;
    return known ?? UNBUILT_SHELL_ASSETS;
  };
  return async function shellAssetsMiddleware(c, next) {
    c.set('shellAssets', load(c.env.ASSETS));
    return next();
  };
}
