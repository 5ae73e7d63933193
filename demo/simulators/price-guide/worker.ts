import {
  escapeHtml,
  json,
  listLimit,
  outageResponse,
  readJson,
  receivedPage,
  type SimulatorEnv,
  SimulatorState,
  simulatorWorker,
} from '../kit';
import { type Valuation, type ValuationInput, valuate } from './market-model';

// The price-guide partner simulator (forecourt-sim-price-guide): the market valuation API the gateway's
// price-guide adapter calls (edge-worker/src/services/price-guide) for the vehicle page's price
// comparison panel. Local only. The figures come from market-model.ts (deterministic in the request).
//
//   POST /v1/valuations  { make, model, year, km, price, item_type? }
//                        → 200 { valuation_id, as_of, vehicle, market_value, range: { low, high } | null,
//                          confidence, sample_size, summary | null }
//                          404 { error: 'not_covered' } for anything but a car (item_type); 400 bad body;
//                          503 in an outage
//   GET  /v1/valuations  { valuations: [{ vehicle, status, market_value, confidence, received_at }] } newest first; ?limit=
//   DELETE /v1/valuations forget them
//   GET  /valuations     HTML: the latest requests (for demos)
//   GET|POST /faults     { delayMs?: 0–30000, garbled?: n }: answer every request after delayMs (a slow
//                        partner), and the next n valuations with a body that breaks the contract
//   GET|POST /control    the outage switch (../kit.ts);  GET /health

/** One valuation request as the simulator remembers it. */
export interface ValuationRecord {
  vehicle: ValuationInput;
  status: number;
  market_value: number | null;
  confidence: number | null;
  received_at: number;
}

/** The fault switches of this simulator. */
export interface PriceGuideFaults {
  /** Every answer waits this long (ms). */
  delayMs: number;
  /** How many of the next valuations answer a body that breaks the contract. */
  garbled: number;
}

const PAGE_SIZE = 50;
const MAX_DELAY_MS = 30_000;
const TEXT_MAX = 100;

/** The simulator's state: the requests, the faults and the control switches. */
export class PriceGuideState extends SimulatorState {
  constructor(ctx: DurableObjectState, env: SimulatorEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS valuations (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, vehicle TEXT NOT NULL, status INTEGER NOT NULL,
      market_value REAL, confidence REAL, received_at INTEGER NOT NULL)`);
  }

  record(entry: ValuationRecord): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO valuations (vehicle, status, market_value, confidence, received_at) VALUES (?, ?, ?, ?, ?)',
      JSON.stringify(entry.vehicle),
      entry.status,
      entry.market_value,
      entry.confidence,
      entry.received_at,
    );
  }

  list(limit: number): ValuationRecord[] {
    return this.ctx.storage.sql
      .exec<{
        vehicle: string;
        status: number;
        market_value: number | null;
        confidence: number | null;
        received_at: number;
      }>(
        'SELECT vehicle, status, market_value, confidence, received_at FROM valuations ORDER BY seq DESC LIMIT ?',
        limit,
      )
      .toArray()
      .map((row) => ({ ...row, vehicle: JSON.parse(row.vehicle) as ValuationInput }));
  }

  clear(): void {
    this.ctx.storage.sql.exec('DELETE FROM valuations');
  }

  async faults(): Promise<PriceGuideFaults> {
    return {
      delayMs: (await this.ctx.storage.get<number>('delayMs')) ?? 0,
      garbled: (await this.ctx.storage.get<number>('garbled')) ?? 0,
    };
  }

  async setFaults(change: Partial<PriceGuideFaults>): Promise<PriceGuideFaults> {
    if (change.delayMs !== undefined) await this.ctx.storage.put('delayMs', change.delayMs);
    if (change.garbled !== undefined) await this.ctx.storage.put('garbled', change.garbled);
    return this.faults();
  }

  /** Whether this answer is to be garbled (counts one down). */
  async takeGarbled(): Promise<boolean> {
    const { garbled } = await this.faults();
    if (garbled <= 0) return false;
    await this.setFaults({ garbled: garbled - 1 });
    return true;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= TEXT_MAX ? value.trim() : null;
}

function wholeNumber(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** The request body as a valuation input, or what is wrong with it. */
function readInput(
  body: unknown,
): { ok: true; input: ValuationInput; itemType: string } | { ok: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'expected a JSON object' };
  const fields = body as Record<string, unknown>;
  const make = text(fields.make);
  const model = text(fields.model);
  const year = wholeNumber(fields.year, 1900, 2100);
  const km = wholeNumber(fields.km, 0, 5_000_000);
  const price =
    typeof fields.price === 'number' && Number.isFinite(fields.price) && fields.price >= 0 ? fields.price : null;
  if (!make || !model) return { ok: false, error: 'make and model: expected text' };
  if (year === null) return { ok: false, error: 'year: expected a whole number from 1900 to 2100' };
  if (km === null) return { ok: false, error: 'km: expected a whole number ≥ 0' };
  if (price === null) return { ok: false, error: 'price: expected a number ≥ 0' };
  const itemType = fields.item_type === undefined ? 'car' : text(fields.item_type);
  if (itemType === null) return { ok: false, error: 'item_type: expected text' };
  return { ok: true, input: { make, model, year, km, price }, itemType };
}

function answerOf(input: ValuationInput, valuation: Valuation, asOf: Date): Record<string, unknown> {
  return {
    valuation_id: `pg_${crypto.randomUUID()}`,
    as_of: asOf.toISOString().slice(0, 10),
    vehicle: { make: input.make, model: input.model, year: input.year, km: input.km },
    ...valuation,
  };
}

async function valuation(request: Request, state: DurableObjectStub<PriceGuideState>): Promise<Response> {
  const body = await readJson(request);
  const { delayMs } = await state.faults();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if ((await state.control()).outage) return outageResponse();
  const read = body.ok ? readInput(body.value) : ({ ok: false, error: 'expected JSON' } as const);
  if (!read.ok) return json({ error: 'bad_request', message: read.error }, 400);
  const received_at = Date.now();
  if (read.itemType !== 'car') {
    await state.record({ vehicle: read.input, status: 404, market_value: null, confidence: null, received_at });
    return json({ error: 'not_covered', message: `The guide values cars only, not ${read.itemType}s.` }, 404);
  }
  const asOf = new Date(received_at);
  const result = valuate(read.input, asOf.getUTCFullYear());
  await state.record({
    vehicle: read.input,
    status: 200,
    market_value: result.market_value,
    confidence: result.confidence,
    received_at,
  });
  if (await state.takeGarbled())
    return json({ ...answerOf(read.input, result, asOf), confidence: 'high', range: [1, 2] });
  return json(answerOf(read.input, result, asOf));
}

async function handleFaults(request: Request, state: DurableObjectStub<PriceGuideState>): Promise<Response> {
  if (request.method === 'GET') return json(await state.faults());
  const body = await readJson(request);
  const { delayMs, garbled } =
    ((body.ok ? body.value : null) as Partial<Record<keyof PriceGuideFaults, unknown>> | null) ?? {};
  const change: Partial<PriceGuideFaults> = {};
  if (delayMs !== undefined) {
    const value = wholeNumber(delayMs, 0, MAX_DELAY_MS);
    if (value === null) return json({ error: `delayMs: expected a whole number from 0 to ${MAX_DELAY_MS}` }, 400);
    change.delayMs = value;
  }
  if (garbled !== undefined) {
    const value = wholeNumber(garbled, 0, 1000);
    if (value === null) return json({ error: 'garbled: expected a whole number ≥ 0' }, 400);
    change.garbled = value;
  }
  return json(await state.setFaults(change));
}

function valuationsPage(entries: ValuationRecord[]): Response {
  const rows = entries.map(
    (entry) => `<tr><td class="muted">${escapeHtml(new Date(entry.received_at).toLocaleTimeString('en-AU'))}</td>
<td>${escapeHtml(`${entry.vehicle.year} ${entry.vehicle.make} ${entry.vehicle.model}`)}</td>
<td>${entry.vehicle.km.toLocaleString('en-AU')} km</td><td>$${entry.vehicle.price.toLocaleString('en-AU')}</td>
<td>${entry.status}</td><td>${entry.market_value === null ? '—' : `$${entry.market_value.toLocaleString('en-AU')}`}</td>
<td>${entry.confidence ?? '—'}</td></tr>`,
  );
  return receivedPage('Price guide valuations (local simulator)', {
    headings: ['Received', 'Car', 'Kilometres', 'Listing', 'Status', 'Market value', 'Confidence'],
    rows,
    empty: 'No valuations yet. Open a car page: its price comparison panel asks the guide.',
  });
}

export default simulatorWorker<SimulatorEnv, PriceGuideState>('price-guide', async ({ route, request, url, state }) => {
  switch (route) {
    case 'POST /v1/valuations':
      return valuation(request, state);
    case 'GET /v1/valuations':
      return json({ valuations: await state.list(listLimit(url, PAGE_SIZE)) });
    case 'DELETE /v1/valuations':
      await state.clear();
      return json({ cleared: true });
    case 'GET /valuations':
      return valuationsPage(await state.list(listLimit(url, PAGE_SIZE)));
    case 'GET /faults':
    case 'POST /faults':
      return handleFaults(request, state);
    default:
      return null;
  }
});
