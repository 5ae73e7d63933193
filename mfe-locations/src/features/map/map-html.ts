import type { LocationMapView } from '@forecourt/shared/locations/map';
import { LandMap } from '@forecourt/shared/ui/LandMap';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.edge';

// A location's map as HTML, drawn here on the server (the kit's LandMap over the remote kit's land): the map has
// nothing to hydrate, so an island carries its markup, not the code that draws it (the location page's first
// visit is at its byte ratchet), as the car page's map does.

/**
 * The map's SVG markup, its ids prefixed so maps on one page (a grid of cards) never share one; null without a map.
 * @example mapHtmlOf(locationMapOf(place), 'map-harbour-city-toyota-parramatta-') // '<svg role="img" …'
 */
export function mapHtmlOf(map: LocationMapView | null, idPrefix: string): string | null {
  return map && renderToStaticMarkup(createElement(LandMap, { map }), { identifierPrefix: idPrefix });
}
