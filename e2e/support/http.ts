import { inject } from 'vitest';
import { getAsSiteAt, type PlainResponse } from '../../scripts/lib/http.ts';

export type { PlainResponse };

/** A GET to the platform under test as the site `host` (e.g. 'sunvalley.localhost'). */
export function getAsSite(host: string, path: string, headers: Record<string, string> = {}): Promise<PlainResponse> {
  return getAsSiteAt(`http://127.0.0.1:${inject('port')}`, host, path, headers);
}
