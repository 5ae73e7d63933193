import { request } from 'node:http';

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
      (incoming) => {
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
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
