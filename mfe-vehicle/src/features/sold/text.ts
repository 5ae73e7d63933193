// The sold view's words. No imports: the island imports this, and must not pull the domain package in.

/** spec: 000 §9 "Default sold tag: JUST SOLD" (a site may configure its own). */
export const DEFAULT_SOLD_TAG_TEXT = 'JUST SOLD';

/** spec: 000 §4 — the sold view's message. */
export const SOLD_MESSAGE = 'Like this and want something similar?';
