/**
 * Sets a header on the context's response, copying the response first when its headers are
 * immutable (responses that came from `fetch` or a binding).
 *
 * @example setResponseHeader(c, 'X-Request-Id', id);
 */
export function setResponseHeader(
  c: { res: Response },
  name: string,
  value: string,
  options: { overwrite?: boolean } = {},
): void {
  if (options.overwrite === false && c.res.headers.has(name)) return;
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
