// The island markup's attribute names (see island.ts). Kept apart from the payload schema so browser
// code can import them without bundling zod.

/** Attribute on the island element; its value is the exposed module, e.g. 'mfe_vehicle/VehiclePage'. */
export const ISLAND_ATTRIBUTE = 'data-fc-island';
/** Attribute on the island's JSON script; its value is the island element's id. */
export const ISLAND_DATA_ATTRIBUTE = 'data-fc-island-data';
/** Set by the client on the island element: 'true' once hydrated, 'failed' when its remote could not load. */
export const ISLAND_STATE_ATTRIBUTE = 'data-fc-hydrated';
