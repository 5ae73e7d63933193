import { z } from 'zod';
import { RemoteBuildSchema } from './contract';

// How a hydratable fragment sits in the page (written by the gateway, read by the shell's client):
//
//   <div id="{islandId}" data-fc-island="{module}" data-fc-hydrate="{trigger}">…fragment HTML…</div>
//   <script type="application/json" data-fc-island-data="{islandId}" nonce="…">{IslandPayload JSON}</script>
//
// The data script sits after the island element, never inside it: hydrateRoot owns every child.
// A fragment with nothing to hydrate (a 404, a fallback) is written without these attributes.

export {
  DEFAULT_HYDRATION_TRIGGER,
  HYDRATION_TRIGGERS,
  type HydrationTrigger,
  ISLAND_ATTRIBUTE,
  ISLAND_DATA_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLAND_TRIGGER_ATTRIBUTE,
} from './island-markup';

export const IslandPayloadSchema = z.object({
  module: z.string().regex(/^[a-z][a-z0-9_]*\/[A-Za-z][A-Za-z0-9]*$/),
  remote: RemoteBuildSchema,
  data: z.unknown(),
});
export type IslandPayload = z.infer<typeof IslandPayloadSchema>;
