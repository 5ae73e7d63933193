import { CHANNELS } from './channels.ts';
import type { RemoteReleases } from './registry.ts';

// Which builds of a remote keep their client files reachable (issue 29: 'client files of any version a page may still
// name … are served immutable'). A page names the exact build it was rendered with and outlives the release that
// made it: in a shopper's open tab, the back/forward cache, a page or fragment kept at the edge. So a version no
// channel serves any more is still served, from the build archive, while it is among the remote's newest
// published versions. Counted in publications, not days: the registry records when a version was published,
// never when it stopped being served, and a version published long ago may have been stable until today. Nothing
// leaves the registry's `versions` list (`planPublish`): the rule only chooses which of them are served.

/**
 * How many of a remote's newest published versions keep their client files reachable after no channel serves them.
 * A release is two versions (its canary `<v>-canary`, then `<v>` on stable), so 10 keeps the last five releases:
 * at one release a week that is over a month, far longer than an open tab or a page kept at the edge names a build.
 * It also bounds what is served: a build five releases old (its code, its dependencies) stops being reachable.
 */
export const RETAINED_VERSIONS = 10;

/**
 * Whether a remote's build of `version` keeps its client files reachable: a channel serves it now, or it is among
 * the remote's newest `RETAINED_VERSIONS` published versions (the registry lists them oldest first).
 * @example retainsClientFiles(registry.remotes.mfe_vehicle, '1.0.0') // true while 1.0.0 is one of the newest 10
 */
export function retainsClientFiles(releases: RemoteReleases | undefined, version: string): boolean {
  if (releases === undefined) return false;
  if (CHANNELS.some((channel) => releases.channels[channel] === version)) return true;
  return releases.versions.slice(-RETAINED_VERSIONS).some((published) => published.version === version);
}
