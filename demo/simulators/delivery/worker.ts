import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { json, outageResponse, ReceivedState, type SimulatorEnv, simulatorWorker } from '../kit';
import { deliveryQuote } from './quote';
import { REGIONS, type Region, regionForPostcode } from './regions';

// The delivery partner simulator (forecourt-sim-delivery): the car-carrier quote API mfe-vehicle's
// delivery adapter calls (mfe-vehicle/src/partners/delivery.ts). Local only.
//
//   GET /v1/quote?from=NNNN&to=NNNN  → 200 { quote_id, from: { postcode, region }, to: { postcode, region },
//                                       distance_km, price: { amount, currency: 'AUD' } }
//                                      400 { error: 'invalid_postcode', field } for anything but 4 digits;
//                                      404 { error: 'postcode_not_serviced', field, postcode } outside the
//                                      service area (regions.ts); 503 in an outage
//   GET /v1/regions                  { regions: [{ id, name, state }] }
//   GET /v1/quotes                   { quotes: [{ from, to, status, region, price, received_at }] } newest first; ?limit=
//   DELETE /v1/quotes                forget them
//   GET /quotes                      HTML: the latest quote requests (for demos)
//   GET|POST /control                the outage switch (../kit.ts);  GET /health

/** One quote request as the simulator remembers it. */
export interface QuoteRequestRecord {
  from: string;
  to: string;
  /** The HTTP status answered. */
  status: number;
  /** The destination region's name, when quoted. */
  region: string | null;
  price: number | null;
  /** Epoch milliseconds. */
  received_at: number;
}

/** The simulator's state: the quote requests it answered, and the control switches. */
export class DeliveryState extends ReceivedState<QuoteRequestRecord> {}

/** The region of one end of the trip, or the partner's 400 (not 4 digits) / 404 (not served) for it. */
function endpointRegion(
  url: URL,
  field: 'from' | 'to',
): { ok: true; region: Region } | { ok: false; response: Response } {
  const postcode = url.searchParams.get(field)?.trim() ?? '';
  if (!/^\d{4}$/.test(postcode)) {
    return {
      ok: false,
      response: json({ error: 'invalid_postcode', field, message: `${field}: expected 4 digits` }, 400),
    };
  }
  const region = regionForPostcode(postcode);
  if (!region) return { ok: false, response: json({ error: 'postcode_not_serviced', field, postcode }, 404) };
  return { ok: true, region };
}

async function quote(url: URL, state: DurableObjectStub<DeliveryState>): Promise<Response> {
  if ((await state.control()).outage) return outageResponse();
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const received_at = Date.now();
  const refuse = async (response: Response) => {
    await state.record({ from, to, status: response.status, region: null, price: null, received_at });
    return response;
  };
  const origin = endpointRegion(url, 'from');
  if (!origin.ok) return refuse(origin.response);
  const destination = endpointRegion(url, 'to');
  if (!destination.ok) return refuse(destination.response);
  const priced = deliveryQuote(origin.region, destination.region);
  await state.record({ from, to, status: 200, region: destination.region.name, price: priced.price, received_at });
  return json({
    quote_id: `dq_${crypto.randomUUID()}`,
    from: { postcode: from.trim(), region: origin.region.name },
    to: { postcode: to.trim(), region: destination.region.name },
    distance_km: priced.distance_km,
    price: { amount: priced.price, currency: 'AUD' },
  });
}

function quotesPage(quotes: QuoteRequestRecord[]): Response {
  const rows = quotes.map(
    (entry) => `<tr>${receivedTimeCell(entry.received_at)}
<td>${escapeHtml(entry.from)}</td><td>${escapeHtml(entry.to)}</td><td>${entry.status}</td>
<td>${escapeHtml(entry.region ?? '')}</td><td>${entry.price === null ? '' : `$${entry.price}`}</td></tr>`,
  );
  return receivedPage('Delivery quotes (local simulator)', {
    headings: ['Received', 'From', 'To', 'Status', 'Region', 'Price'],
    rows,
    empty: 'No quotes yet. Use the delivery calculator on a car page.',
  });
}

export default simulatorWorker<SimulatorEnv, DeliveryState>(
  'delivery',
  ({ route, url, state }) => {
    switch (route) {
      case 'GET /v1/quote':
        return quote(url, state);
      case 'GET /v1/regions':
        return json({
          regions: Object.values(REGIONS).map(({ id, name, state: regionState }) => ({ id, name, state: regionState })),
        });
      default:
        return null;
    }
  },
  { api: '/v1/quotes', key: 'quotes', page: '/quotes', render: quotesPage },
);
