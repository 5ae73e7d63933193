import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readDevVars } from '../scripts/lib/dev-vars.ts';
import { ROOT } from '../scripts/lib/paths.ts';
import { getAsSite } from './support/http.ts';
import { SiteVisitor } from './support/visitor.ts';

// Issue 29's "done when": a canary of one remote released to one dealer, its health watched, rolled out to 50 % of
// dealers, rolled back, each step shown by `npm run release -- status` and on the dealer's releases page. Over HTTP and
// the release command, as an operator and a dealer do it (no browser: the dealer's page is server HTML). mfe_offers,
// which no other journey moves (retired-builds moves mfe_vehicle, the dealer's pages mfe_locations), so a rollback
// here undoes only this journey's change. The test platform keeps the registry 1 s (global-setup.ts), so a page
// shows a move at once; the journey ends where it began (the test platform's state is made anew every run).

const REMOTE = 'mfe_offers';
const DEALER = 'redgum';
const OTHER = 'harbourcity';
const STATE_DIR = resolve(ROOT, '.data/e2e-state');
const PAGE = '/special-offers';

/** `npm run release -- <args>` on the platform's state; again when another journey's change took the revision first. */
async function release(...args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)(
        resolve(ROOT, 'node_modules/.bin/tsx'),
        ['scripts/release.ts', ...args, '--state', STATE_DIR, '--who', 'e2e'],
        { cwd: ROOT, env: { ...process.env, PATH: `${resolve(ROOT, 'node_modules/.bin')}:${process.env.PATH}` } },
      );
      return stdout;
    } catch (error) {
      if (attempt === 3 || !String((error as { stderr?: string }).stderr).includes('took revision')) throw error;
    }
  }
}

/** The version of the remote a site's offers page is rendered with now (its stylesheet or manifest names it). */
async function servedVersion(site: string): Promise<string> {
  const page = await getAsSite(`${site}.localhost`, PAGE);
  expect(page.status).toBe(200);
  return new RegExp(`/_mf/${REMOTE}/([^/"]+)/`).exec(page.text)?.[1] ?? '';
}

/** Waits (the registry kept 1 s) until the site's page is rendered with `version`. */
async function servedSoon(site: string, version: string): Promise<void> {
  await expect.poll(() => servedVersion(site), { timeout: 10_000, interval: 500 }).toBe(version);
}

/**
 * The dealer's releases page, signed in with the dealer key: the offers part's sentence. Read with `expect.poll`
 * after a move: the dealer-pages journey beside this one publishes the same KV registry, and a publish finishing at
 * that moment leaves the older registry there for an instant before the newest (publishNewest).
 */
async function dealerSays(visitor: SiteVisitor): Promise<string> {
  const page = await visitor.open('/dealer/releases');
  expect(page.path).toBe('/dealer/releases');
  const section = page.document.querySelector(`section[aria-labelledby="release-${REMOTE}"]`);
  return section?.querySelector('p')?.textContent ?? '';
}

describe('a release rolled out dealer by dealer', () => {
  it('goes to one dealer, is watched, widens to half, and rolls back, in status and on the dealer page', async () => {
    const before = await release('status', REMOTE);
    const channels = new RegExp(`${REMOTE}: stable (\\S+), canary (\\S+) \\(pinned dealers only\\)`).exec(before);
    const stable = channels?.[1] ?? '';
    const canary = channels?.[2] ?? '';
    expect(stable).not.toBe('');
    expect(canary).toMatch(/canary/);
    await servedSoon(DEALER, stable);

    const key = (await readDevVars()).DEALER_API_KEY ?? '';
    const dealer = new SiteVisitor(DEALER, { 'CF-Connecting-IP': '203.0.113.29' });
    // The releases page sends a visitor to the dealer sign-in, and back there once signed in.
    const signIn = await dealer.open('/dealer/releases');
    expect(signIn.path).toMatch(/^\/dealer\/sign-in/);
    const form = signIn.document.querySelector('form');
    if (!form) throw new Error('no dealer sign-in form');
    expect((await dealer.submit(signIn, form, { 'Dealer key': key })).path).toBe('/dealer/releases');
    expect(await dealerSays(dealer)).toBe(`You run ${stable} (stable), by the stable release.`);

    // 1. The canary to one dealer: that dealer's pages move, the others' do not.
    const first = await release('rollout', REMOTE, canary, '--dealers', DEALER, '--why', 'one dealer first');
    expect(first).toMatch(new RegExp(`→ stable ${stable}, canary ${canary} \\(${DEALER}\\)`));
    await servedSoon(DEALER, canary);
    expect(await servedVersion(OTHER)).toBe(stable);
    await expect
      .poll(() => dealerSays(dealer))
      .toBe(`You run ${canary} (canary), by the platform's rollout of the new release.`);

    // 2. Watched: the dealer's pages on the canary are counted per version, and status prints their health.
    for (let view = 0; view < 4; view++) await expect.poll(() => servedVersion(DEALER)).toBe(canary);
    await expect
      .poll(
        async () =>
          /health of canary \S+ \(last 24 h\): (\d+) fragments, 0\.0 % failed/.exec(
            await release('status', REMOTE),
          )?.[1],
        {
          timeout: 30_000,
          interval: 1_000,
        },
      )
      .toMatch(/^[1-9]\d*$/);

    // 3. Half of the other dealers: status names the share; the named dealer stays on it.
    const half = await release('rollout', REMOTE, canary, '--dealers', DEALER, '--percent', '50', '--why', 'healthy');
    expect(half).toMatch(new RegExp(`→ stable ${stable}, canary ${canary} \\(${DEALER}; 50 % of the others\\)`));
    expect(await release('status', REMOTE)).toMatch(/50 % of the others/);
    await servedSoon(DEALER, canary);

    // 4. Rolled back, twice: to one dealer, then to where it began; the page and the dealer's page follow.
    const back = await release('rollback', REMOTE, '--why', 'journey: back');
    expect(back).toMatch(new RegExp(`→ stable ${stable}, canary ${canary} \\(${DEALER}\\)$`, 'm'));
    const start = await release('rollback', REMOTE, '--why', 'journey: back to the start');
    expect(start).toMatch(/rollback/);
    const after = await release('status', REMOTE);
    expect(after).toContain(`${REMOTE}: stable ${stable}, canary ${canary} (pinned dealers only)`);
    expect(after).toMatch(/rollback by e2e/);
    await servedSoon(DEALER, stable);
    await expect.poll(() => dealerSays(dealer)).toBe(`You run ${stable} (stable), by the stable release.`);
  }, 240_000); // eight release commands, each a few wrangler calls on the platform's state
});
