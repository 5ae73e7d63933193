import {
  json,
  outageResponse,
  ReceivedState,
  readJson,
  type SimulatorControl,
  type SimulatorEnv,
  type SimulatorRoutes,
  type SimulatorState,
  wholeNumber,
} from './kit';

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
async function readFaults(storage: Storage): Promise<Faults> {
  return {
    delayMs: (await storage.get<number>('fault:delayMs')) ?? 0,
    garbled: (await storage.get<number>('fault:garbled')) ?? 0,
  };
}

/** Sets the switches given; answers all of them. */
async function writeFaults(storage: Storage, change: Partial<Faults>): Promise<Faults> {
  if (change.delayMs !== undefined) await storage.put('fault:delayMs', change.delayMs);
  if (change.garbled !== undefined) await storage.put('fault:garbled', change.garbled);
  return readFaults(storage);
}

/** Whether this answer is to be garbled; counts one down when it is. */
async function takeGarbled(storage: Storage): Promise<boolean> {
  const { garbled } = await readFaults(storage);
  if (garbled <= 0) return false;
  await storage.put('fault:garbled', garbled - 1);
  return true;
}

/**
 * A simulator state (keeping what it received, see `ReceivedState`) with the fault switches beside the
 * outage switch, read and set over RPC; a simulator that can be slow or garbled extends it.
 *
 * @example export class FinanceState extends FaultyState<FinanceCustomer> {}
 */
export class FaultyState<T> extends ReceivedState<T> {
  faults(): Promise<Faults> {
    return readFaults(this.ctx.storage);
  }

  setFaults(change: Partial<Faults>): Promise<Faults> {
    return writeFaults(this.ctx.storage, change);
  }

  /** Whether this answer is to be garbled (counts one down). */
  takeGarbled(): Promise<boolean> {
    return takeGarbled(this.ctx.storage);
  }
}

/** The switches as the routes reach them, on any faulty state's stub (whatever it records). */
interface Switches {
  control(): Promise<SimulatorControl>;
  faults(): Promise<Faults>;
  setFaults(change: Partial<Faults>): Promise<Faults>;
}

/**
 * `GET /faults` answers the switches; `POST /faults` `{ delayMs?: 0–30000, garbled?: n }` sets them.
 */
async function faultsRoute(request: Request, state: Switches): Promise<Response> {
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
    const value = wholeNumber(fields[key], 0, max);
    if (value === null) return json({ error: `${key}: expected a whole number from 0 to ${max}` }, 400);
    change[key] = value;
  }
  return json(await state.setFaults(change));
}

/**
 * A faulty simulator's routes, with the switches' `GET|POST /faults` (see {@link FaultyState}) answered
 * before them.
 *
 * @example export default simulatorWorker<SimulatorEnv, FinanceState>('finance', withFaults(routes), view);
 */
export function withFaults<TEnv extends SimulatorEnv, TState extends SimulatorState>(
  routes: SimulatorRoutes<TEnv, TState>,
): SimulatorRoutes<TEnv, TState> {
  return (request) => {
    if (request.route !== 'GET /faults' && request.route !== 'POST /faults') return routes(request);
    // Only a FaultyState's simulator wraps its routes so; its stub answers the switches.
    return faultsRoute(request.request, request.state as unknown as Switches);
  };
}

/**
 * Slow or down: waits the slow-partner delay, if any, then answers the outage (null when up). Every
 * partner call of a faulty simulator asks this first.
 *
 * @example const fault = await faultAnswer(state); if (fault) return fault;
 */
export async function faultAnswer(state: Switches): Promise<Response | null> {
  const { delayMs } = await state.faults();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  return (await state.control()).outage ? outageResponse() : null;
}
