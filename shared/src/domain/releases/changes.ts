import { z } from 'zod';
import type { PublishedDeclaration } from '../remotes/published.ts';
import {
  type Channel,
  ChannelSchema,
  type ReleasePin,
  type ReleaseRegistry,
  type RemoteReleases,
  RolloutSchema,
} from './registry.ts';

// Moving a remote's release: the registry change each release command makes (deploy, promote, rollout,
// rollback), planned as data so `--dry-run` prints exactly what a real run records, and the history
// entry that records it. Which dealer a percentage reaches is fixed by the dealer's bucket, so raising
// the share only ever adds dealers.

/** What a remote serves to whom: the part of its releases a change moves (its published versions only grow). */
export const AssignmentSchema = z.object({
  channels: z.partialRecord(ChannelSchema, z.string().min(1)),
  rollout: RolloutSchema.optional(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

/** `choose`: a dealer's own choice of a remote's channel, from the dealer's releases page. */
export const RELEASE_ACTIONS = ['publish', 'deploy', 'promote', 'rollout', 'rollback', 'choose'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** One recorded change of one remote's assignment: who moved it, when, from what, to what, and why. */
export const ReleaseChangeSchema = z.object({
  revision: z.number().int().positive(),
  remote: z.string().min(1),
  action: z.enum(RELEASE_ACTIONS),
  who: z.string().min(1),
  at: z.string(),
  why: z.string(),
  from: AssignmentSchema,
  to: AssignmentSchema,
  /** A rollback's: the revision whose change it undid. */
  undoes: z.number().int().positive().optional(),
});
export type ReleaseChange = z.infer<typeof ReleaseChangeSchema>;

/** What a release command asks for. */
export type ReleaseCommand =
  | {
      action: 'deploy';
      remote: string;
      version: string;
      channel: Channel;
      /** When the version is new to the registry: when it was built and what it declares. */
      published?: { publishedAt: string; declaration?: PublishedDeclaration };
    }
  | { action: 'promote'; remote: string }
  | { action: 'rollout'; remote: string; version: string; dealers?: readonly string[]; percent?: number }
  | { action: 'rollback'; remote: string }
  | { action: 'choose'; remote: string; dealer: string; channel: Channel };

/** A change ready to record: the registry after it, and the entry's substance. */
export interface ReleasePlan {
  remote: string;
  action: ReleaseAction;
  from: Assignment;
  to: Assignment;
  undoes?: number;
  registry: ReleaseRegistry;
}

export type PlanResult = { ok: true; plan: ReleasePlan } | { ok: false; problem: string };

/** A remote's assignment, as a change records it. */
export function assignmentOf(releases: RemoteReleases | undefined): Assignment {
  if (releases === undefined) return { channels: {} };
  return { channels: { ...releases.channels }, ...(releases.rollout ? { rollout: releases.rollout } : {}) };
}

/**
 * A dealer's fixed place (0–99) in a remote's percentage rollout: FNV-1a of `remote/dealer`, so each remote
 * draws its own dealers, and a dealer's place never changes.
 * @example dealerBucket('mfe_vehicle', 'harbourcity') < 50 // on canary at 50 % or not, for good
 */
export function dealerBucket(remote: string, dealer: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${remote}/${dealer}`)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The channel a remote's rollout puts a dealer on: the one named for it, else canary when its bucket is
 * under the share; stable otherwise, and whenever the remote has no canary.
 * @example rolloutChannel(registry.remotes.mfe_vehicle, 'mfe_vehicle', 'harbourcity') // 'canary'
 */
export function rolloutChannel(releases: RemoteReleases, remote: string, dealer: string): Channel {
  const rollout = releases.rollout;
  if (rollout === undefined || releases.channels.canary === undefined) return 'stable';
  const named = Object.hasOwn(rollout.dealers, dealer) ? rollout.dealers[dealer] : undefined;
  if (named !== undefined) return named;
  return dealerBucket(remote, dealer) < rollout.canaryPercent ? 'canary' : 'stable';
}

/**
 * A dealer's pins: the registry's rollouts, then the dealer's own config, which wins (a dealer who chose a
 * channel or version keeps it).
 * @example releasePinsFor(registry, 'harbourcity', tenant.releases) // { mfe_vehicle: { channel: 'canary' } }
 */
export function releasePinsFor(
  registry: ReleaseRegistry,
  dealer: string,
  own: Readonly<Record<string, ReleasePin>>,
): Record<string, ReleasePin> {
  const pins: Record<string, ReleasePin> = {};
  for (const [remote, releases] of Object.entries(registry.remotes)) {
    if (rolloutChannel(releases, remote, dealer) === 'canary') pins[remote] = { channel: 'canary' };
  }
  return { ...pins, ...own };
}

/**
 * The change a rollback undoes: the remote's newest change not already undone (a rollback's own entry
 * is skipped), so rolling back again steps further back. Null when there is none.
 * @example rollbackTarget(history, 'mfe_vehicle')?.from // the assignment to restore
 */
export function rollbackTarget(history: readonly ReleaseChange[], remote: string): ReleaseChange | null {
  const undone = new Set<number>();
  const newestFirst = history.filter((change) => change.remote === remote).sort((a, b) => b.revision - a.revision);
  for (const change of newestFirst) {
    if (change.action === 'rollback') {
      if (change.undoes !== undefined) undone.add(change.undoes);
    } else if (!undone.has(change.revision)) {
      return change;
    }
  }
  return null;
}

function withAssignment(registry: ReleaseRegistry, remote: string, releases: RemoteReleases): ReleaseRegistry {
  return { remotes: { ...registry.remotes, [remote]: releases } };
}

function applied(releases: RemoteReleases, to: Assignment): RemoteReleases {
  const { rollout: _dropped, ...rest } = releases;
  return { ...rest, channels: to.channels, ...(to.rollout ? { rollout: to.rollout } : {}) };
}

function sameAssignment(a: Assignment, b: Assignment): boolean {
  const canonical = (assignment: Assignment) =>
    JSON.stringify({
      channels: Object.entries(assignment.channels).sort(),
      dealers: Object.entries(assignment.rollout?.dealers ?? {}).sort(),
      percent: assignment.rollout?.canaryPercent ?? 0,
    });
  return canonical(a) === canonical(b);
}

/**
 * The change a release command makes to the registry, or the reason it cannot be made. Pure: the
 * caller records the plan (with who, when and why) and publishes its registry, or only prints it.
 * @example planRelease(registry, history, { action: 'rollout', remote: 'mfe_vehicle', version: '1.1.0-canary', percent: 50 })
 */
export function planRelease(
  registry: ReleaseRegistry,
  history: readonly ReleaseChange[],
  command: ReleaseCommand,
): PlanResult {
  const { remote } = command;
  const releases = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  if (releases === undefined && command.action !== 'deploy') {
    return { ok: false, problem: `${remote} is not in the release registry` };
  }
  const current: RemoteReleases = releases ?? { channels: {}, versions: [] };
  const from = assignmentOf(current);
  const planned = (to: Assignment, next: RemoteReleases = current, undoes?: number): PlanResult => {
    if (sameAssignment(from, to) && next === current) {
      return { ok: false, problem: `${remote}: nothing to change (${describeAssignment(from)})` };
    }
    return {
      ok: true,
      plan: {
        remote,
        action: command.action,
        from,
        to,
        ...(undoes === undefined ? {} : { undoes }),
        registry: withAssignment(registry, remote, applied(next, to)),
      },
    };
  };

  switch (command.action) {
    case 'deploy': {
      const known = current.versions.some((published) => published.version === command.version);
      if (!known && command.published === undefined) {
        return { ok: false, problem: `${remote} ${command.version} is not built: build it first` };
      }
      const next: RemoteReleases = known
        ? current
        : {
            ...current,
            versions: [
              ...current.versions,
              {
                version: command.version,
                publishedAt: command.published?.publishedAt ?? '',
                ...(command.published?.declaration ? { declaration: command.published.declaration } : {}),
              },
            ],
          };
      return planned({ ...from, channels: { ...from.channels, [command.channel]: command.version } }, next);
    }
    case 'promote': {
      const canary = current.channels.canary;
      if (canary === undefined) return { ok: false, problem: `${remote} has no canary to promote` };
      // Everyone is on the promoted version now: the rollout that led there is over.
      return planned({ channels: { ...from.channels, stable: canary } });
    }
    case 'rollout': {
      if (current.channels.canary !== command.version) {
        return {
          ok: false,
          problem: `${remote} ${command.version} is not on canary (canary serves ${current.channels.canary ?? 'nothing'}): deploy it with --channel canary first`,
        };
      }
      if (command.dealers === undefined && command.percent === undefined) {
        return { ok: false, problem: 'rollout needs --dealers a,b or --percent N' };
      }
      const rollout = from.rollout ?? { dealers: {}, canaryPercent: 0 };
      const dealers = { ...rollout.dealers };
      for (const dealer of command.dealers ?? []) dealers[dealer] = 'canary';
      const parsed = RolloutSchema.safeParse({ dealers, canaryPercent: command.percent ?? rollout.canaryPercent });
      if (!parsed.success) {
        return { ok: false, problem: `rollout: ${parsed.error.issues.map((issue) => issue.message).join('; ')}` };
      }
      return planned({ ...from, rollout: parsed.data });
    }
    case 'choose': {
      if (command.channel === 'canary' && current.channels.canary === undefined) {
        return { ok: false, problem: `${remote} has no canary to choose` };
      }
      const rollout = from.rollout ?? { dealers: {}, canaryPercent: 0 };
      return planned({
        ...from,
        rollout: { ...rollout, dealers: { ...rollout.dealers, [command.dealer]: command.channel } },
      });
    }
    case 'rollback': {
      const target = rollbackTarget(history, remote);
      if (target === null) return { ok: false, problem: `${remote}: no change to roll back` };
      return planned(target.from, current, target.revision);
    }
  }
}

/**
 * One line of an assignment, as `status` and a plan print it.
 * @example describeAssignment({ channels: { stable: '1.0.0', canary: '1.1.0' }, rollout: { dealers: { harbourcity: 'canary' }, canaryPercent: 50 } })
 * // 'stable 1.0.0, canary 1.1.0 (harbourcity; 50 % of the others)'
 */
export function describeAssignment(assignment: Assignment): string {
  const stable = `stable ${assignment.channels.stable ?? '—'}`;
  const canaryVersion = assignment.channels.canary;
  if (canaryVersion === undefined) return stable;
  const named = Object.entries(assignment.rollout?.dealers ?? {})
    .filter(([, channel]) => channel === 'canary')
    .map(([dealer]) => dealer)
    .sort();
  const percent = assignment.rollout?.canaryPercent ?? 0;
  const reach = [
    ...(named.length > 0 ? [named.join(', ')] : []),
    ...(percent > 0 ? [`${percent} % of the others`] : []),
  ];
  return `${stable}, canary ${canaryVersion} (${reach.length > 0 ? reach.join('; ') : 'pinned dealers only'})`;
}

/**
 * What publishing fresh builds changes (`npm start`, the test platform): per remote, its channels become
 * what was built and its new versions join the list; a rollout stays, and no version is dropped (a page
 * already served may still name it). One plan per remote that changes, each on the registry before it.
 * @example for (const plan of planPublish(registry, releaseRegistryFor(builds))) await ledger.commit(…plan);
 */
export function planPublish(registry: ReleaseRegistry, built: ReleaseRegistry): ReleasePlan[] {
  const plans: ReleasePlan[] = [];
  let running = registry;
  for (const [remote, fresh] of Object.entries(built.remotes)) {
    const current = Object.hasOwn(running.remotes, remote) ? running.remotes[remote] : undefined;
    const known = new Set(current?.versions.map((published) => published.version));
    const next: RemoteReleases = {
      channels: fresh.channels,
      ...(current?.rollout ? { rollout: current.rollout } : {}),
      versions: [...(current?.versions ?? []), ...fresh.versions.filter((published) => !known.has(published.version))],
    };
    if (JSON.stringify(next) === JSON.stringify(current)) continue;
    const from = assignmentOf(current);
    running = withAssignment(running, remote, next);
    plans.push({ remote, action: 'publish', from, to: assignmentOf(next), registry: running });
  }
  return plans;
}
