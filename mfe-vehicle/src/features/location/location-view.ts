import type { Car } from '@forecourt/shared';
import { telHref } from '@forecourt/shared/format/tel-href';
import { locationMapOf } from '@forecourt/shared/remote-kit/land-map';
import { revealedPhoneFor, type SitePhones } from '@forecourt/shared/vehicle/dealer-phone';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { LocationMap } from './LocationMap';

// Where the car is and the one phone number shown for it, as the page, its sidebar and the print page
// show them (server side: the island imports the type only).

/** Where the car is: the dealer location. */
export interface VehicleLocation {
  name: string;
  street: string;
  /** "Wynnum QLD 4178" */
  locality: string;
  /** The dealer phone for this car as written, e.g. "(07) 3391 4400" (shared `revealedPhoneFor`); null when there is none. */
  phone: string | null;
  /** `tel:` link of the phone (shared `telHref`). */
  phoneHref: string | null;
  /**
   * The map pinning the location (the remote kit's `land-map.ts`), as HTML drawn here on the server (`LocationMap`): the map
   * has nothing to hydrate, so the island carries its markup, not the code that draws it (the car page's
   * first visit is at its byte ratchet). Null when the location has no coordinates.
   */
  mapHtml: string | null;
}

/** No site numbers: the location's phone alone (a page rendered without the site's settings). */
const NO_SITE_PHONES: SitePhones = { default: '', byCarType: {} };

/**
 * The dealer location the car is at, as the page and the print page show it, with the one phone
 * number every place on the page shows for the car: the site's for its type, then the location's, then
 * the site's default (shared `revealedPhoneFor`, as `POST /api/reveal-phone` answers).
 */
export function locationOf(car: Car, phones: SitePhones = NO_SITE_PHONES): VehicleLocation {
  const { name, address } = car.location;
  const trimmedPhone = revealedPhoneFor(phones, { car_type: car.car_type, locationPhone: car.location.phone });
  const locality = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  return {
    name,
    street: address.street,
    locality,
    phone: trimmedPhone,
    phoneHref: trimmedPhone ? telHref(trimmedPhone) : null,
    mapHtml: mapHtmlOf(
      name,
      locationMapOf({
        name,
        address: [address.street, locality].filter(Boolean).join(', '),
        lat: address.lat,
        long: address.long,
      }),
    ),
  };
}

/** The location's map figure as HTML; its ids prefixed so they cannot meet the island's own `useId`s. */
function mapHtmlOf(name: string, map: ReturnType<typeof locationMapOf>): string | null {
  if (!map) return null;
  return renderToStaticMarkup(createElement(LocationMap, { map, name }), { identifierPrefix: 'vehicle-map-' });
}
