// The collapsible section's markup contract, shared by its server component (pages/ContentSection.tsx)
// and the browser client that animates and remembers it (client/collapsible.ts). Zod-free and
// React-free, so the client may import it.

/** On every collapsible section's `<details>`: the client animates its opening and closing. */
export const COLLAPSIBLE_ATTRIBUTE = 'data-fc-collapsible';
/** On a remembered one: the storage key its open or closed state is kept under (sectionOpenKey). */
export const COLLAPSIBLE_KEY_ATTRIBUTE = 'data-fc-collapsible-key';
/** Set on each one once the client has restored and wired it. */
export const COLLAPSIBLE_READY_ATTRIBUTE = 'data-fc-collapsible-ready';
/** The state a remembered section's key holds. */
export const COLLAPSIBLE_OPEN = 'open';
export const COLLAPSIBLE_CLOSED = 'closed';
