// Cron Triggers under `wrangler dev`: wrangler does not fire a Worker's `[triggers] crons` locally, so
// the local platform calls the gateway's scheduled handler itself, once a minute like the root
// wrangler.toml's `* * * * *` (the lead outbox's retries to the CRM). wrangler dev serves
// `/cdn-cgi/local/scheduled` for exactly this.

/** How often the gateway's scheduled handler runs locally: the root wrangler.toml's cron, every minute. */
export const LOCAL_CRON_INTERVAL_MS = 60_000;

/** A running local cron. */
export interface LocalCron {
  stop(): void;
}

/**
 * Calls `<origin>/cdn-cgi/local/scheduled` every `intervalMs` until stopped. A failed call is logged
 * and the next one tried as usual.
 *
 * @example const cron = startLocalCron('http://127.0.0.1:8787'); … cron.stop();
 */
export function startLocalCron(origin: string, intervalMs = LOCAL_CRON_INTERVAL_MS): LocalCron {
  const url = new URL('/cdn-cgi/local/scheduled', origin);
  url.searchParams.set('cron', '* * * * *');
  const timer = setInterval(() => {
    fetch(url, { signal: AbortSignal.timeout(intervalMs) })
      .then((res) => res.body?.cancel())
      .catch((error: unknown) => console.warn(`local cron: ${url} failed: ${error}`));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
