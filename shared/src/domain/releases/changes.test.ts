import { describe, expect, it } from 'vitest';
import {
  dealerBucket,
  describeAssignment,
  type PlanResult,
  planPublish,
  planRelease,
  type ReleaseChange,
  type ReleasePlan,
  releasePinsFor,
  rollbackTarget,
  rolloutChannel,
} from './changes';
import type { ReleaseRegistry, RemoteReleases } from './registry';

const registry: ReleaseRegistry = {
  remotes: {
    mfe_vehicle: {
      channels: { stable: '1.0.0', canary: '1.1.0-canary' },
      versions: [
        { version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z' },
        { version: '1.1.0-canary', publishedAt: '2026-11-20T00:00:00Z' },
      ],
    },
    mfe_search: {
      channels: { stable: '2.0.0' },
      versions: [{ version: '2.0.0', publishedAt: '2026-11-01T00:00:00Z' }],
    },
  },
};

/** A remote's releases, failing the test when the registry lacks it. */
function releasesOf(of: ReleaseRegistry, remote: string): RemoteReleases {
  const releases = of.remotes[remote];
  if (releases === undefined) throw new Error(`${remote} missing`);
  return releases;
}

const DEALERS = Array.from({ length: 400 }, (_, index) => `dealer-${index}`);

function planOf(result: PlanResult): ReleasePlan {
  if (!result.ok) throw new Error(result.problem);
  return result.plan;
}

/** The history entry a ledger would record for a plan. */
function recorded(plan: ReleasePlan, revision: number): ReleaseChange {
  return { revision, who: 'ops', at: `2026-11-28T10:0${revision}:00Z`, why: '', ...plan };
}

describe('dealerBucket', () => {
  it('places every dealer in 0–99, the same place every time, and about evenly', () => {
    const buckets = DEALERS.map((dealer) => dealerBucket('mfe_vehicle', dealer));
    expect(buckets.every((bucket) => bucket >= 0 && bucket < 100)).toBe(true);
    expect(DEALERS.map((dealer) => dealerBucket('mfe_vehicle', dealer))).toEqual(buckets);
    const underHalf = buckets.filter((bucket) => bucket < 50).length;
    expect(underHalf).toBeGreaterThan(160);
    expect(underHalf).toBeLessThan(240);
  });
  it("draws each remote's dealers apart", () => {
    const differ = DEALERS.filter(
      (dealer) => dealerBucket('mfe_vehicle', dealer) !== dealerBucket('mfe_search', dealer),
    );
    expect(differ.length).toBeGreaterThan(300);
  });
});

describe('rollout by percentage', () => {
  it('only ever adds dealers as the share grows: none flips back to stable', () => {
    let onCanary = new Set<string>();
    for (const percent of [0, 5, 10, 25, 50, 75, 100]) {
      const releases = { ...releasesOf(registry, 'mfe_vehicle'), rollout: { dealers: {}, canaryPercent: percent } };
      const now = new Set(DEALERS.filter((dealer) => rolloutChannel(releases, 'mfe_vehicle', dealer) === 'canary'));
      for (const dealer of onCanary) expect(now.has(dealer)).toBe(true);
      onCanary = now;
    }
    expect(onCanary.size).toBe(DEALERS.length);
  });
  it('puts a named dealer on canary whatever its bucket, and nobody on a canary that is not there', () => {
    const releases = {
      ...releasesOf(registry, 'mfe_vehicle'),
      rollout: { dealers: { 'dealer-7': 'canary' as const }, canaryPercent: 0 },
    };
    expect(rolloutChannel(releases, 'mfe_vehicle', 'dealer-7')).toBe('canary');
    expect(rolloutChannel(releases, 'mfe_vehicle', 'dealer-8')).toBe('stable');
    const { canary: _none, ...stableOnly } = releases.channels;
    expect(rolloutChannel({ ...releases, channels: stableOnly }, 'mfe_vehicle', 'dealer-7')).toBe('stable');
  });
});

describe('releasePinsFor', () => {
  const rolledOut: ReleaseRegistry = {
    remotes: {
      ...registry.remotes,
      mfe_vehicle: {
        ...releasesOf(registry, 'mfe_vehicle'),
        rollout: { dealers: { harbourcity: 'canary' }, canaryPercent: 0 },
      },
    },
  };
  it('pins a dealer the rollout reaches to canary, and nobody else', () => {
    expect(releasePinsFor(rolledOut, 'harbourcity', {})).toEqual({ mfe_vehicle: { channel: 'canary' } });
    expect(releasePinsFor(rolledOut, 'sunvalley', {})).toEqual({});
  });
  it("lets the dealer's own pin win", () => {
    expect(releasePinsFor(rolledOut, 'harbourcity', { mfe_vehicle: { version: '1.0.0' } })).toEqual({
      mfe_vehicle: { version: '1.0.0' },
    });
  });
});

describe('planRelease', () => {
  it('deploys a new version to a channel, adding it to the published versions', () => {
    const plan = planOf(
      planRelease(registry, [], {
        action: 'deploy',
        remote: 'mfe_vehicle',
        version: '1.2.0-canary',
        channel: 'canary',
        published: { publishedAt: '2026-11-28T00:00:00Z' },
      }),
    );
    expect(plan.from.channels.canary).toBe('1.1.0-canary');
    expect(plan.to.channels).toEqual({ stable: '1.0.0', canary: '1.2.0-canary' });
    expect(plan.registry.remotes.mfe_vehicle?.versions.map((published) => published.version)).toEqual([
      '1.0.0',
      '1.1.0-canary',
      '1.2.0-canary',
    ]);
    expect(plan.registry.remotes.mfe_search).toBe(registry.remotes.mfe_search);
  });
  it('refuses a version never built, and a change that changes nothing', () => {
    expect(
      planRelease(registry, [], { action: 'deploy', remote: 'mfe_vehicle', version: '9.9.9', channel: 'canary' }),
    ).toEqual({
      ok: false,
      problem: 'mfe_vehicle 9.9.9 is not built: build it first',
    });
    expect(
      planRelease(registry, [], { action: 'deploy', remote: 'mfe_vehicle', version: '1.0.0', channel: 'stable' }),
    ).toMatchObject({ ok: false, problem: expect.stringContaining('nothing to change') });
  });
  it('rolls out only the version canary serves, to named dealers and a share', () => {
    expect(
      planRelease(registry, [], { action: 'rollout', remote: 'mfe_vehicle', version: '1.0.0', percent: 10 }),
    ).toMatchObject({ ok: false, problem: expect.stringContaining('is not on canary') });
    const named = planOf(
      planRelease(registry, [], {
        action: 'rollout',
        remote: 'mfe_vehicle',
        version: '1.1.0-canary',
        dealers: ['harbourcity'],
      }),
    );
    const widened = planOf(
      planRelease(named.registry, [], {
        action: 'rollout',
        remote: 'mfe_vehicle',
        version: '1.1.0-canary',
        percent: 50,
      }),
    );
    expect(widened.to.rollout).toEqual({ dealers: { harbourcity: 'canary' }, canaryPercent: 50 });
    expect(
      planRelease(registry, [], { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', percent: 101 }),
    ).toMatchObject({
      ok: false,
    });
  });
  it('promotes canary to stable and ends its rollout', () => {
    const rolled = planOf(
      planRelease(registry, [], { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', percent: 50 }),
    );
    const promoted = planOf(planRelease(rolled.registry, [], { action: 'promote', remote: 'mfe_vehicle' }));
    expect(promoted.to).toEqual({ channels: { stable: '1.1.0-canary', canary: '1.1.0-canary' } });
    expect(promoted.registry.remotes.mfe_vehicle?.rollout).toBeUndefined();
    expect(planRelease(registry, [], { action: 'promote', remote: 'mfe_search' })).toEqual({
      ok: false,
      problem: 'mfe_search has no canary to promote',
    });
  });
  it('rolls back to the exact previous assignment, and further back on a second rollback', () => {
    const first = planOf(
      planRelease(registry, [], {
        action: 'rollout',
        remote: 'mfe_vehicle',
        version: '1.1.0-canary',
        dealers: ['harbourcity'],
      }),
    );
    const history = [recorded(first, 1)];
    const second = planOf(
      planRelease(first.registry, history, {
        action: 'rollout',
        remote: 'mfe_vehicle',
        version: '1.1.0-canary',
        percent: 50,
      }),
    );
    history.push(recorded(second, 2));

    const back = planOf(planRelease(second.registry, history, { action: 'rollback', remote: 'mfe_vehicle' }));
    expect(back.undoes).toBe(2);
    expect(back.to).toEqual(second.from);
    expect(back.registry.remotes.mfe_vehicle).toEqual(first.registry.remotes.mfe_vehicle);
    history.push(recorded(back, 3));

    const further = planOf(planRelease(back.registry, history, { action: 'rollback', remote: 'mfe_vehicle' }));
    expect(further.undoes).toBe(1);
    expect(further.registry).toEqual(registry);
    history.push(recorded(further, 4));
    expect(rollbackTarget(history, 'mfe_vehicle')).toBeNull();
    expect(planRelease(further.registry, history, { action: 'rollback', remote: 'mfe_vehicle' })).toEqual({
      ok: false,
      problem: 'mfe_vehicle: no change to roll back',
    });
  });
});

describe('planPublish', () => {
  it('takes the built channels, keeps every older version and the rollout, and skips remotes that did not change', () => {
    const rolled = planOf(
      planRelease(registry, [], { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', percent: 50 }),
    ).registry;
    const built: ReleaseRegistry = {
      remotes: {
        mfe_vehicle: {
          channels: { stable: '1.0.0', canary: '1.2.0-canary' },
          versions: [
            { version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z' },
            { version: '1.2.0-canary', publishedAt: '2026-11-28T00:00:00Z' },
          ],
        },
        mfe_search: releasesOf(registry, 'mfe_search'),
      },
    };
    const plans = planPublish(rolled, built);
    expect(plans.map((plan) => plan.remote)).toEqual(['mfe_vehicle']);
    const [plan] = plans;
    if (plan === undefined) throw new Error('no plan');
    const vehicle = releasesOf(plan.registry, 'mfe_vehicle');
    expect(vehicle.channels.canary).toBe('1.2.0-canary');
    expect(vehicle.rollout?.canaryPercent).toBe(50);
    expect(vehicle.versions.map((published) => published.version)).toEqual(['1.0.0', '1.1.0-canary', '1.2.0-canary']);
    expect(planPublish(plan.registry, built)).toEqual([]);
  });
});

describe('describeAssignment', () => {
  it('says each channel and whom the canary reaches', () => {
    expect(
      describeAssignment({
        channels: { stable: '1.0.0', canary: '1.1.0' },
        rollout: { dealers: { sunvalley: 'canary', harbourcity: 'canary' }, canaryPercent: 50 },
      }),
    ).toBe('stable 1.0.0, canary 1.1.0 (harbourcity, sunvalley; 50 % of the others)');
    expect(describeAssignment({ channels: { stable: '2.0.0' } })).toBe('stable 2.0.0');
  });
});

describe("a dealer's own choice", () => {
  it("names the dealer's channel in the rollout (canary, or back to stable), whatever its bucket", () => {
    const onCanary = planOf(
      planRelease(registry, [], { action: 'choose', remote: 'mfe_vehicle', dealer: 'harbourcity', channel: 'canary' }),
    );
    expect(onCanary.to.rollout).toEqual({ dealers: { harbourcity: 'canary' }, canaryPercent: 0 });
    expect(rolloutChannel(releasesOf(onCanary.registry, 'mfe_vehicle'), 'mfe_vehicle', 'harbourcity')).toBe('canary');
    const everyone = {
      remotes: {
        ...registry.remotes,
        mfe_vehicle: { ...releasesOf(registry, 'mfe_vehicle'), rollout: { dealers: {}, canaryPercent: 100 } },
      },
    };
    const back = planOf(
      planRelease(everyone, [], { action: 'choose', remote: 'mfe_vehicle', dealer: 'harbourcity', channel: 'stable' }),
    );
    expect(rolloutChannel(releasesOf(back.registry, 'mfe_vehicle'), 'mfe_vehicle', 'harbourcity')).toBe('stable');
    expect(rolloutChannel(releasesOf(back.registry, 'mfe_vehicle'), 'mfe_vehicle', 'sunvalley')).toBe('canary');
  });

  it('refuses a canary the remote does not have, and a choice that changes nothing', () => {
    expect(
      planRelease(registry, [], { action: 'choose', remote: 'mfe_search', dealer: 'x', channel: 'canary' }),
    ).toEqual({
      ok: false,
      problem: 'mfe_search has no canary to choose',
    });
    const chosen = planOf(
      planRelease(registry, [], { action: 'choose', remote: 'mfe_vehicle', dealer: 'x', channel: 'canary' }),
    );
    expect(
      planRelease(chosen.registry, [], { action: 'choose', remote: 'mfe_vehicle', dealer: 'x', channel: 'canary' }).ok,
    ).toBe(false);
  });
});
