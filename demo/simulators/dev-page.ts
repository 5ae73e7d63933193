// The simulators' dev pages: small self-contained HTML (no scripts) that people read in a browser to see
// what a simulator received. Never part of a deployed site.

/**
 * Text made safe to put in HTML.
 *
 * @example escapeHtml('<b>'); // '&#60;b&#62;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A dev page listing what a simulator received, newest first, refreshed every 5 seconds: a table with
 * one `<tr>` of `rows` each (each row starting with its {@link receivedTimeCell}), or the `empty` text
 * when there is nothing yet.
 *
 * @example return receivedPage('SMS outbox (local simulator)', { headings: ['Received', 'To'], rows, empty: 'No messages yet.' });
 */
export function receivedPage(title: string, list: { headings: string[]; rows: string[]; empty: string }): Response {
  const headings = list.headings.map((heading) => `<th>${escapeHtml(heading)}</th>`).join('');
  const table = list.rows.length
    ? `<table><thead><tr>${headings}</tr></thead><tbody>${list.rows.join('\n')}</tbody></table>`
    : `<p class="muted">${escapeHtml(list.empty)}</p>`;
  return htmlPage(
    title,
    `<p class="muted">Newest first; refreshes every 5 seconds. Never part of a deployed site.</p>${table}`,
    { refreshSeconds: 5 },
  );
}

/**
 * The first cell of a {@link receivedPage} row: when the entry was received, as a time of day.
 *
 * @example `<tr>${receivedTimeCell(message.received_at)}<td>…</td></tr>`
 */
export function receivedTimeCell(epochMs: number): string {
  return `<td class="muted">${escapeHtml(new Date(epochMs).toLocaleTimeString('en-AU'))}</td>`;
}

/**
 * A small self-contained HTML page (no scripts) for a simulator's dev views. Its empty icon keeps the
 * browser from asking for /favicon.ico: a 404 there is a console error on the journeys that land here
 * (the finance partner's application page).
 *
 * @example return htmlPage('SMS outbox', '<table>…</table>', { refreshSeconds: 5 });
 */
export function htmlPage(title: string, body: string, options: { refreshSeconds?: number } = {}): Response {
  const refresh = options.refreshSeconds ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">` : '';
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}<link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
.code{font:700 1.3rem ui-monospace,monospace;letter-spacing:.1em}.muted{color:#666}
</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return new Response(page, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
