import { json, readJson, type SimulatorState } from './kit';

// Fault switches a simulator may add to the outage switch (kit.ts): a slow partner (every answer
// waits `delayMs`) and a garbled one (the next `garbled` answers break the contract). Kept in the
// simulator's Durable Object storage, so they hold across requests until set back.

/** The fault switches. */
export interface Faults {
  /** Every answer waits this long (ms). */
  delayMs: number;
  /** How many of the next answers carry a body that breaks the contract. */
  garbled: number;
}

const MAX_DELAY_MS = 30_000;
const MAX_GARBLED = 1000;

/** The storage the switches live in (a `SimulatorState`'s `ctx.storage`). */
type Storage = DurableObjectStorage;

/** Reads the switches. */
export async function readFaults(storage: Storage): Promise<Faults> {
  return {
    delayMs: (await storage.get<number>('fault:delayMs')) ?? 0,
    garbled: (await storage.get<number>('fault:garbled')) ?? 0,
  };
}

/** Sets the switches given; answers all of them. */
export async function writeFaults(storage: Storage, change: Partial<Faults>): Promise<Faults> {
  if (change.delayMs !== undefined) await storage.put('fault:delayMs', change.delayMs);
  if (change.garbled !== undefined) await storage.put('fault:garbled', change.garbled);
  return readFaults(storage);
}

/** Whether this answer is to be garbled; counts one down when it is. */
export async function takeGarbled(storage: Storage): Promise<boolean> {
  const { garbled } = await readFaults(storage);
  if (garbled <= 0) return false;
  await storage.put('fault:garbled', garbled - 1);
  return true;
}

/** A state whose switches can be read and set over RPC. */
export interface FaultyState extends SimulatorState {
  faults(): Promise<Faults>;
  setFaults(change: Partial<Faults>): Promise<Faults>;
}

function bounded(value: unknown, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

/**
 * `GET /faults` answers the switches; `POST /faults` `{ delayMs?: 0–30000, garbled?: n }` sets them.
 *
 * @example case 'POST /faults': return faultsRoute(request, state);
 */
export async function faultsRoute(request: Request, state: DurableObjectStub<FaultyState>): Promise<Response> {
  if (request.method === 'GET') return json(await state.faults());
  const body = await readJson(request);
  const fields = (body.ok && typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<
    string,
    unknown
  >;
  const change: Partial<Faults> = {};
  for (const [key, max] of [
    ['delayMs', MAX_DELAY_MS],
    ['garbled', MAX_GARBLED],
  ] as const) {
    if (fields[key] === undefined) continue;
    const value = bounded(fields[key], max);
    if (value === null) return json({ error: `${key}: expected a whole number from 0 to ${max}` }, 400);
    change[key] = value;
  }
  return json(await state.setFaults(change));
}

/** Waits the slow-partner delay, if any. */
export async function waitDelay(state: DurableObjectStub<FaultyState>): Promise<void> {
  const { delayMs } = await state.faults();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
}
