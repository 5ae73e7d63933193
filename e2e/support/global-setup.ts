import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { getAsSiteAt } from '../../scripts/lib/http.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { startPlatform } from '../../scripts/lib/platform.ts';

/**
 * Port of the platform under test: apart from `npm start`'s 8787 so both can run at once.
 * `FC_E2E_PORT` moves it, so two checkouts can run their journeys side by side.
 */
export const E2E_PORT = Number(process.env.FC_E2E_PORT ?? 8790);

/** The gateway's fragment timeout while the journeys run (production's is 2,500 ms: wrangler.toml). */
const JOURNEY_FRAGMENT_TIMEOUT_MS = 10_000;

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

export default async function setup(project: TestProject) {
  // FC_E2E_START_TIMEOUT_MS: a shared, loaded machine can take longer than the default minute to start it.
  const timeoutMs = process.env.FC_E2E_START_TIMEOUT_MS ? Number(process.env.FC_E2E_START_TIMEOUT_MS) : undefined;
  const platform = await startPlatform({
    port: E2E_PORT,
    stateDir: resolve(ROOT, '.data/e2e-state'),
    ...(timeoutMs ? { timeoutMs } : {}),
    // The journeys test pages, not how fast a fragment answers (the bench does; the Worker tests prove the
    // fallback a late fragment gets): with two journey files and the checks sharing two cores, a remote's
    // answer can outlast production's 2.5 s and turn a page into its 503 fallback.
    // The release journeys move releases and read the pages they change at once: the registry kept 1 s, not 30.
    gatewayVars: { FRAGMENT_TIMEOUT_MS: String(JOURNEY_FRAGMENT_TIMEOUT_MS), RELEASES_CACHE_SECONDS: '1' },
    // What would deploy, not watched: the journeys never edit the source.
    bundled: true,
  });
  await warmRemotes(E2E_PORT);
  project.provide('port', E2E_PORT);
  return () => platform.stop();
}

/**
 * Each remote's Worker compiles its code on its first request, which on a loaded machine can outlast the
 * gateway's fragment timeout and turn the first journey's page into the 503 fallback. The journeys test
 * pages, not cold starts (the bench measures those), so one request per remote's pages goes first.
 */
async function warmRemotes(port: number): Promise<void> {
  const get = (path: string) => getAsSiteAt(`http://127.0.0.1:${port}`, 'harbourcity.localhost', path);
  const home = await get('/');
  const car = home.text.match(/href="(\/cars\/[^"#?]+)"/)?.[1];
  const pages = ['/search/used-cars', '/special-offers', '/finance', '/contact-us', ...(car ? [car] : [])];
  await Promise.all(pages.map(get));
}
