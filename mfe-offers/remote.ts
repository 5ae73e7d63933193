import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-offers's one declaration: the gateway's routes and bindings, the build, the wrangler configs and
// the test stand-ins are derived from it (`npm run remotes:sync` rewrites the generated files).

export default defineRemote({
  name: 'mfe_offers',
  version: pkg.version,
  exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
  fragments: { OffersPage: { island: true } },
  pages: [
    {
      path: '/offers/:slug',
      title: 'Offers',
      params: z.object({ slug: CarSlugSchema }),
      fragments: [{ fragment: 'OffersPage', primary: true }],
    },
  ],
  channels: ['stable', 'canary'],
});
