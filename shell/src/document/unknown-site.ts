import { escapeHtml } from './escape-html';

/**
 * A plain, unthemed 404 document for a hostname that is no dealer site. It names no tenant and has
 * no inline script or style (there is no nonce), so any CSP allows it.
 * @example new Response(renderUnknownSitePage(host), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } })
 */
export function renderUnknownSitePage(host: string): string {
  const address = escapeHtml(host);
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Site not found</title>
</head>
<body>
<main>
<h1>Site not found</h1>
<p>No dealer website is set up for the address <strong>${address}</strong>.</p>
<p>Please check the address you typed, or contact the dealership you were looking for.</p>
</main>
</body>
</html>
`;
}
