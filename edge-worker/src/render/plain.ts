/**
 * Escapes text for HTML element content and attribute values.
 *
 * @example escapeHtml('<b>&') // → '&lt;b&gt;&amp;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A minimal, dependency-free HTML error page, for when the tenant (and so the shell's chrome) is not
 * available: a broken tenant config, or the page renderer itself failing. No scripts, no styles.
 *
 * @example plainErrorPage({ status: 500, title: 'Something went wrong', requestId: 'abc' })
 */
export function plainErrorPage(options: { status: number; title: string; requestId: string | undefined }): string {
  const title = escapeHtml(options.title);
  const reference = options.requestId ? `<p>Reference: <code>${escapeHtml(options.requestId)}</code></p>` : '';
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>Please try again in a moment.</p>${reference}</main></body></html>`;
}
