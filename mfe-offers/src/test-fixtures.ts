import type { DirectorySearchResponse, Offer, OffersSearchResponse } from '@forecourt/shared';

// Offers as the gateway's API answers them, for this remote's tests.

/**
 * An offer with a long description and disclaimer (so both truncate), overridable.
 * @example sampleOffer({ id: 7, category: 'Runout' })
 */
export function sampleOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 12,
    dealership_id: 1,
    name: 'Hilux SR5 from $59,990 drive away',
    description: `<p>Drive away in a new <strong>Hilux SR5</strong> ${'with on-road costs included. '.repeat(8)}</p>`,
    sanitized_description: `Drive away in a new Hilux SR5 ${'with on-road costs included. '.repeat(8)}`,
    disclaimer: `Offer available on new Toyota Hilux vehicles ${'ordered and delivered from participating dealers. '.repeat(5)}`,
    category: 'Drive Away',
    price: 59_990,
    manufacturer: { name: 'Toyota', slug: 'toyota' },
    model: { name: 'Hilux', slug: 'hilux', override_url: null },
    image_url: '/media/v1/car/ute/white/ext-1.svg',
    image_or_model_image: '/media/v1/car/ute/white/ext-1.svg',
    excluded_website_ids: [],
    starts_at: '2026-11-01',
    expires_at: '2026-12-31',
    ...overrides,
  };
}

/** The offers search's answer with these offers on its first page. */
export function sampleOffersResponse(hits: Offer[] = [sampleOffer()]): OffersSearchResponse {
  return {
    hits,
    nbHits: hits.length,
    offset: 0,
    hitsPerPage: 21,
    facets: { categories: [{ value: 'Drive Away', count: hits.length }] },
    priceStats: { min: 59_990, max: 59_990 },
    dealership: null,
  };
}

/** The directory search's answer: one Toyota ute, with the body facet. */
export function sampleDirectoryResponse(): DirectorySearchResponse {
  return {
    hits: [
      {
        id: 3,
        make_id: 1,
        name: 'Hilux',
        slug: 'hilux',
        override_url: null,
        image: { url: '/media/v1/car/ute/white/ext-1.svg' },
        cloudfront_new_image_url: null,
        manufacturer_body: 'Ute',
        manufacturer_body2: 'Cab Chassis',
        manufacturer_body3: 'Ute',
        status: 'active',
        manufacturer: { id: 1, name: 'Toyota', slug: 'toyota', logo: null },
      },
    ],
    count: 30,
    offset: 21,
    hitsPerPage: 21,
    facets: {
      'manufacturer.name': [{ value: 'Toyota', count: 30 }],
      'model.body': [
        { value: 'Ute', count: 30 },
        { value: 'SUV', count: 12 },
      ],
    },
    ms: 0.2,
  };
}
