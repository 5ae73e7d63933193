import { request } from 'node:http';
import { inject } from 'vitest';

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T>(): T;
}

/**
 * A GET to the platform under test as a given site: Node's fetch drops a `Host` header, and only
 * Chromium resolves `<tenant>.localhost`, so this sends the request to 127.0.0.1 with the Host set.
 */
export function getAsSite(host: string, path: string): Promise<PlainResponse> {
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: inject('port'), path, method: 'GET', headers: { Host: host } },
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
