import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { apiError, type IssueSummary, summariseIssues } from './api-error';
import type { RequestIdEnv } from './env';

// The one way a route reads a request body: JSON (what `fetch` sends) or an HTML form
// (`application/x-www-form-urlencoded`, or `multipart/form-data` with text fields only), parsed with a
// zod schema before the handler sees it. Every way a body can be wrong is a 4xx JSON naming the problem,
// never a 5xx: a missing or other content type (415); bytes that are not UTF-8, text that is not JSON, a
// form with a broken %-escape, a multipart body without a boundary or with an unclosed part, a file
// (400); a body the schema refuses (400 with `issues`). Sizes are capped before this by the body-limit
// middleware.

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_MEDIA_TYPE = 'multipart/form-data';

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether the request's body is an HTML form (a browser without JavaScript posting a `<form>`, either
 * encoding), so a route can answer with a page to go to instead of JSON.
 *
 * @example if (isHtmlFormPost(c)) return c.redirect('/success', 303);
 */
export function isHtmlFormPost(c: Context): boolean {
  const mediaType = mediaTypeOf(c.req.header('content-type'));
  return mediaType === FORM_MEDIA_TYPE || mediaType === MULTIPART_MEDIA_TYPE;
}

/** A form's fields: a field sent more than once is an array. */
export type FormFields = Record<string, string | string[]>;

/** Fields from name/value pairs, in an object without a prototype (`__proto__` is only a field). */
function collectFields(pairs: Iterable<[string, string]>): FormFields {
  const fields: FormFields = Object.create(null);
  for (const [key, value] of pairs) {
    const previous = fields[key];
    fields[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

/** `+` is a space, then every %-escape must be two hex digits of UTF-8 (a browser never sends less). */
function decodeFormComponent(text: string): string {
  return decodeURIComponent(text.replaceAll('+', ' '));
}

/**
 * An urlencoded form's fields, or null when one holds a %-escape that is broken or not UTF-8. The
 * object has no prototype, so a field named `__proto__` or `constructor` is only a (refused) field.
 *
 * @example formFields('a=1&b=2&b=3') // → { a: '1', b: ['2', '3'] }
 * @example formFields('a=%ZZ') // → null
 */
export function formFields(text: string): FormFields | null {
  const pairs: [string, string][] = [];
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    const equals = piece.indexOf('=');
    const [name, value] = equals === -1 ? [piece, ''] : [piece.slice(0, equals), piece.slice(equals + 1)];
    try {
      pairs.push([decodeFormComponent(name), decodeFormComponent(value)]);
    } catch {
      return null;
    }
  }
  return collectFields(pairs);
}

/** What a request body holds, or why it cannot be read. */
export type BodyRead = { ok: true; value: unknown } | { ok: false; status: 400 | 415; error: string };

const notUtf8: BodyRead = { ok: false, status: 400, error: 'Request body is not valid UTF-8' };

async function multipartFields(contentType: string, bytes: Uint8Array): Promise<BodyRead> {
  const refused = (problem: string): BodyRead => ({
    ok: false,
    status: 400,
    error: `Request body is not a valid multipart form: ${problem}`,
  });
  if (!/;\s*boundary=/i.test(contentType)) return refused('its Content-Type names no boundary');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    return refused('a part is malformed or not closed by the final boundary');
  }
  const pairs: [string, string][] = [];
  for (const [name, value] of form) {
    if (typeof value !== 'string') return refused(`'${name}' is a file; only text fields are read`);
    pairs.push([name, value]);
  }
  return { ok: true, value: collectFields(pairs) };
}

/**
 * Reads a body of `contentType` as the API does: JSON, or a form's fields (either encoding); never
 * throws. Exported for the fuzz test, which must know what the API makes of a body.
 *
 * @example await parseBody('application/json', new TextEncoder().encode('{"a":1}')) // → { ok: true, value: { a: 1 } }
 */
export async function parseBody(contentType: string | null | undefined, bytes: Uint8Array): Promise<BodyRead> {
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === MULTIPART_MEDIA_TYPE) return multipartFields(contentType ?? '', bytes);
  const isJson = JSON_MEDIA_TYPE.test(mediaType);
  if (!isJson && mediaType !== FORM_MEDIA_TYPE) {
    return {
      ok: false,
      status: 415,
      error: `Unsupported Content-Type ${mediaType ? `'${mediaType}'` : '(none)'}: send application/json, ${FORM_MEDIA_TYPE} or ${MULTIPART_MEDIA_TYPE}`,
    };
  }
  let text: string;
  try {
    // Strict: bytes that are not UTF-8 are refused, not turned into U+FFFD behind the sender's back.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return notUtf8;
  }
  if (!isJson) {
    const fields = formFields(text);
    return fields
      ? { ok: true, value: fields }
      : {
          ok: false,
          status: 400,
          error: 'Request body is not a valid urlencoded form: a %-escape is broken or not UTF-8',
        };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: 'Request body is not valid JSON' };
  }
}

/**
 * The request's body as {@link parseBody} reads it, for a route that answers a refused schema its own
 * way (a page, a redirect); every other route uses {@link requestBody}.
 *
 * @example const body = await readRequestBody(c); if (!body.ok) return apiError(c, body.status, body.error);
 */
export async function readRequestBody(c: Context): Promise<BodyRead> {
  return parseBody(c.req.header('Content-Type'), new Uint8Array(await c.req.arrayBuffer()));
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
    const parsed = await readRequestBody(c);
    if (!parsed.ok) return apiError(c, parsed.status, parsed.error);
    const result = schema.safeParse(parsed.value);
    if (!result.success) return invalidRequest(c, summariseIssues(result.error.issues));
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}
