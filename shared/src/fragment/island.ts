import { z } from 'zod';
import { RemoteBuildSchema } from './contract';

// How a hydratable fragment sits in the page (written by the gateway, read by the shell's client):
//
//   <div id="{islandId}" data-fc-island="{module}">…fragment HTML…</div>
//   <script type="application/json" data-fc-island-data="{islandId}" nonce="…">{IslandPayload JSON}</script>
//
// The data script sits after the island element, never inside it: hydrateRoot owns every child.
// A fragment with nothing to hydrate (a 404, a fallback) is written without these attributes.

/** Attribute on the island element; its value is the exposed module, e.g. 'mfe_vehicle/VehiclePage'. */
export const ISLAND_ATTRIBUTE = 'data-fc-island';
/** Attribute on the island's JSON script; its value is the island element's id. */
export const ISLAND_DATA_ATTRIBUTE = 'data-fc-island-data';
/** Set by the client on the island element: 'true' once hydrated, 'failed' when its remote could not load. */
export const ISLAND_STATE_ATTRIBUTE = 'data-fc-hydrated';

export const IslandPayloadSchema = z.object({
  module: z.string().regex(/^[a-z][a-z0-9_]*\/[A-Za-z][A-Za-z0-9]*$/),
  remote: RemoteBuildSchema,
  data: z.unknown(),
});
export type IslandPayload = z.infer<typeof IslandPayloadSchema>;
