import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { json, outageResponse, ReceivedState, readJson, type SimulatorEnv, simulatorWorker } from '../kit';
import { appraise, CONDITIONS, type Condition, identify, type RegisteredVehicle } from './model';

// The trade-in valuation partner simulator (forecourt-sim-valuation): the API the gateway's valuation
// adapter calls (mfe-finance/src/partners/valuation.ts) for the trade-in pages (spec: 001 §7 "Trade-in
// valuation (sends rego and regoState, adjustments and id; offer-accepted update with lead_id)").
// Local only. Figures come from model.ts (deterministic in the request).
//
//   POST /v1/valuations  { id, rego, regoState, adjustments: { km, condition } }
//                        → 200 { valuation_id, reference, vehicle: { year, make, model, variant }, market_value,
//                          adjustments: [{ label, amount }], range: { low, high }, offer }
//                          400 bad body; 503 in an outage
//   POST /v1/valuations/{valuation_id}/accept  { lead_id } → 200 { valuation_id, lead_id, accepted_at }; 404 unknown
//   GET  /v1/valuations  { valuations: [...] } newest first; ?limit=     DELETE /v1/valuations forget them
//   GET  /valuations     HTML: the latest requests (for demos)
//   GET|POST /control    the outage switch (../kit.ts);  GET /health

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

/** One valuation as the simulator remembers it. */
export interface ValuationRecord {
  valuation_id: string;
  reference: string;
  rego: string;
  regoState: string;
  km: number;
  condition: Condition;
  vehicle: RegisteredVehicle;
  offer: number;
  accepted_lead_id: string | null;
  received_at: number;
}

/** The simulator's state: the valuations asked for and their acceptances. */
export class ValuationState extends ReceivedState<ValuationRecord> {
  /** Marks a valuation accepted by a lead; false when there is no such valuation. */
  accept(valuationId: string, leadId: string): boolean {
    const entry = this.find(valuationId);
    return entry !== null && this.replace(valuationId, { ...entry, accepted_lead_id: leadId });
  }
}

type Input = { reference: string; rego: string; regoState: string; km: number; condition: Condition };

/** The request body as a valuation input, or what is wrong with it. */
function readInput(body: unknown): { ok: true; input: Input } | { ok: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'expected a JSON object' };
  const { id, rego, regoState, adjustments } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > 100)
    return { ok: false, error: 'id: expected your reference' };
  if (typeof rego !== 'string' || !/^[A-Z0-9]{2,9}$/.test(rego))
    return { ok: false, error: 'rego: expected 2 to 9 capitals and digits' };
  if (typeof regoState !== 'string' || !STATES.includes(regoState))
    return { ok: false, error: `regoState: expected one of ${STATES.join(', ')}` };
  const { km, condition } = (adjustments ?? {}) as Record<string, unknown>;
  if (typeof km !== 'number' || !Number.isInteger(km) || km < 0)
    return { ok: false, error: 'adjustments.km: expected a whole number ≥ 0' };
  if (!CONDITIONS.includes(condition as Condition))
    return { ok: false, error: `adjustments.condition: expected one of ${CONDITIONS.join(', ')}` };
  return { ok: true, input: { reference: id, rego, regoState, km, condition: condition as Condition } };
}

async function valuation(request: Request, state: DurableObjectStub<ValuationState>): Promise<Response> {
  const body = await readJson(request);
  if ((await state.control()).outage) return outageResponse();
  const read = body.ok ? readInput(body.value) : ({ ok: false, error: 'expected JSON' } as const);
  if (!read.ok) return json({ error: 'bad_request', message: read.error }, 400);
  const { input } = read;
  const received_at = Date.now();
  const year = new Date(received_at).getUTCFullYear();
  const vehicle = identify(input.rego, input.regoState, year);
  const appraisal = appraise(vehicle, input.km, input.condition, year);
  const valuation_id = `val_${crypto.randomUUID()}`;
  await state.record(
    { ...input, valuation_id, vehicle, offer: appraisal.offer, accepted_lead_id: null, received_at },
    valuation_id,
  );
  return json({ valuation_id, reference: input.reference, vehicle, ...appraisal });
}

async function accept(
  request: Request,
  valuationId: string,
  state: DurableObjectStub<ValuationState>,
): Promise<Response> {
  const body = await readJson(request);
  if ((await state.control()).outage) return outageResponse();
  const leadId = body.ok ? (body.value as { lead_id?: unknown } | null)?.lead_id : undefined;
  if (typeof leadId !== 'string' || leadId.length === 0)
    return json({ error: 'bad_request', message: 'lead_id: expected text' }, 400);
  if (!(await state.accept(valuationId, leadId))) return json({ error: 'not_found' }, 404);
  return json({ valuation_id: valuationId, lead_id: leadId, accepted_at: new Date().toISOString() });
}

function valuationsPage(entries: ValuationRecord[]): Response {
  const rows = entries.map(
    (entry) => `<tr>${receivedTimeCell(entry.received_at)}
<td>${escapeHtml(`${entry.rego} (${entry.regoState})`)}</td>
<td>${escapeHtml(`${entry.vehicle.year} ${entry.vehicle.make} ${entry.vehicle.model}`)}</td>
<td>${entry.km.toLocaleString('en-AU')} km, ${escapeHtml(entry.condition)}</td>
<td>$${entry.offer.toLocaleString('en-AU')}</td><td>${entry.accepted_lead_id ? 'accepted' : '—'}</td></tr>`,
  );
  return receivedPage('Trade-in valuations (local simulator)', {
    headings: ['Received', 'Registration', 'Car', 'Adjustments', 'Offer', 'Accepted'],
    rows,
    empty: 'No valuations yet. Value a car on a site’s /trade-in page.',
  });
}

const ACCEPT_ROUTE = /^POST \/v1\/valuations\/([\w-]{1,100})\/accept$/;

export default simulatorWorker<SimulatorEnv, ValuationState>(
  'valuation',
  ({ route, request, state }) => {
    const accepted = ACCEPT_ROUTE.exec(route);
    if (accepted) return accept(request, accepted[1] as string, state);
    return route === 'POST /v1/valuations' ? valuation(request, state) : null;
  },
  { api: '/v1/valuations', key: 'valuations', page: '/valuations', render: valuationsPage },
);
