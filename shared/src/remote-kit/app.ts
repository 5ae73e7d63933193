import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { queryCount } from '../server-kit/query-count';
import type { RemoteBindings, RemoteWorkerEnv } from './bindings';

/**
 * A remote's fragment Worker app, before its fragments are mounted: JSON 404 for every other path or
 * method, and errors as JSON — an `HTTPException` with its status and message (a bad request is 400,
 * a bad upstream 502), anything else 500, logged here.
 * @example const app = fragmentApp('mfe-vehicle');
 *   app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, releaseReader(federation.name)));
 */
export function fragmentApp<TBindings extends RemoteBindings = RemoteBindings>(
  remote: string,
): Hono<RemoteWorkerEnv<TBindings>> {
  const app = new Hono<RemoteWorkerEnv<TBindings>>();
  // Each fragment's D1 queries in its Server-Timing: the gateway adds them up for the page's.
  app.use(queryCount());
  app.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    console.error(`[fc] ${remote} fragment failed`, error);
    return c.json({ error: 'Internal error' }, 500);
  });
  return app;
}
