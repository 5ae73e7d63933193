// The delivery partner's service area: Australian postcodes → the region it quotes for. Ranges follow
// Australia Post's allocation by state (NSW 2000–2999 but ACT 2600–2618 and 2900–2920, VIC 3000–3999,
// QLD 4000–4999, SA 5000–5799, WA 6000–6797, TAS 7000–7799, NT 0800–0899) with the capital-city and
// large regional centres carved out. Not served, like a real carrier's gaps: PO-box-only ranges
// (1000–1999, 8000–8999, 9000–9999, 0900–0999, 5800–5999, 6800–6999, 7800–7999), remote NT outside Darwin
// and Alice Springs, and the Pilbara and Kimberley (WA 6700–6799).

/** A region the partner delivers to, with the point its distances are measured from. */
export interface Region {
  /** Stable key, e.g. `brisbane-metro`. */
  id: string;
  /** What a quote names, e.g. "Brisbane Metro". */
  name: string;
  state: 'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';
  /** The depot the region is served from (latitude, longitude in degrees). */
  lat: number;
  lon: number;
}

const region = (id: string, name: string, state: Region['state'], lat: number, lon: number): Region => ({
  id,
  name,
  state,
  lat,
  lon,
});

/** Every region served. */
export const REGIONS = {
  sydney: region('sydney-metro', 'Sydney Metro', 'NSW', -33.87, 151.21),
  newcastle: region('newcastle-hunter', 'Newcastle & Hunter', 'NSW', -32.93, 151.78),
  illawarra: region('illawarra', 'Illawarra', 'NSW', -34.42, 150.89),
  centralCoast: region('central-coast', 'Central Coast', 'NSW', -33.43, 151.34),
  regionalNsw: region('regional-nsw', 'Regional NSW', 'NSW', -32.25, 148.6),
  canberra: region('canberra', 'Canberra', 'ACT', -35.28, 149.13),
  melbourne: region('melbourne-metro', 'Melbourne Metro', 'VIC', -37.81, 144.96),
  geelong: region('geelong', 'Geelong', 'VIC', -38.15, 144.36),
  regionalVic: region('regional-vic', 'Regional VIC', 'VIC', -36.76, 144.28),
  brisbane: region('brisbane-metro', 'Brisbane Metro', 'QLD', -27.47, 153.03),
  goldCoast: region('gold-coast', 'Gold Coast', 'QLD', -28.02, 153.4),
  sunshineCoast: region('sunshine-coast', 'Sunshine Coast', 'QLD', -26.65, 153.07),
  southernQld: region('southern-qld', 'Southern QLD', 'QLD', -27.56, 151.95),
  centralQld: region('central-qld', 'Central QLD', 'QLD', -23.38, 150.51),
  northQld: region('north-qld', 'North QLD', 'QLD', -19.26, 146.82),
  farNorthQld: region('far-north-qld', 'Far North QLD', 'QLD', -16.92, 145.77),
  adelaide: region('adelaide-metro', 'Adelaide Metro', 'SA', -34.93, 138.6),
  regionalSa: region('regional-sa', 'Regional SA', 'SA', -33.0, 137.7),
  perth: region('perth-metro', 'Perth Metro', 'WA', -31.95, 115.86),
  regionalWa: region('regional-wa', 'Regional WA', 'WA', -33.33, 115.64),
  hobart: region('hobart', 'Hobart', 'TAS', -42.88, 147.33),
  regionalTas: region('regional-tas', 'Regional TAS', 'TAS', -41.44, 147.14),
  darwin: region('darwin', 'Darwin', 'NT', -12.46, 130.84),
  aliceSprings: region('alice-springs', 'Alice Springs', 'NT', -23.7, 133.88),
} satisfies Record<string, Region>;

/** An inclusive postcode range and its region; the first range holding a postcode wins. */
type PostcodeRange = readonly [from: number, to: number, region: Region];

const R = REGIONS;

/** Metro and centre ranges first, then each state's remaining range. */
const POSTCODE_RANGES: readonly PostcodeRange[] = [
  [800, 832, R.darwin],
  [870, 872, R.aliceSprings],
  [2000, 2249, R.sydney],
  [2555, 2574, R.sydney],
  [2740, 2786, R.sydney],
  [2250, 2263, R.centralCoast],
  [2280, 2310, R.newcastle],
  [2500, 2530, R.illawarra],
  [2600, 2618, R.canberra],
  [2900, 2920, R.canberra],
  [2000, 2999, R.regionalNsw],
  [3000, 3207, R.melbourne],
  [3750, 3811, R.melbourne],
  [3910, 3944, R.melbourne],
  [3975, 3978, R.melbourne],
  [3211, 3232, R.geelong],
  [3000, 3999, R.regionalVic],
  [4000, 4207, R.brisbane],
  [4300, 4305, R.brisbane],
  [4500, 4519, R.brisbane],
  [4208, 4287, R.goldCoast],
  [4550, 4575, R.sunshineCoast],
  [4000, 4699, R.southernQld],
  [4700, 4799, R.centralQld],
  [4800, 4849, R.northQld],
  [4850, 4899, R.farNorthQld],
  [5000, 5199, R.adelaide],
  [5200, 5799, R.regionalSa],
  [6000, 6199, R.perth],
  [6200, 6699, R.regionalWa],
  [7000, 7099, R.hobart],
  [7100, 7799, R.regionalTas],
];

/**
 * The region a four-digit postcode is delivered in, or null when the partner does not serve it
 * (unknown, PO boxes, remote areas). Anything but four digits is null too.
 *
 * @example regionForPostcode('4000')?.name // 'Brisbane Metro'
 * @example regionForPostcode('0872')?.name // 'Alice Springs'
 * @example regionForPostcode('6725') // null (Broome: not served)
 */
export function regionForPostcode(postcode: string): Region | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const value = Number(postcode);
  for (const [from, to, found] of POSTCODE_RANGES) if (value >= from && value <= to) return found;
  return null;
}
