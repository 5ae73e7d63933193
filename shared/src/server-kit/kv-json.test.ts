import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readKvJson } from './kv-json';

const Schema = z.object({ name: z.string() });
const kvWith = (value: string | null) => ({ get: async () => value }) as unknown as KVNamespace;

describe('readKvJson', () => {
  it('finds a value that matches the schema', async () => {
    expect(await readKvJson(kvWith('{"name":"Harbour City"}'), 'k', Schema)).toEqual({
      kind: 'found',
      value: { name: 'Harbour City' },
    });
  });
  it('says missing when the key is absent', async () => {
    expect(await readKvJson(kvWith(null), 'k', Schema)).toEqual({ kind: 'missing' });
  });
  it('says invalid, with the reason, for text that is not JSON or not the schema', async () => {
    const notJson = await readKvJson(kvWith('{oops'), 'k', Schema);
    expect(notJson.kind === 'invalid' && notJson.issues[0]?.message).toMatch(/^not JSON/);
    const wrong = await readKvJson(kvWith('{"name":3}'), 'k', Schema);
    expect(wrong.kind === 'invalid' && wrong.issues[0]?.path).toEqual(['name']);
  });
});
