// How a collapsible section moves (spec: 000 §4 "Collapsible sections animate for 300 ms", §9 and 001 §9
// "Collapse animation 300 ms"). Zod-free, so the shell's browser client imports it.

/** How long a collapsible section takes to open or close. */
export const COLLAPSE_ANIMATION_MS = 300;
