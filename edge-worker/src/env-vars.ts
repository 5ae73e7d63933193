// Reading the gateway's plain vars (wrangler.toml `[vars]`, `--var`), which arrive as text.

/** The longest wait a var may set, in ms: beyond it a request would outlast what a visitor waits for. */
const MAX_WAIT_MS = 30_000;

/**
 * A var naming a wait in whole milliseconds (1–30000), else `fallback` (unset, empty, or anything odd).
 *
 * @example waitMsVar('800', 2500) // → 800
 * @example waitMsVar('soon', 2500) // → 2500
 */
export function waitMsVar(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= MAX_WAIT_MS ? value : fallback;
}
