import type { z } from 'zod';

/** A JSON value read from KV and checked against its schema. */
export type KvJsonRead<T> =
  | { kind: 'found'; value: T }
  | { kind: 'missing' }
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] };

/**
 * Reads `key` from a KV namespace as JSON validated by `schema`: missing, invalid (not JSON, or not
 * what the schema says, with the issues) or found. Never throws for bad data.
 * @example const read = await readKvJson(env.TENANTS, 'releases', ReleaseRegistrySchema);
 */
export async function readKvJson<T>(kv: KVNamespace, key: string, schema: z.ZodType<T>): Promise<KvJsonRead<T>> {
  const raw = await kv.get(key);
  if (raw === null) return { kind: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return {
      kind: 'invalid',
      issues: [{ code: 'custom', path: [], message: `not JSON: ${String(error)}`, input: raw }],
    };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { kind: 'found', value: parsed.data } : { kind: 'invalid', issues: parsed.error.issues };
}
