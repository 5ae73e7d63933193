// An in-memory stand-in for a KV namespace, for middleware unit tests in Node (the Worker tests
// use real KV). Only what the gateway calls: get (text), put (with expirationTtl) and delete.

/** A KV namespace in a Map, recording calls so tests can count reads and writes. */
export interface MemoryKv {
  kv: KVNamespace;
  store: Map<string, { value: string; expirationTtl?: number }>;
  calls: { get: string[]; put: string[] };
  /** Makes every put fail (like KV's one-write-per-second limit). */
  failPuts: boolean;
}

/**
 * Makes an in-memory KV.
 *
 * @example const { kv, calls } = memoryKv({ 'host:localhost': 'alpha' });
 */
export function memoryKv(initial: Record<string, string> = {}): MemoryKv {
  const memory: MemoryKv = {
    kv: undefined as unknown as KVNamespace,
    store: new Map(Object.entries(initial).map(([key, value]) => [key, { value }])),
    calls: { get: [], put: [] },
    failPuts: false,
  };
  memory.kv = {
    async get(key: string) {
      memory.calls.get.push(key);
      return memory.store.get(key)?.value ?? null;
    },
    async put(key: string, value: string, options?: { expirationTtl?: number }) {
      memory.calls.put.push(key);
      if (memory.failPuts) throw new Error('KV PUT failed: 429 Too Many Requests');
      if (options?.expirationTtl !== undefined && options.expirationTtl < 60) {
        throw new Error(`Invalid expiration_ttl of ${options.expirationTtl}. Expiration TTL must be at least 60.`);
      }
      memory.store.set(key, { value, expirationTtl: options?.expirationTtl });
    },
    async delete(key: string) {
      memory.store.delete(key);
    },
  } as unknown as KVNamespace;
  return memory;
}
