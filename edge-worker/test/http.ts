import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { createApp } from '../src/index';
import { withRegistry } from './composition-fixtures';
import { testRegistry } from './stand-ins/declarations';

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
 * A gateway of its own whose release registry is the stand-ins' (so the remotes' APIs are routed to them
 * whatever an earlier test file left in KV or in the shared gateway's registry cache).
 *
 * @example const res = await routedGateway()('/api/cars/alpha-in-stock', { host: 'bravo.localhost' });
 */
export function routedGateway(): (path: string, options?: GatewayRequest) => Promise<Response> {
  const app = createApp();
  const bindings = { ...env, TENANTS: withRegistry(env.TENANTS, testRegistry()) };
  return async (path, options = {}) => {
    const { host = 'alpha.localhost', scheme = 'http', ...init } = options;
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${scheme}://${host}${path}`, init), bindings, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
}

/**
 * The body of a JSON response, typed loosely for assertions.
 *
 * @example const body = await json(res);
 */
export async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}
