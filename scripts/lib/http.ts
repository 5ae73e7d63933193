import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type IncomingMessage, request } from 'node:http';

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T>(): T;
}

/**
 * A GET to a local server as a given site: Node's fetch drops a `Host` header, and only Chromium
 * resolves `<tenant>.localhost`, so this connects to `origin` and sends the Host itself.
 * @example await getAsSiteAt('http://127.0.0.1:8787', 'sunvalley.localhost', '/sitemap.xml')
 */
export function getAsSiteAt(
  origin: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PlainResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(
      { host: hostname, port, path, method: 'GET', headers: { ...headers, Host: host } },
      (incoming) => readResponse(incoming, resolveResponse),
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Reads a whole response as text. */
export function readResponse(incoming: IncomingMessage, resolveResponse: (response: PlainResponse) => void): void {
  let text = '';
  incoming.setEncoding('utf8');
  incoming.on('data', (chunk: string) => {
    text += chunk;
  });
  incoming.on('end', () =>
    resolveResponse({
      status: incoming.statusCode ?? 0,
      headers: incoming.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
    }),
  );
}

/**
 * A POST of a file to a local server as a given site, streamed from disk (never read whole), telling
 * `onProgress` the bytes sent so far and the file's size.
 * @example await postFileAsSiteAt('http://127.0.0.1:8787', 'harbourcity.localhost', '/api/cars/stock-feed?…', 'feed.csv', { 'Content-Type': 'text/csv' })
 */
export async function postFileAsSiteAt(
  origin: string,
  host: string,
  path: string,
  file: string,
  headers: Record<string, string>,
  onProgress: (sent: number, size: number) => void = () => {},
): Promise<PlainResponse> {
  const { hostname, port } = new URL(origin);
  const { size } = await stat(file);
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: { ...headers, Host: host, 'Content-Length': String(size) },
      },
      (incoming) => readResponse(incoming, resolveResponse),
    );
    outgoing.on('error', reject);
    let sent = 0;
    const body = createReadStream(file);
    body.on('data', (chunk) => {
      sent += chunk.length;
      onProgress(sent, size);
    });
    body.on('error', reject);
    body.pipe(outgoing);
  });
}
