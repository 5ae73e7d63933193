import { env } from 'cloudflare:workers';
import type { ReleaseRegistry } from '@forecourt/shared';
import { planRelease } from '@forecourt/shared';
import { appendChange, ledgerHead, ledgerHistory, recordRelease } from '@forecourt/shared/server-kit/release-ledger';
import { d1LedgerSql } from '@forecourt/shared/server-kit/release-ledger-d1';
import { beforeEach, describe, expect, it } from 'vitest';

// The release ledger on the platform's D1 (issue 29): each change written at the next revision with who, when, why,
// from and to; of two changes made at once one wins and the other is told, nothing of it written; a rollback
// restores the exact assignment before the change it undoes; the registry is published only after it is recorded.

const sql = d1LedgerSql(env.DB);
const KV_REGISTRY: ReleaseRegistry = {
  remotes: {
    mfe_vehicle: {
      channels: { stable: '1.0.0', canary: '1.1.0-canary' },
      versions: [
        { version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z' },
        { version: '1.1.0-canary', publishedAt: '2026-11-20T00:00:00Z' },
      ],
    },
  },
};

let clock = 0;
const author = (who: string, why = '') => ({
  who,
  why,
  at: new Date(Date.UTC(2026, 10, 29, 4, 0, clock++)).toISOString(),
});

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM release_changes').run();
});

describe('the release ledger', () => {
  it('records each change with who, when, why, from and to, and publishes the registry after it', async () => {
    const published: ReleaseRegistry[] = [];
    const publish = async (registry: ReleaseRegistry) => void published.push(registry);
    const rollout = await recordRelease(
      sql,
      KV_REGISTRY,
      { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', dealers: ['harbourcity'] },
      author('ana', 'try the new gallery with one dealer'),
      publish,
    );
    expect(rollout).toMatchObject({ kind: 'recorded', change: { revision: 1, action: 'rollout', who: 'ana' } });
    const half = await recordRelease(
      sql,
      null,
      { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', percent: 50 },
      author('ana', 'healthy: half of the dealers'),
      publish,
    );
    expect(half.kind).toBe('recorded');
    expect(published.at(-1)?.remotes.mfe_vehicle?.rollout).toEqual({
      dealers: { harbourcity: 'canary' },
      canaryPercent: 50,
    });
    expect((await ledgerHead(sql))?.revision).toBe(2);
    const history = await ledgerHistory(sql, 'mfe_vehicle');
    expect(history.map((change) => [change.revision, change.action, change.why])).toEqual([
      [1, 'rollout', 'try the new gallery with one dealer'],
      [2, 'rollout', 'healthy: half of the dealers'],
    ]);
    expect(history[1]?.from.rollout).toEqual({ dealers: { harbourcity: 'canary' }, canaryPercent: 0 });
  });

  it('rolls back to the exact assignment before the newest change, and further back when run again', async () => {
    const noop = async () => {};
    const before = KV_REGISTRY.remotes.mfe_vehicle;
    await recordRelease(
      sql,
      KV_REGISTRY,
      { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', dealers: ['a'] },
      author('ana'),
      noop,
    );
    await recordRelease(
      sql,
      null,
      { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', percent: 50 },
      author('ana'),
      noop,
    );
    const back = await recordRelease(
      sql,
      null,
      { action: 'rollback', remote: 'mfe_vehicle' },
      author('ben', 'fallbacks up'),
      noop,
    );
    expect(back).toMatchObject({ kind: 'recorded', change: { action: 'rollback', undoes: 2 } });
    expect((await ledgerHead(sql))?.registry.remotes.mfe_vehicle?.rollout).toEqual({
      dealers: { a: 'canary' },
      canaryPercent: 0,
    });
    await recordRelease(sql, null, { action: 'rollback', remote: 'mfe_vehicle' }, author('ben'), noop);
    const head = await ledgerHead(sql);
    expect(head?.registry.remotes.mfe_vehicle).toEqual(before);
    expect(await recordRelease(sql, null, { action: 'rollback', remote: 'mfe_vehicle' }, author('ben'), noop)).toEqual({
      kind: 'refused',
      problem: 'mfe_vehicle: no change to roll back',
    });
  });

  it('lets one of two changes made at once win; the other is told and writes nothing', async () => {
    const promote = planRelease(KV_REGISTRY, [], { action: 'promote', remote: 'mfe_vehicle' });
    const rollout = planRelease(KV_REGISTRY, [], {
      action: 'rollout',
      remote: 'mfe_vehicle',
      version: '1.1.0-canary',
      percent: 10,
    });
    if (!promote.ok || !rollout.ok) throw new Error('plans');
    const [first, second] = await Promise.all([
      appendChange(sql, promote.plan, 1, author('ana')),
      appendChange(sql, rollout.plan, 1, author('ben')),
    ]);
    const outcomes = [first.kind, second.kind].sort();
    expect(outcomes).toEqual(['lost', 'recorded']);
    const lost = first.kind === 'lost' ? first : second;
    expect(lost).toMatchObject({ problem: expect.stringContaining('another change took revision 1 first') });
    expect(await ledgerHistory(sql)).toHaveLength(1);
  });

  it('leaves the newest change in the registry when two are published in the other order', async () => {
    // A second change is recorded while the first is being published (its KV write lands after the second's): the
    // first publisher sees the newer head after its write and writes that one.
    // Written from the callbacks: typed as they may be, not as TypeScript narrows the initial null.
    let kv = null as ReleaseRegistry | null;
    let second = null as Awaited<ReturnType<typeof recordRelease>> | null;
    const first = await recordRelease(
      sql,
      KV_REGISTRY,
      { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', dealers: ['harbourcity'] },
      author('ana', 'one dealer'),
      async (registry) => {
        if (second === null) {
          second = await recordRelease(
            sql,
            null,
            { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', percent: 50 },
            author('bo', 'half'),
            async (newer) => {
              kv = newer;
            },
          );
        }
        kv = registry;
      },
    );
    expect([first.kind, second?.kind]).toEqual(['recorded', 'recorded']);
    expect(kv).toEqual((await ledgerHead(sql))?.registry);
    expect(kv?.remotes.mfe_vehicle?.rollout?.canaryPercent).toBe(50);
  });
});
