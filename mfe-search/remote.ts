import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { SearchSegmentSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-search's one declaration: its pages, fragments and API travel to the gateway with each release (the
// registry); its wrangler configs, the build and the test stand-ins are derived from it (`npm run
// remotes:sync` rewrites the generated files).

const searchParams = z.object({
  via: z.enum(['search', 'used-car']),
  first: SearchSegmentSchema.optional(),
  second: SearchSegmentSchema.optional(),
});

export default defineRemote({
  name: 'mfe_search',
  version: pkg.version,
  exposes: { './SearchPage': './src/expose/SearchPage.tsx' },
  // Hydrates once the page has loaded and the browser is idle: until then its server HTML works by itself
  // (the filters are a GET form, cards and pages are links), and the first card's image and the first
  // paint have the network to themselves. A click on a control before then hydrates it at once.
  fragments: {
    SearchPage: { island: true, hydrate: 'idle' },
    // Saved searches' pages (issue 31): plain forms, no JavaScript.
    SaveSearch: { island: false },
    SavedSearchUnsubscribe: { island: false },
  },
  // Stock search (spec: 000 §2, 001 §2): /search, /search/{car type|make|body|dealership},
  // /search/{make}/{model}; the same under /used-car/… on a site whose `search.pathPrefix` is that (spec: 001
  // §2 "One dealership variant"). Which segment is which, and whether this site has it, is this remote's call.
  pages: [
    ...['', '/:first', '/:first/:second'].map((rest) => ({
      path: `/:via{search|used-car}${rest}`,
      title: 'Search cars',
      params: searchParams,
      fragments: [{ fragment: 'SearchPage' as const, primary: true }],
    })),
    // Saving a search (issue 31): the signed-in shopper's page under My Garage, which the platform gates (a signed-out
    // shopper signs in and comes back to it); and the page an alert's stop link opens, anyone's who holds the link.
    {
      path: '/my-garage/saved-searches/new',
      title: 'Save this search',
      params: z.object({}),
      fragments: [{ fragment: 'SaveSearch' as const, primary: true }],
      shopper: true,
    },
    {
      path: '/saved-searches/unsubscribe',
      title: 'Search alerts',
      params: z.object({}),
      fragments: [{ fragment: 'SavedSearchUnsubscribe' as const, primary: true }],
    },
  ],
  // The stock search API (spec: 000 §7): `/api/search`, `/limited`, `/directory`, each spending the
  // shopper's `search` budget at the gateway.
  api: { prefixes: ['/api/search'], budgets: [{ path: '/api/search/*', routeClass: 'search' }] },
  // Saved searches' digests go out by SMS or e-mail (issue 31), from the scheduled run the gateway calls.
  partners: ['SMS_API_URL', 'EMAIL_API_URL'],
  channels: ['stable', 'canary'],
});
