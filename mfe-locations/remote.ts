import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-locations's one declaration: the gateway's routes and bindings, the build, the wrangler configs and
// the test stand-ins are derived from it (`npm run remotes:sync` rewrites the generated files).

export default defineRemote({
  name: 'mfe_locations',
  version: pkg.version,
  exposes: { './LocationsPage': './src/expose/LocationsPage.tsx' },
  fragments: { LocationsPage: { island: true } },
  pages: [
    {
      path: '/locations/:slug',
      title: 'Locations',
      params: z.object({ slug: CarSlugSchema }),
      fragments: [{ fragment: 'LocationsPage', primary: true }],
    },
  ],
  channels: ['stable', 'canary'],
});
