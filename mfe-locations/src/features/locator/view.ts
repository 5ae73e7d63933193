import { formatKilometres } from '@forecourt/shared/format/distance';
import type { LocationsPageLoad } from '@forecourt/shared/pages/locations';
import { type LocationCardView, locationCardView } from '../location-card/view';

// The dealer locator (spec: 000 §2 /dealer-locator; 001 §5 postcode rules, §9 6371 km): the site's
// locations nearest a postcode, or the message for an empty, malformed or unknown one.

/** How many of the nearest locations the locator lists. */
export const LOCATOR_RESULTS = 6;

/** The locator's props. */
export interface LocatorView {
  postcode: string;
  /** The message for the postcode asked, shown in an alert. */
  message: string | null;
  /** "Nearest to 6000 (PERTH, WA)". */
  heading: string | null;
  results: { card: LocationCardView; distance: string }[];
}

/**
 * The locator's props from the page loader's answer (its `locator` null: nothing asked yet).
 * @example locatorView(load, new Date()).results[0]?.distance // '12.3 km away'
 */
export function locatorView(load: LocationsPageLoad, now: Date): LocatorView {
  const { locator } = load;
  if (!locator) return { postcode: '', message: null, heading: null, results: [] };
  if (!locator.ok) return { postcode: locator.postcode, message: locator.message, heading: null, results: [] };
  const bySlug = new Map(load.locations.map((l) => [l.slug, l]));
  const results = locator.nearest.slice(0, LOCATOR_RESULTS).flatMap(({ slug, distanceKm }) => {
    const location = bySlug.get(slug);
    return location
      ? [{ card: locationCardView(location, now), distance: `${formatKilometres(distanceKm)} away` }]
      : [];
  });
  return {
    postcode: locator.postcode,
    message: null,
    heading: `Nearest to ${locator.postcode} (${locator.place.locality}, ${locator.place.state})`,
    results,
  };
}
