// The island markup's attribute names (see island.ts). Kept apart from the payload schema so browser
// code can import them without bundling zod.

/** Attribute on the island element; its value is the exposed module, e.g. 'mfe_vehicle/VehiclePage'. */
export const ISLAND_ATTRIBUTE = 'data-fc-island';
/** Attribute on the island's JSON script; its value is the island element's id. */
export const ISLAND_DATA_ATTRIBUTE = 'data-fc-island-data';
/** Set by the client on the island element: 'true' once hydrated, 'failed' when its remote could not load. */
export const ISLAND_STATE_ATTRIBUTE = 'data-fc-hydrated';
/**
 * Attribute on the island element: when its code loads and it hydrates (its remote's declaration,
 * `fragments.<name>.hydrate`). Until then the server HTML works by itself (links, GET forms).
 */
export const ISLAND_TRIGGER_ATTRIBUTE = 'data-fc-hydrate';

/**
 * When an island hydrates: `load` as soon as the page has parsed; `idle` once the page has loaded and
 * the browser is idle; `visible` when it nears the viewport; `interaction` on the visitor's first
 * pointer, key or focus on it. Any trigger also fires on an interaction with the island.
 */
export const HYDRATION_TRIGGERS = ['load', 'idle', 'visible', 'interaction'] as const;
export type HydrationTrigger = (typeof HYDRATION_TRIGGERS)[number];

/** What an island without a (known) trigger does: hydrate on load, as islands always have. */
export const DEFAULT_HYDRATION_TRIGGER: HydrationTrigger = 'load';
