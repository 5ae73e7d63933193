import { exports } from 'cloudflare:workers';

// Requests to the gateway Worker under test (its default export, with the real test bindings).
// The site is picked by the URL's host, as in production.

/** Options of {@link gateway}. */
export interface GatewayRequest extends RequestInit {
  /** Host (and port) to address; default `alpha.localhost`. */
  host?: string;
  /** Scheme; default `http`. */
  scheme?: 'http' | 'https';
}

/**
 * Sends a request to the gateway's default export.
 *
 * @example const res = await gateway('/api/cars/alpha-in-stock', { host: 'bravo.localhost' });
 */
export function gateway(path: string, options: GatewayRequest = {}): Promise<Response> {
  const { host = 'alpha.localhost', scheme = 'http', ...init } = options;
  return exports.default.fetch(new Request(`${scheme}://${host}${path}`, init));
}

/**
 * The body of a JSON response, typed loosely for assertions.
 *
 * @example const body = await json(res);
 */
export async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}
