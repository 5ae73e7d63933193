// Tests only: what the plain-text rule (leads/plain-text.ts) keeps out of a free-text field, each one in
// the middle of a short value (so trimming cannot remove it), and a way to put one at a body's field.

/** [what it is, a value carrying it]. */
export const UNSAFE_TEXT: [string, string][] = [
  ['NUL', 'Ad\u0000a'],
  ['a bidi override', 'Ad\u202ea'],
  ['a lone surrogate', 'Ad\ud800a'],
  ['CR LF', 'Ad\r\na'],
  ['a zero-width space', 'Ad\u200ba'],
  ['a line separator', 'Ad\u2028a'],
  ['a soft hyphen', 'Ad\u00ada'],
];

/**
 * `body` with `value` at `path` (objects and arrays copied, so a fixture stays as it is).
 * @example withValue({ data: { firstName: 'Ada' } }, ['data', 'firstName'], 'Ad\u0000a')
 */
export function withValue(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}
