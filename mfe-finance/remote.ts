import { defineRemote } from '@forecourt/shared/remotes/declaration';
import { CarSlugSchema } from '@forecourt/shared/schemas/slug';
import { z } from 'zod';
import pkg from './package.json' with { type: 'json' };

// mfe-finance's one declaration: the gateway's routes and bindings, the build, the wrangler configs and
// the test stand-ins are derived from it (`npm run remotes:sync` rewrites the generated files).

export default defineRemote({
  name: 'mfe_finance',
  version: pkg.version,
  exposes: { './FinancePage': './src/expose/FinancePage.tsx' },
  fragments: { FinancePage: { island: true } },
  pages: [
    {
      path: '/finance/:slug',
      title: 'Finance',
      params: z.object({ slug: CarSlugSchema }),
      fragments: [{ fragment: 'FinancePage', primary: true }],
    },
  ],
  channels: ['stable', 'canary'],
});
