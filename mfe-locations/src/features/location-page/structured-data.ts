import type { Location } from '@forecourt/shared';
import { scriptSafeJson } from '@forecourt/shared/format/script-json';
import { DAY_NAMES } from '@forecourt/shared/locations/opening-hours';
import type { RatingView } from '../location-card/view';

// schema.org data for a location page (issue 18 "schema.org AutoDealer data with opening hours for
// each location page"): the location as an AutoDealer with its address, position, phone, weekly
// hours, special hours and review summary.

/**
 * The page's AutoDealer JSON-LD, escaped for a script element.
 * @example autoDealerJsonLd(location, null) // '{"@context":"https://schema.org","@type":"AutoDealer",…}'
 */
export function autoDealerJsonLd(location: Location, rating: RatingView | null): string {
  const { address } = location;
  const open = location.contact_detail.opening_hours.filter((day) => day.status === 'Open' && day.open && day.close);
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    telephone: location.contact_detail.landline_phone ?? location.contact_detail.phone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long },
    hasMap: address.place_url ?? undefined,
    openingHoursSpecification: [
      ...open.map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DAY_NAMES[day.weekday]}`,
        opens: day.open,
        closes: day.close,
      })),
      ...location.special_hours.map((special) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: special.date,
        validThrough: special.date,
        opens: special.status === 'Open' ? special.start_hour : '00:00',
        closes: special.status === 'Open' ? special.end_hour : '00:00',
      })),
    ],
    aggregateRating: rating
      ? { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count }
      : undefined,
  });
}
