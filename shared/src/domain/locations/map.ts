// A location's map as the pages draw it (spec: 000 §2 "anchors: … vehicle map"; 001 §2 "Location card: image or
// map", "/cars/{slug}#vehicle-map"): the shape the remote kit's `locationMapOf` draws and the kit's `LandMap`
// shows, and where directions come from. Pure: the atlas that draws the land stays on the server.

/** The map's box in CSS pixels (3:2 less a strip, wide enough for a suburb-to-coast view). */
export const LOCATION_MAP_SIZE = { width: 600, height: 360 } as const;

/** What a page draws: the land in view as one path, the pin, the map's name and where directions come from. */
export interface LocationMapView {
  width: number;
  height: number;
  /** SVG path data of the land in view (coordinates to 0.1 px). */
  land: string;
  pin: { x: number; y: number };
  /** The map's accessible name and text alternative: the location and its address. */
  label: string;
  directionsHref: string;
}

/**
 * Where to get directions to a place: the maps site most shoppers have, by coordinates.
 * @example directionsHref(-33.8136, 151.0034) // "https://www.google.com/maps/dir/?api=1&destination=-33.8136%2C151.0034"
 */
export function directionsHref(lat: number, long: number): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', `${lat},${long}`);
  return url.href;
}
