import { escapeHtml, receivedPage, receivedTimeCell } from '../dev-page';
import { json, outageResponse, ReceivedState, type SimulatorEnv, simulatorWorker } from '../kit';
import type { PostcodeEntry } from './postcode-table';
import table from './postcodes.json';

// The geocoding partner simulator (forecourt-sim-geocoding): a maps geocoder answering by postcode, in
// the shape of the common geocoding APIs, over a real table of Australian postcode centroids
// (postcodes.json). It knows Australia only (spec: 001 §5 "Postcode geocoding works for Australia
// only"). mfe-locations's geocoding adapter calls it (mfe-locations/src/partners/geocoding.ts). Local only.
//
//   GET /v1/geocode?postcode=NNNN&country=AU → 200 { status: 'OK', results: [{ postcode, locality, state,
//                                                 country: 'AU', location: { lat, lng } }] }
//                                              200 { status: 'ZERO_RESULTS', results: [] } for an unknown
//                                                 postcode or another country
//                                              400 { status: 'INVALID_REQUEST', error } without a postcode;
//                                              503 in an outage
//   GET /v1/lookups   { lookups: [{ postcode, country, status, received_at }] } newest first; ?limit=
//   DELETE /v1/lookups forget them
//   GET /lookups      HTML: the latest lookups (for demos)
//   GET|POST /control the outage switch (../kit.ts);  GET /health

const POSTCODES = new Map((table as unknown as PostcodeEntry[]).map((entry) => [entry[0], entry]));

/** One lookup as the simulator remembers it. */
export interface LookupRecord {
  postcode: string;
  country: string;
  status: string;
  received_at: number;
}

/** The simulator's state: the lookups it answered, and the control switches. */
export class GeocodingState extends ReceivedState<LookupRecord> {}

async function geocode(url: URL, state: DurableObjectStub<GeocodingState>): Promise<Response> {
  if ((await state.control()).outage) return outageResponse();
  const postcode = url.searchParams.get('postcode')?.trim() ?? '';
  const country = (url.searchParams.get('country') ?? 'AU').trim().toUpperCase();
  const received_at = Date.now();
  if (postcode === '') {
    await state.record({ postcode, country, status: 'INVALID_REQUEST', received_at });
    return json({ status: 'INVALID_REQUEST', error: 'postcode is required' }, 400);
  }
  const found = country === 'AU' ? POSTCODES.get(postcode) : undefined;
  await state.record({ postcode, country, status: found ? 'OK' : 'ZERO_RESULTS', received_at });
  if (!found) return json({ status: 'ZERO_RESULTS', results: [] });
  const [, locality, region, lat, lng] = found;
  return json({
    status: 'OK',
    results: [{ postcode, locality, state: region, country: 'AU', location: { lat, lng } }],
  });
}

function lookupsPage(lookups: LookupRecord[]): Response {
  const rows = lookups.map(
    (entry) => `<tr>${receivedTimeCell(entry.received_at)}
<td>${escapeHtml(entry.postcode)}</td><td>${escapeHtml(entry.country)}</td><td>${escapeHtml(entry.status)}</td></tr>`,
  );
  return receivedPage('Geocoding lookups (local simulator)', {
    headings: ['Received', 'Postcode', 'Country', 'Status'],
    rows,
    empty: 'No lookups yet. Use the dealer locator.',
  });
}

export default simulatorWorker<SimulatorEnv, GeocodingState>(
  'geocoding',
  ({ route, url, state }) => (route === 'GET /v1/geocode' ? geocode(url, state) : null),
  { api: '/v1/lookups', key: 'lookups', page: '/lookups', render: lookupsPage },
);
