import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { ModelSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-offers's one declaration: the gateway's routes and bindings, the build, the wrangler configs and
// the test stand-ins are derived from it (`npm run remotes:sync` rewrites the generated files).

/** An offer's id in a path; the fragment checks it against the site's offers. */
const offerId = z.string().regex(/^\d{1,10}$/);
/** A make's slug in a path: an offer's manufacturer, a brand (a brand's slug is its make's). */
const manufacturer = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const offerPage = [{ fragment: 'OfferPage' as const, primary: true }];

export default defineRemote({
  name: 'mfe_offers',
  version: pkg.version,
  exposes: {
    './OffersSearchPage': './src/expose/OffersSearchPage.tsx',
    './OfferPage': './src/expose/OfferPage.tsx',
    './OffersCarousel': './src/expose/OffersCarousel.tsx',
    './PartsSearchPage': './src/expose/PartsSearchPage.tsx',
  },
  // OffersCarousel is on no page of its own: the home page composes it (from the tenant alone).
  fragments: {
    OffersSearchPage: { island: true },
    OfferPage: { island: true },
    // Below the fold on the home page: its code loads when it nears the viewport.
    OffersCarousel: { island: true, hydrate: 'visible' },
    ModelsPage: { island: false },
    ModelPage: { island: false },
    BrandPage: { island: false },
    MakesPage: { island: false },
    // The pickers (links only) for the home page and menus, from the tenant alone.
    BrandPicker: { island: false },
    BodyPicker: { island: false },
    ModelPicker: { island: false },
    PartsLandingPage: { island: false },
    // Searches in place once hydrated (its server HTML is links and a GET form until then).
    PartsSearchPage: { island: true },
    SpinToWinPage: { island: false },
  },
  // spec: 001 §2 routes "/special-offers, /offers/{manufacturer}/{offerId} or /offers/{offerId}".
  pages: [
    {
      path: '/special-offers',
      title: 'Special Offers',
      params: z.object({}),
      fragments: [{ fragment: 'OffersSearchPage', primary: true }],
    },
    { path: '/offers/:offerId', title: 'Special Offer', params: z.object({ offerId }), fragments: offerPage },
    {
      path: '/offers/:manufacturer/:offerId',
      title: 'Special Offer',
      params: z.object({ manufacturer, offerId }),
      fragments: offerPage,
    },
    // The model catalogue (spec: 001 §2 "Pickers and menus"): `?body=`, `?query=`, `?page=`.
    { path: '/models', title: 'Models', params: z.object({}), fragments: [{ fragment: 'ModelsPage', primary: true }] },
    {
      path: '/models/:slug',
      title: 'Model',
      params: z.object({ slug: ModelSlugSchema }),
      fragments: [{ fragment: 'ModelPage', primary: true }],
    },
    // spec: 001 §1 "/brands/{slug}", 000 §2 "/{brand}/overview". The second is a catch-all segment: only
    // the site's brands answer (the fragment 404s any other slug), and a `skipPage` brand's page answers
    // a redirect to its stock search.
    {
      path: '/brands/:slug',
      title: 'Brand',
      params: z.object({ slug: manufacturer }),
      fragments: [{ fragment: 'BrandPage', primary: true }],
    },
    {
      path: '/:brand/overview',
      title: 'Brand',
      params: z.object({ brand: manufacturer }),
      fragments: [{ fragment: 'BrandPage', primary: true }],
    },
    // The make list (spec: 001 §3 "Make … a static list of about 140 makes"); the spec names no route,
    // and `/brands` is the group's brand page (mfe-locations).
    // spec: 001 §2 "/spin-to-win" (gated where the site lists it, §6; off: to /special-offers).
    {
      path: '/spin-to-win',
      title: 'Spin to Win',
      params: z.object({}),
      fragments: [{ fragment: 'SpinToWinPage', primary: true }],
    },
    // spec: 001 §2 "/{model slug} or the model's override URL": a catch-all one segment, which the
    // gateway's route table tries after every page whose segments say more (a name, a listed param).
    {
      path: '/:model',
      title: 'Model',
      params: z.object({ model: ModelSlugSchema }),
      fragments: [{ fragment: 'ModelPage', primary: true }],
    },
    { path: '/makes', title: 'All Makes', params: z.object({}), fragments: [{ fragment: 'MakesPage', primary: true }] },
    // spec: 001 §2 routes "/parts/search", "/vehicle-parts-and-accessories": the site's parts catalogue,
    // `?query=`, `?category=`, `?page=` and `?enquire={partId}` (that part's enquiry form).
    {
      path: '/vehicle-parts-and-accessories',
      title: 'Vehicle Parts and Accessories',
      params: z.object({}),
      fragments: [{ fragment: 'PartsLandingPage', primary: true }],
    },
    {
      path: '/parts/search',
      title: 'Parts Search',
      params: z.object({}),
      fragments: [{ fragment: 'PartsSearchPage', primary: true }],
    },
  ],
  // The special offers and parts APIs (spec: 000 §7 "Dealership offers search"; issue 15 "Parts"), within
  // the whole API's budget at the gateway.
  // Spin to Win (spec: 001 §2, §6): spinning stores an enquiry, so it spends the shopper's `leads` budget, and
  // the enquiry's first delivery to the platform's CRM is tried at once (the cron retries it).
  api: {
    prefixes: ['/api/offers', '/api/parts', '/api/spin-to-win'],
    budgets: [{ path: '/api/spin-to-win', method: 'POST', routeClass: 'leads' }],
  },
  partners: ['CRM_API_URL', 'EMAIL_API_URL'],
  // The stock search's typed RPC: the catalogue pages' stock counts and the model directory.
  uses: ['mfe_search'],
  channels: ['stable', 'canary'],
});
