// Worker tests of the simulators (`*/routes.worker.test.ts`): each runs as an auxiliary Worker at
// `http://<partner>.simulator.test`, and the test runner's own fetches go through the same outbound
// router as the gateway's (vitest.worker.config.ts), so a test calls a simulator over HTTP as the
// gateway's adapter does. Their state is shared with the gateway's tests: these add entries with ids of
// their own and set every switch they flip back.

/**
 * A request to a simulator.
 *
 * @example const res = await simulator('delivery', '/v1/quote?from=2000&to=3000');
 */
export function simulator(partner: string, path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, `http://${partner}.simulator.test`), init);
}

/**
 * A POST of `body` as JSON to a simulator.
 *
 * @example const res = await postJson('finance', '/v1/quotes', { loanTerm: 5 });
 */
export function postJson(
  partner: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return simulator(partner, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Runs `during` with the simulator's switches (`/control` or `/faults`) set to `on`, and sets them to
 * `off` afterwards, whatever happens.
 *
 * @example await withSwitches('geocoding', '/control', { outage: true }, { outage: false }, async () => { … });
 */
export async function withSwitches(
  partner: string,
  path: '/control' | '/faults',
  on: Record<string, unknown>,
  off: Record<string, unknown>,
  during: () => Promise<void>,
): Promise<void> {
  const set = async (switches: Record<string, unknown>) => {
    const res = await postJson(partner, path, switches);
    if (!res.ok) throw new Error(`${partner} ${path} answered ${res.status}`);
  };
  await set(on);
  try {
    await during();
  } finally {
    await set(off);
  }
}
