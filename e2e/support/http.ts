import { request } from 'node:http';
import { inject } from 'vitest';
import { getAsSiteAt, type PlainResponse, readResponse } from '../../scripts/lib/http.ts';

export type { PlainResponse };

/** A GET to the platform under test as the site `host` (e.g. 'sunvalley.localhost'). */
export function getAsSite(host: string, path: string, headers: Record<string, string> = {}): Promise<PlainResponse> {
  return getAsSiteAt(`http://127.0.0.1:${inject('port')}`, host, path, headers);
}

/**
 * A form's POST to the platform under test as the site `host`, sent as a browser sends it from the site's own
 * page: URL-encoded, with the site's `Origin` and a same-origin `Sec-Fetch-Site` (the API refuses others).
 * Its redirect is answered, not followed.
 */
export function postFormAsSite(host: string, path: string, form: URLSearchParams): Promise<PlainResponse> {
  const body = form.toString();
  const port = inject('port');
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          // As a browser sends them: the Origin check compares the two, port and all.
          Host: `${host}:${port}`,
          Origin: `http://${host}:${port}`,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      },
      (incoming) => readResponse(incoming, resolveResponse),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
