import type { Location } from '@forecourt/shared';
import { directionsHref } from '@forecourt/shared/locations/map';
import { openStatus, openStatusText, todayHoursText } from '@forecourt/shared/locations/open-now';
import { type StarFill, starFill } from '@forecourt/shared/locations/stars';
import { timeZoneOfState } from '@forecourt/shared/locations/time-zone';
import { locationMapOf } from '@forecourt/shared/remote-kit/land-map';
import { mapHtmlOf } from '../map/map-html';

// A location card's props (spec: 001 §2 "Location card: image or map, name, rating, address, hours,
// phone, 'View Details' link, 'Get Directions', 'View Location Details'"), made on the server at `now`:
// the hours are the location's own clock, so the card is right for a shopper in any time zone.

/** A review summary as the cards and pages draw it. */
export interface RatingView {
  average: string;
  count: number;
  stars: StarFill;
}

/** A location card's props. */
export interface LocationCardView {
  slug: string;
  name: string;
  /** The location page. */
  href: string;
  image: string | null;
  /** The location on its map (the remote kit's drawing of Natural Earth's land), as SVG markup; null without coordinates. */
  mapHtml: string | null;
  rating: RatingView | null;
  address: string;
  todayHours: string;
  /** "Open now · Closes at 5:30 pm", "Closed · Opens tomorrow at 8:30 am". */
  status: string;
  open: boolean;
  phone: string | null;
  /** The location's place URL, or directions to its coordinates. */
  directionsUrl: string;
  /** The location's cars in the stock search. */
  stockHref: string;
}

/**
 * The review summary to draw, or null when there is none to show.
 * @example ratingViewOf({ count: 238, average_rating: '4.2' })?.stars // { full: 4, partial: 0.2, empty: 0 }
 */
export function ratingViewOf(summary: Location['reviews']): RatingView | null {
  if (!summary || summary.count === 0) return null;
  return { average: summary.average_rating, count: summary.count, stars: starFill(summary.average_rating) };
}

/**
 * The one-line address.
 * @example addressLine(location.address) // '120 Church Street, Parramatta NSW 2150'
 */
export function addressLine(address: Location['address']): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}

/**
 * The stock search of one location: its dealership's page, refined to the location.
 * @example stockHrefOf(location) // '/search/harbour-city-toyota?refinementList%5Blocation_name%5D%5B0%5D=…'
 */
export function stockHrefOf(location: Pick<Location, 'dealership_slug' | 'name'>): string {
  const query = new URLSearchParams({ 'refinementList[location_name][0]': location.name });
  return `/search/${encodeURIComponent(location.dealership_slug)}?${query}`;
}

/**
 * A card's props for a location at `now`.
 * @example locationCardView(location, new Date()).href // '/contact-us/harbour-city-toyota-parramatta'
 */
export function locationCardView(location: Location, now: Date): LocationCardView {
  const zone = timeZoneOfState(location.address.state);
  const hours = location.contact_detail.opening_hours;
  const status = openStatus(hours, location.special_hours, zone, now);
  const { lat, long, place_url } = location.address;
  return {
    slug: location.slug,
    name: location.name,
    href: `/contact-us/${encodeURIComponent(location.slug)}`,
    image: location.image,
    mapHtml: mapHtmlOf(
      locationMapOf({ name: location.name, address: addressLine(location.address), lat, long }),
      `map-${location.slug}-`,
    ),
    rating: ratingViewOf(location.reviews),
    address: addressLine(location.address),
    todayHours: todayHoursText(hours, location.special_hours, zone, now),
    status: openStatusText(status),
    open: status.open,
    phone: location.contact_detail.landline_phone ?? location.contact_detail.phone,
    directionsUrl: place_url ?? directionsHref(lat, long),
    stockHref: stockHrefOf(location),
  };
}
