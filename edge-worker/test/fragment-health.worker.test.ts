import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { outcomeHour } from '@forecourt/shared';
import { versionHealth } from '@forecourt/shared/server-kit/release-health';
import { d1LedgerSql } from '@forecourt/shared/server-kit/release-ledger-d1';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/index';
import { seedComposition } from './composition-fixtures';

// Health per remote version (issue 29): every composed page's fragment outcomes are counted per hour, site, remote
// and version after the answer — ok, fallback, timeout, 5xx — outside the page's own D1 figure; the release command
// reads them back per version (versionHealth).

beforeAll(() => seedComposition(env));
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM fragment_outcomes').run();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

async function view(path: string, host = 'echo.localhost'): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().fetch(new Request(`http://${host}${path}`), env, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return res;
}

describe('fragment outcomes per remote version', () => {
  it('counts each page’s fragments by outcome and version, after the answer and outside its D1 figure', async () => {
    const ok = await view('/cars/hilux-sr5');
    expect(ok.headers.get('server-timing')).toContain('d1;');
    expect(ok.headers.get('server-timing')).toMatch(/desc="0 queries"/);
    await view('/cars/hilux-sr5');
    await view('/cars/error-hilux');
    await view('/cars/garbled-hilux');
    await view('/cars/hilux-sr5', 'foxtrot.localhost');

    const health = await versionHealth(
      d1LedgerSql(env.DB),
      'mfe_vehicle',
      outcomeHour(new Date(Date.now() - 3_600_000)),
    );
    expect(health.get('1.0.0')?.counts).toEqual({ ok: 2, fallback: 1, timeout: 0, error: 1 });
    expect(health.get('1.1.0-canary')?.counts).toEqual({ ok: 1, fallback: 0, timeout: 0, error: 0 });
    const rows = await env.DB.prepare(
      "SELECT tenant, outcome, count FROM fragment_outcomes WHERE remote = 'mfe_vehicle' AND version = '1.0.0' ORDER BY outcome",
    ).all();
    expect(rows.results).toEqual([
      { tenant: 'echo', outcome: 'error', count: 1 },
      { tenant: 'echo', outcome: 'fallback', count: 1 },
      { tenant: 'echo', outcome: 'ok', count: 2 },
    ]);
  });

  it('counts a fragment that took too long as a timeout', async () => {
    await view('/cars/hang-hilux');
    const health = await versionHealth(d1LedgerSql(env.DB), 'mfe_vehicle', outcomeHour(new Date()));
    expect(health.get('1.0.0')?.counts.timeout).toBe(1);
  });
});
