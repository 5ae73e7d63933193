import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { summariseIssues } from './api-error';
import type { RequestIdEnv } from './env';
import { invalidRequest } from './request-body';

// A route's path parameters or query checked with zod, for a slice's API: a refused one answers the one
// error shape at once (`400 { error: 'Invalid request: <field>: <message>', issues }`), as the gateway's
// error handler answers a thrown ZodError, so a bad slug or query is never a 500 in a slice (whose
// `sliceApi` answers anything but an HTTPException as one).

type InputTarget = 'param' | 'query';

/** What the middleware takes in and hands on, as hono/validator types its input. */
type ValidatedInput<Target extends InputTarget, Schema extends z.ZodType> = {
  in: { [K in Target]: Record<string, string | string[]> };
  out: { [K in Target]: z.output<Schema> };
};

/**
 * Validates the request's `target` (`param` or `query`) with `schema`; the handler reads the parsed value
 * as `c.req.valid(target)`.
 *
 * @example cars.get('/:slug', requestInput('param', z.object({ slug: CarSlugSchema })), (c) => c.req.valid('param').slug);
 */
export function requestInput<
  Target extends InputTarget,
  Schema extends z.ZodType,
  // Any app's environment, as hono/validator types its middleware: the gateway's and every slice's.
  // biome-ignore lint/suspicious/noExplicitAny: the environment is the caller's, whatever it holds besides requestId
  E extends RequestIdEnv = any,
>(target: Target, schema: Schema): MiddlewareHandler<E, string, ValidatedInput<Target, Schema>> {
  return validator(target, (value, c) => {
    const result = schema.safeParse(value);
    if (!result.success) return invalidRequest(c, summariseIssues(result.error.issues));
    return result.data as z.output<Schema>;
  }) as unknown as MiddlewareHandler<E, string, ValidatedInput<Target, Schema>>;
}
