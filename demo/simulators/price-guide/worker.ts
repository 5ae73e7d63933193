import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { FaultyState, faultAnswer, withFaults } from '../faults';
import { json, readJson, type SimulatorEnv, simulatorWorker, text, wholeNumber } from '../kit';
import { type Valuation, type ValuationInput, valuate } from './market-model';

// The price-guide partner simulator (forecourt-sim-price-guide): the market valuation API mfe-vehicle's
// price-guide adapter calls (mfe-vehicle/src/partners/price-guide) for the vehicle page's price
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
//   GET|POST /faults     { delayMs?: 0–30000, garbled?: n } (../faults.ts): answer every request after
//                        delayMs (a slow partner), and the next n valuations with a body that breaks the contract
//   GET|POST /control    the outage switch (../kit.ts);  GET /health

/** One valuation request as the simulator remembers it. */
export interface ValuationRecord {
  vehicle: ValuationInput;
  status: number;
  market_value: number | null;
  confidence: number | null;
  received_at: number;
}

const TEXT_MAX = 100;

/** The simulator's state: the requests, the faults and the control switches. */
export class PriceGuideState extends FaultyState<ValuationRecord> {}

/** The request body as a valuation input, or what is wrong with it. */
function readInput(
  body: unknown,
): { ok: true; input: ValuationInput; itemType: string } | { ok: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'expected a JSON object' };
  const fields = body as Record<string, unknown>;
  const make = text(fields.make, TEXT_MAX);
  const model = text(fields.model, TEXT_MAX);
  const year = wholeNumber(fields.year, 1900, 2100);
  const km = wholeNumber(fields.km, 0, 5_000_000);
  const price =
    typeof fields.price === 'number' && Number.isFinite(fields.price) && fields.price >= 0 ? fields.price : null;
  if (!make || !model) return { ok: false, error: 'make and model: expected text' };
  if (year === null) return { ok: false, error: 'year: expected a whole number from 1900 to 2100' };
  if (km === null) return { ok: false, error: 'km: expected a whole number ≥ 0' };
  if (price === null) return { ok: false, error: 'price: expected a number ≥ 0' };
  const itemType = fields.item_type === undefined ? 'car' : text(fields.item_type, TEXT_MAX);
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
  const fault = await faultAnswer(state);
  if (fault) return fault;
  const body = await readJson(request);
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

function valuationsPage(entries: ValuationRecord[]): Response {
  const rows = entries.map(
    (entry) => `<tr>${receivedTimeCell(entry.received_at)}
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

export default simulatorWorker<SimulatorEnv, PriceGuideState>(
  'price-guide',
  withFaults(({ route, request, state }) => (route === 'POST /v1/valuations' ? valuation(request, state) : null)),
  { api: '/v1/valuations', key: 'valuations', page: '/valuations', render: valuationsPage },
);
