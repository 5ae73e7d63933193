// JSON written inside a <script> element (schema.org JSON-LD on the vehicle, offer and location pages).

/**
 * JSON for the inside of a <script> element: `<`, `>`, `&` and the JavaScript line separators are
 * written as \u escapes, so no text in the data (a dealer's `</script>`) can end the element early.
 * @example scriptSafeJson({ name: '</script><script>alert(1)</script>' }) // '{"name":"\\u003c/script\\u003e…"}'
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
