import type { PublishedDeclaration } from '../remotes/published.ts';
import { type ReleaseChange, rolloutChannel } from './changes.ts';
import type { Channel, ReleasePin, ReleaseRegistry } from './registry.ts';

// What a dealer's releases page shows of each remote (issue 29 "a dealer sees and chooses"): the version the site is
// served and why (the platform's rollout, the dealer's own choice, or the site's configuration), what a newer canary
// changes, read from the two versions' declarations (pages and API added or gone), and whether the dealer may choose.
// Pure: the gateway reads the registry and the ledger and draws it.

/** Why the site is on the channel it is on. */
export type ReleaseReason = 'rollout' | 'chosen' | 'configured' | 'default';

/** One remote on the dealer's releases page. */
export interface DealerRemoteRelease {
  remote: string;
  channel: Channel;
  version: string;
  reason: ReleaseReason;
  stable: string | null;
  /** The canary's version, when it differs from stable. */
  canary: string | null;
  /** What the canary's changelog says it changes (its CHANGELOG.md's Unreleased section). */
  notes: string[];
  /** What the canary adds or drops beside stable, in words ("New page /dealer/stock"); empty when nothing shows. */
  changes: string[];
  /** When each of the two versions was published (ISO), by version. */
  publishedAt: Record<string, string>;
  /** The channel the dealer may move to now, or null (no canary, or the site's configuration pins the remote). */
  canChoose: Channel | null;
}

function pagesAndApiOf(declaration: PublishedDeclaration | undefined): { pages: Set<string>; api: Set<string> } {
  return {
    pages: new Set((declaration?.pages ?? []).filter((page) => !page.dealer).map((page) => page.path)),
    api: new Set(declaration?.api.prefixes ?? []),
  };
}

/**
 * What `next` changes beside `current`, as the declarations tell: its pages and API prefixes added and dropped.
 * @example declarationChanges(stableDeclaration, canaryDeclaration) // ['New page /offers/:id/print']
 */
export function declarationChanges(
  current: PublishedDeclaration | undefined,
  next: PublishedDeclaration | undefined,
): string[] {
  if (current === undefined || next === undefined) return [];
  const before = pagesAndApiOf(current);
  const after = pagesAndApiOf(next);
  const added = (from: Set<string>, to: Set<string>) => [...to].filter((item) => !from.has(item)).sort();
  return [
    ...added(before.pages, after.pages).map((path) => `New page ${path}`),
    ...added(after.pages, before.pages).map((path) => `Page ${path} withdrawn`),
    ...added(before.api, after.api).map((prefix) => `New API ${prefix}`),
    ...added(after.api, before.api).map((prefix) => `API ${prefix} withdrawn`),
  ];
}

/**
 * Every remote of the registry as the dealer of `site` sees it, by remote name; the ledger's `history` tells a
 * dealer's own choice from a rollout that named the dealer.
 * @example dealerReleases(registry, 'harbourcity', tenant.releases, history)
 */
export function dealerReleases(
  registry: ReleaseRegistry,
  site: string,
  configured: Readonly<Record<string, ReleasePin>>,
  history: readonly ReleaseChange[] = [],
): DealerRemoteRelease[] {
  // A dealer named in a rollout was named by the platform's release or by the dealer: the newest change that moved it says.
  const namedByDealer = (remote: string) =>
    history
      .filter(
        (change) => change.remote === remote && change.to.rollout?.dealers[site] !== change.from.rollout?.dealers[site],
      )
      .sort((a, b) => b.revision - a.revision)[0]?.action === 'choose';
  return Object.entries(registry.remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([remote, releases]) => {
      const stable = releases.channels.stable ?? null;
      const canaryVersion = releases.channels.canary;
      const canary = canaryVersion !== undefined && canaryVersion !== stable ? canaryVersion : null;
      const pin = Object.hasOwn(configured, remote) ? configured[remote] : undefined;
      const pinnedChannel =
        pin === undefined
          ? undefined
          : 'channel' in pin
            ? pin.channel
            : (['stable', 'canary'] as const).find((channel) => releases.channels[channel] === pin.version);
      const named =
        releases.rollout && Object.hasOwn(releases.rollout.dealers, site) ? releases.rollout.dealers[site] : undefined;
      const channel: Channel = pinnedChannel ?? rolloutChannel(releases, remote, site);
      const version = releases.channels[channel] ?? stable;
      if (version === null || version === undefined) return [];
      const reason: ReleaseReason =
        pinnedChannel !== undefined
          ? 'configured'
          : named !== undefined && namedByDealer(remote)
            ? 'chosen'
            : channel === 'canary'
              ? 'rollout'
              : 'default';
      const declarationOf = (wanted: string | null) =>
        releases.versions.find((published) => published.version === wanted)?.declaration;
      const publishedAt = Object.fromEntries(
        releases.versions
          .filter((published) => published.version === stable || published.version === canary)
          .map((published) => [published.version, published.publishedAt]),
      );
      return [
        {
          remote,
          channel,
          version,
          reason,
          stable,
          canary,
          notes: canary === null ? [] : (declarationOf(canary)?.changes ?? []),
          changes: canary === null ? [] : declarationChanges(declarationOf(stable), declarationOf(canary)),
          publishedAt,
          canChoose: pinnedChannel !== undefined || canary === null ? null : channel === 'canary' ? 'stable' : 'canary',
        },
      ];
    });
}

/**
 * The changes a dealer's page lists, newest first: the platform's releases, and of the dealers' own choices only
 * this site's.
 * @example siteChanges(history, 'harbourcity', 10)
 */
export function siteChanges(history: readonly ReleaseChange[], site: string, limit: number): ReleaseChange[] {
  // Another dealer's choice is that dealer's business; every other change may move this site.
  const names = (change: ReleaseChange) => change.to.rollout?.dealers[site] !== change.from.rollout?.dealers[site];
  return history
    .filter((change) => change.action !== 'choose' || names(change))
    .sort((a, b) => b.revision - a.revision)
    .slice(0, limit);
}
