import {
  type HydrationTrigger,
  ISLAND_TRIGGER_ATTRIBUTE,
  type IslandPayload,
  type RemoteBuild,
} from '@forecourt/shared';
import { serializeIsland } from './island';

/** What the client needs to hydrate an island: the exposed module, the exact build, its props and when. */
export interface FragmentHydration {
  /** The exposed module, e.g. 'mfe_vehicle/VehiclePage'. */
  module: string;
  remote: RemoteBuild;
  data: unknown;
  /** When the client loads its code and hydrates it (its remote's declaration). */
  trigger: HydrationTrigger;
}

export interface FragmentIslandProps {
  /** The island element's id; the remote rendered with `identifierPrefix: \`${islandId}-\``. */
  islandId: string;
  /** The fragment's server-rendered HTML, from our own remote Worker (trusted, written as is). */
  html: string;
  /** How to hydrate it; null when there is nothing to hydrate (then no island markers are written). */
  hydration: FragmentHydration | null;
  /** The response's CSP nonce, for the data script. */
  nonce: string;
}

/**
 * A remote's fragment in place, in the island markup of `@forecourt/shared/fragment/island`:
 * `<div id data-fc-island data-fc-hydrate>` around the fragment's HTML, then (outside it, as `hydrateRoot`
 * owns every child) the `<script type="application/json" data-fc-island-data nonce>` with the `IslandPayload`.
 * @example <FragmentIsland islandId="fc-vehicle-page" html={fragment.html} hydration={{ module, remote, data, trigger: 'load' }} nonce={nonce} />
 */
export function FragmentIsland({ islandId, html, hydration, nonce }: FragmentIslandProps) {
  if (hydration === null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML rendered by our own remote Worker
    return <div id={islandId} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const payload: IslandPayload = { module: hydration.module, remote: hydration.remote, data: hydration.data };
  return (
    <>
      <div
        id={islandId}
        data-fc-island={hydration.module}
        {...{ [ISLAND_TRIGGER_ATTRIBUTE]: hydration.trigger }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML rendered by our own remote Worker
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        data-fc-island-data={islandId}
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeIsland escapes everything that could end the element
        dangerouslySetInnerHTML={{ __html: serializeIsland(payload) }}
      />
    </>
  );
}
