import type { Offer, OffersSearchResponse } from '@forecourt/shared';

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
