import { getAsSiteAt } from '../scripts/lib/http.ts';

// The bench's steps run one after another against one platform; a step that fails (a load run that
// times out, a page Lighthouse cannot open) is reported and the next step still runs, and a load run
// is followed by a wait until the platform answers a single request again, so what it left queued is
// not measured as the next step's figures.

/** The steps that failed so far, with why, for the closing summary. */
export const failedSteps: { step: string; reason: string }[] = [];

/**
 * Runs one step; on failure prints and records it and gives undefined instead of throwing.
 * @example const d1 = await step('D1 queries per view', () => measureD1PerView(origin, host, path));
 */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    failedSteps.push({ step: name, reason });
    console.log(`  ✗ ${name} failed: ${reason}`);
    return undefined;
  }
}

/** How long one probe may take, and how long the platform has to drain after a load run. */
export const PROBE_TIMEOUT_MS = 10_000;
export const DRAIN_TIMEOUT_MS = 120_000;

function probe(origin: string, host: string, path: string): Promise<number> {
  return Promise.race([
    getAsSiteAt(origin, host, path).then((response) => response.status),
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS).unref();
    }),
  ]);
}

/**
 * Waits until one request to `path` answers 2xx on its own within the probe timeout (the platform has
 * drained what a load run left), and says how long that took; throws after `DRAIN_TIMEOUT_MS`.
 * @example await drained(platform.origin, 'harbourcity.localhost', carPath);
 */
export async function drained(origin: string, host: string, path: string): Promise<number> {
  const started = Date.now();
  let last = 'not probed';
  while (Date.now() - started < DRAIN_TIMEOUT_MS) {
    try {
      const status = await probe(origin, host, path);
      if (status >= 200 && status < 300) return Date.now() - started;
      last = `HTTP ${status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
  }
  throw new Error(`${origin}${path} did not answer on its own within ${DRAIN_TIMEOUT_MS} ms (last: ${last})`);
}
