import { z } from 'zod';
import { type PublishedDeclaration, PublishedDeclarationSchema } from '../remotes/published.ts';
import { CHANNELS, type Channel } from './channels.ts';

// The release registry (KV key `releases`): for each remote, which version each channel's Worker serves.
// A tenant may pin a remote to a channel or to an exact version (TenantConfig.releases).

export { CHANNELS, type Channel };
export const ChannelSchema = z.enum(CHANNELS);

/** The registry's KV key in the TENANTS namespace. */
export const RELEASE_REGISTRY_KEY = 'releases';

/**
 * Which dealers (site slugs) a remote's canary serves besides those whose own config pins it: the ones
 * named, and a share of the rest chosen by each dealer's fixed bucket (`dealerBucket`), so a dealer
 * never flips back as the share grows. Absent: every dealer not pinned is on stable.
 */
export const RolloutSchema = z.object({
  /** dealer → the channel chosen for it by name (`release rollout --dealers`). */
  dealers: z.record(z.string().regex(/^[a-z0-9-]+$/), ChannelSchema),
  /** The share (0–100 %) of the other dealers on canary (`release rollout --percent`). */
  canaryPercent: z.number().int().min(0).max(100),
});
export type Rollout = z.infer<typeof RolloutSchema>;

export const RemoteReleasesSchema = z.object({
  /** channel → the version that channel's Worker serves now. */
  channels: z.partialRecord(ChannelSchema, z.string().min(1)),
  rollout: RolloutSchema.optional(),
  /**
   * Every published version (newest last), with when it was published and its declaration (its pages,
   * fragments and API as data: the gateway's route table for that version).
   */
  versions: z.array(
    z.object({
      version: z.string().min(1),
      publishedAt: z.string(),
      declaration: PublishedDeclarationSchema.optional(),
    }),
  ),
});
export type RemoteReleases = z.infer<typeof RemoteReleasesSchema>;

export const ReleaseRegistrySchema = z.object({
  remotes: z.record(z.string(), RemoteReleasesSchema),
});
export type ReleaseRegistry = z.infer<typeof ReleaseRegistrySchema>;

/** A tenant's pin for one remote: a channel name, or an exact version. */
export const ReleasePinSchema = z.union([
  z.object({ channel: ChannelSchema }),
  z.object({ version: z.string().min(1) }),
]);
export type ReleasePin = z.infer<typeof ReleasePinSchema>;

export interface ResolvedRelease {
  channel: Channel;
  version: string;
  /** False when the tenant's pin could not be honoured and stable was used instead. */
  pinHonoured: boolean;
}

/**
 * Which channel (and so which Worker) renders a remote for a tenant. A channel pin picks that channel;
 * a version pin picks whichever channel serves that version now; otherwise, or when the pin cannot be
 * met, stable. Null when the registry knows no stable version of the remote.
 * @example resolveRelease(registry, 'mfe_vehicle', { channel: 'canary' }) // { channel: 'canary', version: '1.0.0-canary', pinHonoured: true }
 */
export function resolveRelease(
  registry: ReleaseRegistry,
  remote: string,
  pin: ReleasePin | undefined,
): ResolvedRelease | null {
  const releases = registry.remotes[remote];
  if (!releases) return null;
  const stable = releases.channels.stable;
  if (pin && 'channel' in pin) {
    const version = releases.channels[pin.channel];
    if (version) return { channel: pin.channel, version, pinHonoured: true };
  } else if (pin && 'version' in pin) {
    const channel = CHANNELS.find((candidate) => releases.channels[candidate] === pin.version);
    if (channel) return { channel, version: pin.version, pinHonoured: true };
  }
  return stable ? { channel: 'stable', version: stable, pinHonoured: pin === undefined } : null;
}

/**
 * The declaration a remote published with `version`, or null (an unknown version, or one published
 * before declarations travelled with releases).
 * @example declarationOf(registry, 'mfe_vehicle', '1.0.0')?.pages[0]?.path // '/cars/:slug'
 */
export function declarationOf(registry: ReleaseRegistry, remote: string, version: string): PublishedDeclaration | null {
  const releases = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  return releases?.versions.find((published) => published.version === version)?.declaration ?? null;
}
