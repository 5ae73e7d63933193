import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { summariseIssues } from './api-error';
import type { RequestIdEnv } from './env';
import { invalidRequest } from './request-body';

// The counterparts of `requestBody` for what a GET names: its query string and its path params, parsed
// with a zod schema before the handler sees them. A refused value answers the one error shape naming it
// (400 with `issues`), in the gateway and in every slice alike: a slice's API app turns no thrown
// ZodError into a 400 on its own.

// biome-ignore lint/suspicious/noExplicitAny: any route's input types; only the request is read
type AnyContext = Context<any, string, any>;

function validated<Target extends 'query' | 'param'>(
  target: Target,
  schema: z.ZodType,
  read: (c: AnyContext) => unknown,
): MiddlewareHandler {
  return async function requestPartMiddleware(c, next) {
    const result = schema.safeParse(read(c));
    if (!result.success) return invalidRequest(c, summariseIssues(result.error.issues));
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
}

/** The query as names to values: a name given once is its value, a name given again is the list (a schema of single values refuses it). */
function queryValues(c: AnyContext): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? '') : values]),
  );
}

/**
 * Validates the query string with `schema` and hands the parsed value to the handler as
 * `c.req.valid('query')`. `read` takes the input from the request (default: each name's value, a
 * repeated name's list of values),
 * for a query whose names the schema reads otherwise (`categories[0]`, `categories[1]` → a list).
 *
 * @example parts.get('/', requestQuery(PartsSearchRequestSchema), (c) => c.json(c.req.valid('query')));
 */
export function requestQuery<
  Schema extends z.ZodType,
  // biome-ignore lint/suspicious/noExplicitAny: the environment is the caller's, whatever it holds besides requestId
  E extends RequestIdEnv = any,
>(
  schema: Schema,
  read: (c: AnyContext) => unknown = queryValues,
): MiddlewareHandler<E, string, { in: { query: Record<string, string> }; out: { query: z.output<Schema> } }> {
  return validated('query', schema, read);
}

/**
 * Validates the path's params with `schema` and hands the parsed value to the handler as
 * `c.req.valid('param')`.
 *
 * @example offers.get('/:id', requestParams(z.object({ id: OfferIdSchema })), (c) => c.json(c.req.valid('param')));
 */
export function requestParams<
  Schema extends z.ZodType,
  // biome-ignore lint/suspicious/noExplicitAny: the environment is the caller's, whatever it holds besides requestId
  E extends RequestIdEnv = any,
>(
  schema: Schema,
): MiddlewareHandler<E, string, { in: { param: Record<string, string> }; out: { param: z.output<Schema> } }> {
  return validated('param', schema, (c) => c.req.param());
}
