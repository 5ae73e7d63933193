import type { Location, LocationType } from '@forecourt/shared';
import { formatDate } from '@forecourt/shared/format/date';
import { formatPrice } from '@forecourt/shared/format/money';
import { hoursTabName, LOCATION_TYPE_LABELS } from '@forecourt/shared/locations/names';
import { groupOpeningHours, type HoursRow, hoursText } from '@forecourt/shared/locations/opening-hours';
import { type StarFill, starFill } from '@forecourt/shared/locations/stars';
import { localTimeIn, timeZoneOfState } from '@forecourt/shared/locations/time-zone';
import type { LocationPageLoad } from '@forecourt/shared/pages/locations';
import { type LocationCardView, locationCardView, type RatingView, ratingViewOf } from '../location-card/view';
import { autoDealerJsonLd } from './structured-data';

// The location page's props (spec: 001 §2 location page; issue 18), made on the server at `now` from
// the page loader's answer: pure, so the island hydrates with exactly what the server rendered.

/** One tab of the hours dropdown: a location of the dealership, by its type. */
export interface HoursTab {
  id: string;
  /** Sales, Service, Parts. */
  label: string;
  /** The location's name on its tab (shared `hoursTabName`). */
  name: string;
  rows: HoursRow[];
}

/** One day of the holiday hours dialog. */
export interface HolidayRow {
  date: string;
  name: string;
  hours: string;
}

/** A review as the list shows it. */
export interface ReviewView {
  id: number;
  name: string;
  rating: number;
  stars: StarFill;
  date: string;
  ago: string;
  text: string;
  reply: string | null;
}

/** The island's props. */
export interface LocationPageData {
  card: LocationCardView;
  subtitle: string | null;
  dealershipName: string;
  phones: { label: string; number: string }[];
  hoursTabs: HoursTab[];
  /** Today's and later special hours; empty: no holiday hours button (spec: 001 §4). */
  holidayHours: HolidayRow[];
  licences: { label: string; value: string }[];
  rating: RatingView | null;
  /** False when the site hides reviews: no reviews section at all. */
  showReviews: boolean;
  reviews: ReviewView[];
  stock: { count: number; href: string; cars: { href: string; name: string; price: string; image: string | null }[] };
  offersHref: string;
  dealershipSlug: string;
  /** The page's path on the site (`/contact-us/{slug}`, or the prefix it was asked by): the enquiry's `page_id`. */
  pagePath: string;
  /** schema.org AutoDealer JSON-LD, escaped for a script element. */
  structuredData: string;
}

const TYPE_ORDER: readonly LocationType[] = ['sales', 'service', 'parts', ''];

/**
 * The hours dropdown's tabs: the page's own location first, then one per other type the dealership has,
 * each named shortened under `dealershipName` and suffixed by its type.
 * @example hoursTabsOf(location, siblings, 'Harbour City Toyota').map((tab) => tab.label) // ['Sales', 'Service', 'Parts']
 */
export function hoursTabsOf(location: Location, siblings: readonly Location[], dealershipName: string): HoursTab[] {
  const others = TYPE_ORDER.filter((type) => type !== location.location_type)
    .map((type) => siblings.find((sibling) => sibling.location_type === type))
    .filter((sibling): sibling is Location => sibling !== undefined);
  return [location, ...others].map((entry) => ({
    id: `hours-${entry.slug}`,
    label: LOCATION_TYPE_LABELS[entry.location_type],
    name: hoursTabName(entry.name, entry.location_type, dealershipName),
    rows: groupOpeningHours(entry.contact_detail.opening_hours),
  }));
}

/**
 * The special hours from today (the location's date) on, by date.
 * @example holidayRowsOf(location, now)[0] // { date: '25/12/2026', name: 'Christmas Day', hours: 'Closed' }
 */
export function holidayRowsOf(location: Location, now: Date): HolidayRow[] {
  const today = localTimeIn(now, timeZoneOfState(location.address.state)).date;
  return location.special_hours
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({
      date: formatDate(entry.date),
      name: entry.name ?? 'Special hours',
      hours: hoursText({
        weekday: 0,
        status: entry.status,
        open: entry.start_hour,
        close: entry.end_hour,
        formated_hours: '',
      }),
    }));
}

function phonesOf(location: Location): LocationPageData['phones'] {
  const { landline_phone, phone } = location.contact_detail;
  const phones = landline_phone ? [{ label: 'Phone', number: landline_phone }] : [];
  if (phone && phone !== landline_phone) phones.push({ label: 'Mobile', number: phone });
  return phones;
}

function licencesOf(location: Location, shown: boolean): LocationPageData['licences'] {
  if (!shown) return [];
  const licences: LocationPageData['licences'] = [];
  if (location.dealer_license_number) licences.push({ label: 'Dealer licence', value: location.dealer_license_number });
  if (location.motor_vehicle_repairer) {
    licences.push({ label: 'Motor vehicle repairer', value: location.motor_vehicle_repairer });
  }
  return licences;
}

/**
 * The island's props from the page loader's answer at `now`.
 * @example toLocationPageData(load, new Date(), '/contact-us/harbour-city-toyota-parramatta').card.name // 'Harbour City Toyota Parramatta'
 */
export function toLocationPageData(load: LocationPageLoad, now: Date, pagePath: string): LocationPageData {
  const { location, dealership } = load;
  const card = locationCardView(location, now);
  const rating = ratingViewOf(load.reviewSummary);
  return {
    card,
    subtitle: location.location_subtype,
    dealershipName: dealership.name,
    phones: phonesOf(location),
    hoursTabs: hoursTabsOf(location, load.siblings, load.dealership.name),
    holidayHours: holidayRowsOf(location, now),
    licences: licencesOf(location, load.showLicences),
    rating,
    showReviews: load.reviewSummary !== null,
    reviews: load.reviews.map((review) => ({
      id: review.id,
      name: review.customer_name,
      rating: review.rating,
      stars: starFill(review.rating),
      date: formatDate(review.review_date),
      ago: review.created_at_time_ago_in_words,
      text: review.text,
      reply: review.reply_text,
    })),
    stock: {
      count: load.stock.count,
      href: card.stockHref,
      cars: load.stock.cars.map((car) => ({
        href: `/cars/${encodeURIComponent(car.slug)}`,
        name: car.name,
        price: formatPrice(car.price),
        image: car.image,
      })),
    },
    offersHref: `/special-offers?${new URLSearchParams({ dealership: dealership.slug })}`,
    dealershipSlug: dealership.slug,
    pagePath,
    structuredData: autoDealerJsonLd(location, rating),
  };
}
