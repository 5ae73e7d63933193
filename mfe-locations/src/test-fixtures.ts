import type { Location, Review } from '@forecourt/shared';
import type { LocationPageLoad, LocationsPageLoad } from '@forecourt/shared/pages/locations';
import { SALES_WEEK } from '@forecourt/shared/testing/sample-hours';

// Tests only: a Sydney sales yard with holiday hours and the sample review summary, its service centre,
// and the page loaders' answers about them.

/**
 * A location; vary it with overrides.
 * @example sampleLocation({ slug: 'other' })
 */
export function sampleLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    name: 'Harbour City Toyota Parramatta',
    slug: 'harbour-city-toyota-parramatta',
    location_type: 'sales',
    location_subtype: 'New & Used Showroom',
    primary: true,
    visible: true,
    dealership_id: 1,
    dealership_slug: 'harbour-city-toyota',
    manufacturers: ['Toyota'],
    address: {
      street: '120 Church Street',
      city: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      lat: -33.8136,
      long: 151.0034,
      place_id: 'ChIJsample',
      place_url: 'https://www.google.com/maps/search/?api=1&query=-33.8136,151.0034',
      map_key: null,
    },
    contact_detail: { phone: '0491 570 156', landline_phone: '(02) 5550 0101', opening_hours: SALES_WEEK },
    special_hours: [
      { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null, location_id: 1, name: 'Christmas Day' },
      {
        date: '2026-12-26',
        status: 'Open',
        start_hour: '10:00',
        end_hour: '16:00',
        location_id: 1,
        name: 'Boxing Day',
      },
    ],
    dealer_license_number: 'MD 123456',
    motor_vehicle_repairer: null,
    image: null,
    reviews: { count: 238, average_rating: '4.2' },
    average_rating: '4.2',
    review_count: 238,
    ...overrides,
  };
}

/** The Parramatta yard's service centre. */
export const SERVICE_CENTRE = sampleLocation({
  id: 3,
  name: 'Harbour City Toyota Service Centre',
  slug: 'harbour-city-toyota-service-centre',
  location_type: 'service',
  primary: false,
  special_hours: [],
  reviews: null,
});

const REVIEW: Review = {
  id: 7,
  location_id: 1,
  customer_name: 'Jess M.',
  text: 'Fantastic experience from start to finish.',
  rating: 5,
  review_date: '2026-10-01T10:00:00+10:00',
  reply_text: 'Thanks Jess!',
  reply_date: null,
  created_at_time_ago_in_words: '2 months ago',
  image: null,
};

/** The sample location's page, as the fragment request names it (via `contact-us`). */
export const SAMPLE_PAGE_PATH = '/contact-us/harbour-city-toyota-parramatta';

/**
 * The location page loader's answer for the Parramatta yard.
 * @example samplePageLoad({ showLicences: false })
 */
export function samplePageLoad(overrides: Partial<LocationPageLoad> = {}): LocationPageLoad {
  return {
    location: sampleLocation(),
    dealership: { slug: 'harbour-city-toyota', name: 'Harbour City Toyota', make: 'Toyota', logo: null },
    siblings: [SERVICE_CENTRE],
    reviewSummary: { count: 238, average_rating: '4.2' },
    reviews: [REVIEW],
    showLicences: true,
    stock: {
      count: 1,
      cars: [{ slug: '2021-toyota-hilux-sr5-4021', name: '2021 Toyota HiLux SR5', price: 52990, image: null }],
    },
    ...overrides,
  };
}

/**
 * The listing loader's answer: both locations, their dealership, one brand.
 * @example sampleListing({ locator: null })
 */
export function sampleListing(overrides: Partial<LocationsPageLoad> = {}): LocationsPageLoad {
  return {
    locations: [sampleLocation(), SERVICE_CENTRE],
    dealerships: [{ slug: 'harbour-city-toyota', name: 'Harbour City Toyota', make: 'Toyota', logo: null }],
    locator: null,
    brands: [{ name: 'Toyota', slug: 'toyota', logo: '/media/v1/logo/toyota.svg', itemType: 'car' }],
    dealershipSelect: false,
    ...overrides,
  };
}
