import {
  emptySearchState,
  type FragmentSiteSettings,
  FragmentSiteSettingsSchema,
  type SearchCard,
  SearchCardSchema,
  type SearchResponse,
  SearchResponseSchema,
} from '@forecourt/shared';
import { listingSettings, type SearchContext } from './features/search-page/view-model';

// Search cards, answers and contexts for this remote's tests; vary them with overrides.

/** The instant the tests render at. */
export const NOW = new Date('2026-11-22T00:00:00.000Z');

const SAMPLE_CARD: SearchCard = {
  id: 4021,
  slug: '2021-toyota-hilux-sr5-4021',
  path: '/cars/2021-toyota-hilux-sr5-4021',
  name: '2021 Toyota HiLux SR5',
  stocknum: 'HC4021',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: null,
  body: 'Ute',
  fuel: 'Diesel',
  transmission: 'Automatic',
  drive: '4x4',
  colour: 'White',
  item_type: 'car',
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  km: 48213,
  price: 52990,
  before_price: 55990,
  price_type: 'Drive Away',
  subscription_price: null,
  weekly_price: null,
  certified: false,
  reserved: false,
  preorder: false,
  has_payment_processor: false,
  photos_count: 6,
  primary_image_url: '/media/v1/car/ute/white/ext-1.svg',
  dealership_id: 7,
  dealership_slug: 'harbour-city-toyota',
  location_name: 'Harbour City Toyota Wynnum',
  city: 'Wynnum',
  state: 'QLD',
  created_at: '2026-10-01T00:00:00.000Z',
  sold_at: null,
};

/** A used, in-stock HiLux listed weeks ago; parsed, so it is always a valid card. */
export function sampleCard(overrides: Partial<SearchCard> = {}): SearchCard {
  return SearchCardSchema.parse({ ...SAMPLE_CARD, ...overrides });
}

/** `count` distinct cards (ids from 1). */
export function sampleCards(count: number, overrides: Partial<SearchCard> = {}): SearchCard[] {
  return Array.from({ length: count }, (_, index) =>
    sampleCard({ id: index + 1, slug: `car-${index + 1}`, path: `/cars/car-${index + 1}`, ...overrides }),
  );
}

/** An answer of /api/search with 21 cards of 47 and a few facets. */
export function sampleResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return SearchResponseSchema.parse({
    hits: sampleCards(21),
    count: 47,
    facets: {
      car_type: [{ value: 'used', count: 47 }],
      make: ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Nissan', 'Subaru', 'Volkswagen', 'Mercedes-Benz'].map(
        (value, index) => ({ value, count: 20 - index * 2 }),
      ),
      model: [{ value: 'HiLux', count: 12 }],
      body: [
        { value: 'Ute', count: 20 },
        { value: 'SUV', count: 27 },
      ],
      dealership_name: [{ value: 'Harbour City Toyota', count: 47 }],
      certified: [
        { value: 'false', count: 40 },
        { value: 'true', count: 7 },
      ],
    },
    facetStats: { price: { min: 4990, max: 89990 }, km: { min: 10, max: 240000 }, year: { min: 2008, max: 2025 } },
    page: 1,
    pages: 3,
    hitsPerPage: 21,
    ms: 3,
    ...overrides,
  });
}

/** Harbour City's demo settings: finance, reserve, favourites; a promo card at 8. */
export function sampleSettings(overrides: Partial<FragmentSiteSettings> = {}): FragmentSiteSettings {
  return FragmentSiteSettingsSchema.parse({
    features: { finance: true, reserve: true },
    promoCards: { positions: [8], title: 'Get pre-approved in minutes', href: '/finance' },
    financeLink: '/finance',
    ...overrides,
  });
}

/** The /search/used-cars page's context. */
export function sampleContext(settings: FragmentSiteSettings = sampleSettings()): SearchContext {
  const routeState = { ...emptySearchState(), refinementList: { car_type: ['used'] } };
  return {
    route: { kind: 'car-type', pathname: '/search/used-cars', state: routeState },
    title: 'Used Cars for Sale',
    settings: listingSettings(settings, 'JUST SOLD', {
      variant: 'grid',
      title: 'Get pre-approved in minutes',
      href: '/finance',
      slides: [],
      positions: [8],
    }),
  };
}
