import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { OffersBindings } from '../bindings';
import { SpinToWinPage } from '../features/spin-to-win/SpinToWinPage';
import { toSpinToWinPageView } from '../features/spin-to-win/view';
import type { OffersLoaders } from '../loaders';
import { notFound } from './NotFound';

// /spin-to-win (spec: 001 §2; gated where the site lists it, §6): the loader → the page, server HTML only
// (data null). While the site has it off the gateway has already sent the visitor to the special offers;
// a site with no prizes gets the not-found page.

/**
 * The `SpinToWinPage` fragment.
 * @example fragmentWorker(remote, { SpinToWinPage: spinToWinPage(loaders), … });
 */
export function spinToWinPage(loaders: Pick<OffersLoaders, 'spinToWinPage'>): FragmentRoute<null, OffersBindings> {
  return {
    name: 'SpinToWinPage',
    async load(context) {
      const load = await loaders.spinToWinPage(context, context.request.query.spin);
      if (!load) return notFound('offer');
      const view = toSpinToWinPageView(load);
      return {
        found: true,
        data: null,
        view: <SpinToWinPage {...view} />,
        head: { title: view.heading, description: view.intro, preloadImages: [] },
      };
    },
  };
}
