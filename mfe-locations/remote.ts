import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { LocationSlugSchema, SearchSegmentSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-locations's one declaration: its pages, fragments and API travel to the gateway with each release
// (the registry); its wrangler configs, the build and the test stand-ins are derived from it (`npm run
// remotes:sync` rewrites the generated files).

const none = z.object({});

export default defineRemote({
  name: 'mfe_locations',
  version: pkg.version,
  exposes: {
    './LocationPage': './src/expose/LocationPage.tsx',
    './LocationsCarousel': './src/expose/LocationsCarousel.tsx',
  },
  fragments: {
    LocationPage: { island: true },
    LocationsDirectory: { island: false },
    DealerLocator: { island: false },
    BrandsPage: { island: false },
    // The home page's fragments (composed by the gateway; the tenant alone decides what they show).
    // Below the fold on the home page: its code loads when it nears the viewport.
    LocationsCarousel: { island: true, hydrate: 'visible' },
    LocationsGrid: { island: false },
    ReviewsSummary: { island: false },
  },
  // spec: 001 §2 Locations routes; 000 §2 /dealer-locator, /brands. Which prefixes a site serves its
  // location pages under is its configuration (`locations.pagePrefixes`), checked by the page loader.
  pages: [
    {
      path: '/:via{contact-us|our-location|locations}/:slug',
      title: 'Our location',
      // As shared's LocationPageParamsSchema, which Node cannot load here unbundled (the Worker tests' config).
      params: z.object({ via: z.enum(['contact-us', 'our-location', 'locations']), slug: LocationSlugSchema }),
      fragments: [{ fragment: 'LocationPage', primary: true }],
    },
    {
      path: '/:page{contact-us|contact|dealerships}',
      title: 'Contact Us',
      params: z.object({ page: z.enum(['contact-us', 'contact', 'dealerships']) }),
      fragments: [{ fragment: 'LocationsDirectory', primary: true }],
    },
    {
      path: '/dealerships/:brand',
      title: 'Our Dealerships',
      params: z.object({ brand: SearchSegmentSchema }),
      fragments: [{ fragment: 'LocationsDirectory', primary: true }],
    },
    {
      path: '/dealer-locator',
      title: 'Dealer Locator',
      params: none,
      fragments: [{ fragment: 'DealerLocator', primary: true }],
    },
    { path: '/brands', title: 'Our Brands', params: none, fragments: [{ fragment: 'BrandsPage', primary: true }] },
  ],
  // The dealerships API (spec: 000 §2 /search/{dealership_slug}): `GET /api/dealerships/{slug}`, on the
  // platform's `api` budget alone.
  api: { prefixes: ['/api/dealerships'] },
  // The dealer locator places the shopper's postcode with the maps geocoder (spec: 001 §7); the
  // gateway spends the shopper's `partners` budget on those page views before asking this remote.
  partners: ['GEOCODING_API_URL'],
  channels: ['stable', 'canary'],
});
