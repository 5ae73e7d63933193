import { geoMercator, geoPath } from 'd3-geo';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landAtlas from 'world-atlas/land-50m.json';
import { directionsHref, LOCATION_MAP_SIZE, type LocationMapView } from '../domain/locations/map';

// Server side only (an island gets the finished view, never the atlas): a location's map, drawn from Natural
// Earth's 1:50m land (the `world-atlas` package: open data, no tile service to reach) as one SVG path. The car
// page's dealer location, the location cards and pages, and the dealer locator all draw it (domain `locations/map`
// is its shape; the kit's `LandMap` shows it).

/** Half the map's width in degrees of longitude: about 560 km across in south-east Australia, the coast in view. */
const HALF_SPAN_DEGREES = 3;

interface LandPolygon {
  polygon: Polygon;
  west: number;
  east: number;
  south: number;
  north: number;
}

let landPolygons: LandPolygon[] | null = null;

/** Drawn land by place, per isolate: a site has a handful of locations, and each drawing costs a few ms of CPU. */
const drawnLand = new Map<string, { land: string; pin: { x: number; y: number } }>();
const DRAWN_LAND_LIMIT = 64;

/** The world's land as polygons with their bounds, read once per isolate (the atlas is parsed on first use). */
function landPolygonsOnce(): LandPolygon[] {
  if (landPolygons) return landPolygons;
  const topology = landAtlas as unknown as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const polygons = land.features.flatMap(({ geometry }) => {
    if (geometry.type === 'Polygon') return [geometry];
    if (geometry.type === 'MultiPolygon') {
      return geometry.coordinates.map((coordinates): Polygon => ({ type: 'Polygon', coordinates }));
    }
    return [];
  });
  landPolygons = polygons.map((polygon) => {
    // The outer ring's extent in degrees: enough to skip what is far away (the atlas splits land at the antimeridian).
    let [west, east, south, north] = [180, -180, 90, -90];
    for (const [long, lat] of polygon.coordinates[0] ?? []) {
      if (long === undefined || lat === undefined) continue;
      west = Math.min(west, long);
      east = Math.max(east, long);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
    return { polygon, west, east, south, north };
  });
  return landPolygons;
}

/** Whether a polygon's extent meets the box. */
function meets(land: LandPolygon, box: { west: number; east: number; south: number; north: number }): boolean {
  return land.south <= box.north && land.north >= box.south && land.west <= box.east && land.east >= box.west;
}

/**
 * The map of a location: the land within about 280 km of it, the location pinned in the middle; null
 * without coordinates (no map rather than a wrong one).
 * @example locationMapOf({ name: 'Harbour City Toyota Parramatta', address: '120 Church Street, Parramatta NSW 2150', lat: -33.81, long: 151 })?.pin // { x: 300, y: 180 }
 */
export function locationMapOf(place: {
  name: string;
  address: string;
  lat?: number | undefined;
  long?: number | undefined;
}): LocationMapView | null {
  const { lat, long } = place;
  if (lat === undefined || long === undefined) return null;
  const key = `${lat},${long}`;
  let drawn = drawnLand.get(key);
  if (!drawn) {
    drawn = drawLand(lat, long);
    if (drawnLand.size >= DRAWN_LAND_LIMIT) drawnLand.clear();
    drawnLand.set(key, drawn);
  }
  return {
    ...LOCATION_MAP_SIZE,
    ...drawn,
    label: `Map of ${place.name}, ${place.address}`,
    directionsHref: directionsHref(lat, long),
  };
}

/** The land around a place as path data, and the place's point, on the map's Mercator projection centred on it. */
function drawLand(lat: number, long: number): { land: string; pin: { x: number; y: number } } {
  const { width, height } = LOCATION_MAP_SIZE;
  const projection = geoMercator()
    .scale(width / ((2 * HALF_SPAN_DEGREES * Math.PI) / 180))
    .center([long, lat])
    .translate([width / 2, height / 2])
    // No adaptive resampling: at a few hundred kilometres straight segments are the coastline as drawn.
    .precision(0)
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  // Mercator's degrees of latitude per pixel are cos(lat) of longitude's; the margin keeps coasts just out of view.
  const halfHeightDegrees = HALF_SPAN_DEGREES * (height / width) * Math.cos((lat * Math.PI) / 180) + 0.5;
  const box = {
    west: long - HALF_SPAN_DEGREES - 0.5,
    east: long + HALF_SPAN_DEGREES + 0.5,
    south: lat - halfHeightDegrees,
    north: lat + halfHeightDegrees,
  };
  const inView: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: landPolygonsOnce()
      .filter((land) => meets(land, box))
      .map((land) => land.polygon.coordinates),
  };
  const [x, y] = projection([long, lat]) ?? [width / 2, height / 2];
  return {
    land: geoPath(projection).digits(1)(inView) ?? '',
    pin: { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 },
  };
}
