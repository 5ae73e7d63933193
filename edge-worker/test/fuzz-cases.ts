import { parseBody } from '@forecourt/shared/server-kit/request-body';
import fc from 'fast-check';
import { API_MAX_BODY_BYTES } from '../src/middleware/body-limit';

// Malformed inputs for the API fuzz test (fuzz.worker.test.ts), built from one valid input of each
// endpoint: wrong types, missing fields, huge strings, deep nesting, invalid JSON text, wrong content
// types, prototype-pollution keys, unicode junk, raw bytes, and forms the body parser cannot read
// (multipart without a boundary, with an unclosed part or a file; broken %-escapes). Each case also says whether it is, by
// chance, a well-formed request after all (a replaced flag may still be a flag): only the others count
// as malformed.

/** One request the fuzz sends: its body (or query string) and content type. */
export interface FuzzInput {
  /** What was broken, for the failure message. */
  kind: string;
  /** The body, or for a GET endpoint the query string (without `?`). */
  payload: string | Uint8Array;
  /** Content-Type header; null sends none. */
  contentType: string | null;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';
const BOUNDARY = 'fuzz-b0undary';

/** %-escapes no browser sends: cut short, not hex, not UTF-8, an encoded lone surrogate. */
const BROKEN_ESCAPES = ['%', '%Z', '%ZZ', '%E0%A4%A', '%FF', '%C0%AF', '%ED%A0%80'];

/** The valid input's fields as multipart parts (values as the text a form would send). */
function multipartParts(valid: Record<string, unknown>, file: boolean): string {
  return Object.entries(valid)
    .map(([name, value], index) => {
      const filename = file && index === 0 ? '; filename="car.txt"' : '';
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename}\r\n\r\n${text}\r\n`;
    })
    .join('');
}

/**
 * Form bodies the one body parser cannot read, for an endpoint whose valid body is `valid`.
 *
 * @example fc.sample(unreadableForms({ car_id: 1 }), { seed: 1, numRuns: 5 });
 */
function unreadableForms(valid: Record<string, unknown>): fc.Arbitrary<FuzzInput> {
  const parts = multipartParts(valid, false);
  const closed = `${parts}--${BOUNDARY}--\r\n`;
  return fc.oneof(
    fc.constant({ kind: 'multipart without a boundary', payload: closed, contentType: MULTIPART_TYPE }),
    fc.nat({ max: parts.length - 1 }).map((cut) => ({
      kind: 'multipart with an unclosed part',
      payload: parts.slice(0, cut),
      contentType: `${MULTIPART_TYPE}; boundary=${BOUNDARY}`,
    })),
    fc.constant({
      kind: 'multipart with a file',
      payload: `${multipartParts(valid, true)}--${BOUNDARY}--\r\n`,
      contentType: `${MULTIPART_TYPE}; boundary=${BOUNDARY}`,
    }),
    fc.tuple(fc.constantFrom(...Object.keys(valid)), fc.constantFrom(...BROKEN_ESCAPES)).map(([name, broken]) => ({
      kind: 'form with a broken %-escape',
      payload: `${encodeURIComponent(name)}=a${broken}b`,
      contentType: FORM_TYPE,
    })),
    fc
      .uint8Array({ minLength: 1, maxLength: 300 })
      .map((bytes) => ({ kind: 'raw bytes (form)', payload: bytes, contentType: FORM_TYPE })),
  );
}

/** Keys that would pollute a prototype if a parser or a merge trusted them. */
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Text no API should choke on: controls, lone surrogates, right-to-left and zero-width marks, emoji. */
const UNICODE_JUNK = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\u200B', '\uFEFF', '🚗💥', 'Ω≈ç√∫', '\\u0000', '\r\n'];

const jsonJunkValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...UNICODE_JUNK),
);

/** Nested arrays or objects `depth` deep, as JSON text (built as text: no recursion here). */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The valid body's JSON with `value` (JSON text) for `key`. */
function withRawValue(valid: Record<string, unknown>, key: string, rawValue: string): string {
  const rest = JSON.stringify({ ...valid, [key]: null });
  return rest.replace(`${JSON.stringify(key)}:null`, `${JSON.stringify(key)}:${rawValue}`);
}

/**
 * Every kind of malformed body, for an endpoint whose valid body is `valid`.
 *
 * @example fc.sample(malformedBodies({ car_id: 1 }), { seed: 1, numRuns: 10 });
 */
export function malformedBodies(valid: Record<string, unknown>): fc.Arbitrary<FuzzInput> {
  const keys = Object.keys(valid);
  const key = fc.constantFrom(...keys);
  const json = (kind: string) => (value: unknown) => ({ kind, payload: JSON.stringify(value), contentType: JSON_TYPE });
  return fc.oneof(
    // Not an object at all.
    fc
      .oneof(fc.constant(null), fc.boolean(), fc.double(), fc.string(), fc.array(fc.jsonValue({ maxDepth: 2 })))
      .map(json('not an object')),
    // Wrong types.
    fc
      .dictionary(key, jsonJunkValue, { minKeys: 1, maxKeys: 3 })
      .map((replaced) => json('wrong types')({ ...valid, ...replaced })),
    // Missing fields.
    fc
      .subarray(keys, { minLength: 1 })
      .map((missing) =>
        json('missing fields')(Object.fromEntries(Object.entries(valid).filter(([name]) => !missing.includes(name)))),
      ),
    // Unknown and junk keys.
    fc
      .dictionary(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom(...UNICODE_JUNK)),
        jsonJunkValue,
        {
          minKeys: 1,
          maxKeys: 4,
        },
      )
      .map((extra) => json('junk keys')({ ...valid, ...extra })),
    // Huge strings (some over the body cap).
    fc
      .tuple(
        key,
        fc.integer({ min: 5_000, max: API_MAX_BODY_BYTES + 20_000 }),
        fc.constantFrom('x', 'é', '🚗', '\u0000'),
      )
      .map(([name, length, unit]) => json('huge string')({ ...valid, [name]: unit.repeat(length) })),
    // Deep nesting.
    fc
      .tuple(key, fc.integer({ min: 50, max: 12_000 }), fc.constantFrom('array' as const, 'object' as const))
      .map(([name, depth, kind]) => ({
        kind: 'deep nesting',
        payload: withRawValue(valid, name, nested(depth, kind)),
        contentType: JSON_TYPE,
      })),
    // Invalid JSON text: a proper prefix of the valid body, or junk.
    fc.nat().map((cut) => {
      const text = JSON.stringify(valid);
      return { kind: 'truncated JSON', payload: text.slice(0, cut % text.length), contentType: JSON_TYPE };
    }),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((text) => ({ kind: 'junk text', payload: `{${text}`, contentType: JSON_TYPE })),
    // Wrong content type for a good body.
    fc
      .oneof(
        fc.constantFrom(
          null,
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/jsonp',
          '',
        ),
        fc.string({ maxLength: 40 }),
      )
      .map((contentType) => ({ kind: 'wrong content type', payload: JSON.stringify(valid), contentType })),
    // Prototype pollution keys, at the top and nested.
    fc.tuple(fc.constantFrom(...POLLUTION_KEYS), fc.boolean(), key).map(([pollution, top, name]) => {
      const payload = `{"polluted":true,"prototype":{"polluted":true}}`;
      const text = top
        ? `{${JSON.stringify(pollution)}:${payload},${JSON.stringify(valid).slice(1)}`
        : withRawValue(valid, name, `{${JSON.stringify(pollution)}:${payload}}`);
      return { kind: 'prototype pollution', payload: text, contentType: JSON_TYPE };
    }),
    fc.constantFrom(...POLLUTION_KEYS).map((pollution) => ({
      kind: 'prototype pollution (form)',
      payload: `${encodeURIComponent(pollution)}[polluted]=true&${encodeURIComponent(pollution)}=x`,
      contentType: FORM_TYPE,
    })),
    // Unicode junk in every value.
    fc
      .array(fc.constantFrom(...UNICODE_JUNK), { minLength: 1, maxLength: 3 })
      .map((junk) => json('unicode junk')(Object.fromEntries(keys.map((name) => [name, junk.join('')])))),
    // Raw bytes that are not UTF-8.
    fc
      .uint8Array({ minLength: 1, maxLength: 300 })
      .map((bytes) => ({ kind: 'raw bytes', payload: bytes, contentType: JSON_TYPE })),
    // Form bodies of junk.
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((text) => ({ kind: 'junk form', payload: text, contentType: FORM_TYPE })),
    unreadableForms(valid),
  );
}

/**
 * Malformed query strings, for a GET endpoint whose valid query is `valid`.
 *
 * @example fc.sample(malformedQueries({ phone_number: '0412345678' }), { seed: 1, numRuns: 10 });
 */
export function malformedQueries(valid: Record<string, string>): fc.Arbitrary<FuzzInput> {
  const keys = Object.keys(valid);
  const query = (kind: string) => (params: Record<string, string>) => ({
    kind,
    payload: new URLSearchParams(params).toString(),
    contentType: null,
  });
  return fc.oneof(
    fc
      .subarray(keys, { minLength: 1 })
      .map((missing) =>
        query('missing params')(Object.fromEntries(Object.entries(valid).filter(([name]) => !missing.includes(name)))),
      ),
    fc
      .dictionary(
        fc.constantFrom(...keys),
        fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom(...UNICODE_JUNK)),
        {
          minKeys: 1,
        },
      )
      .map((replaced) => query('junk values')({ ...valid, ...replaced })),
    fc
      .tuple(fc.constantFrom(...keys), fc.integer({ min: 1_000, max: 10_000 }))
      .map(([name, length]) => query('huge value')({ ...valid, [name]: '9'.repeat(length) })),
    fc
      .constantFrom('%', '%E0%A4%A', '%FF%FE', '%00', '%ZZ')
      .map((bad) => ({ kind: 'bad escapes', payload: `${keys[0]}=${bad}`, contentType: null })),
    fc
      .constantFrom(...POLLUTION_KEYS)
      .map((pollution) => ({ kind: 'prototype pollution', payload: `${pollution}=1&${keys[0]}=x`, contentType: null })),
  );
}

/**
 * What the API's body parser makes of an input (JSON or a form), or null when it cannot read it (too
 * big, not UTF-8, not JSON, a broken form, another content type): for deciding whether a case is malformed.
 *
 * @example await readAsTheApiWould({ kind, payload: '{"a":1}', contentType: 'application/json' }) // → { a: 1 }
 */
export async function readAsTheApiWould(input: FuzzInput): Promise<unknown | null> {
  const bytes = typeof input.payload === 'string' ? new TextEncoder().encode(input.payload) : input.payload;
  if (bytes.byteLength > API_MAX_BODY_BYTES) return null;
  const read = await parseBody(input.contentType, bytes);
  return read.ok ? read.value : null;
}
