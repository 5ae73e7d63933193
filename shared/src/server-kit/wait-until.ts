import type { Context } from 'hono';

/**
 * `waitUntil` of the request when there is an execution context (always in a Worker; not when a test
 * calls an app without one): work that goes on after the answer, such as a search index update.
 * @example waitUntilOf(c)(search.carsChanged([car.id]));
 */
// biome-ignore lint/suspicious/noExplicitAny: any app's context; only its execution context is read
export function waitUntilOf(c: Context<any, string, any>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return () => {};
  }
}
