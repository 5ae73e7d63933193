import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { apiError, type IssueSummary, summariseIssues } from './api-error';
import type { RequestIdEnv } from './env';

// The one way an API route reads a request body: JSON (what `fetch` sends) or an HTML form
// (`application/x-www-form-urlencoded`), parsed with a zod schema before the handler sees it. Every
// way a body can be wrong is a 4xx JSON naming the problem, never a 5xx: a missing or other content
// type (415), text that is not JSON (400), a body the schema refuses (400 with `issues`). Sizes are
// capped before this by the body-limit middleware.

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether the request's body is an HTML form (a browser without JavaScript posting a `<form>`), so a
 * route can answer with a page to go to instead of JSON.
 *
 * @example if (isHtmlFormPost(c)) return c.redirect('/success', 303);
 */
export function isHtmlFormPost(c: Context): boolean {
  return mediaTypeOf(c.req.header('content-type')) === FORM_MEDIA_TYPE;
}

/**
 * An HTML form's fields as an object: a field sent more than once becomes an array. The object has no
 * prototype, so a field named `__proto__` or `constructor` is only a (refused) field.
 *
 * @example formFields('a=1&b=2&b=3') // → { a: '1', b: ['2', '3'] }
 */
export function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = fields[key];
    fields[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

type Parsed = { ok: true; value: unknown } | { ok: false; status: 400 | 415; error: string };

function parseBody(mediaType: string, text: string): Parsed {
  if (JSON_MEDIA_TYPE.test(mediaType)) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false, status: 400, error: 'Request body is not valid JSON' };
    }
  }
  if (mediaType === FORM_MEDIA_TYPE) return { ok: true, value: formFields(text) };
  return {
    ok: false,
    status: 415,
    error: `Unsupported Content-Type ${mediaType ? `'${mediaType}'` : '(none)'}: send application/json or ${FORM_MEDIA_TYPE}`,
  };
}

/**
 * The API's answer to a request it refuses field by field: `{ error: 'Invalid request: <path>: <message>;
 * …', issues: [{ path, message }] }`, status 400 unless told (a locked one-time code is 429).
 *
 * @example return invalidRequest(c, [{ path: 'website_id', message: 'not this site' }]);
 */
export function invalidRequest<E extends RequestIdEnv>(
  // biome-ignore lint/suspicious/noExplicitAny: any route's input types; only the request id is read
  c: Context<E, string, any>,
  issues: IssueSummary[],
  status: 400 | 429 = 400,
): Response {
  const named = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return apiError(c, status, `Invalid request: ${named}`, { issues });
}

/**
 * Validates the request body with `schema` and hands the parsed value to the handler as
 * `c.req.valid('json')`. A refused body answers `{ error: 'Invalid request: <field>: <message>; …',
 * issues: [{ path, message }] }` with status 400.
 *
 * @example leads.post('/', requestBody(LeadSubmissionSchema), (c) => c.json(c.req.valid('json')));
 */
export function requestBody<
  Schema extends z.ZodType,
  // Any app's environment, as hono/validator types its middleware: the gateway's and every slice's.
  // biome-ignore lint/suspicious/noExplicitAny: the environment is the caller's, whatever it holds besides requestId
  E extends RequestIdEnv = any,
>(schema: Schema): MiddlewareHandler<E, string, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }> {
  return async function requestBodyMiddleware(c, next) {
    const mediaType = mediaTypeOf(c.req.header('Content-Type'));
    // Bytes decoded here (invalid UTF-8 becomes U+FFFD), not `text()`, which workerd warns about for forms.
    const parsed = parseBody(mediaType, new TextDecoder().decode(await c.req.arrayBuffer()));
    if (!parsed.ok) return apiError(c, parsed.status, parsed.error);
    const result = schema.safeParse(parsed.value);
    if (!result.success) return invalidRequest(c, summariseIssues(result.error.issues));
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}
