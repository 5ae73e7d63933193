import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import { DealerLocator } from '../features/locator/DealerLocator';
import { locatorView } from '../features/locator/view';
import { loadLocations } from './shared';

/**
 * The `DealerLocator` fragment: `/dealer-locator?postcode=NNNN` (server HTML only).
 * @example fragmentWorker(remote, { DealerLocator: dealerLocator });
 */
export const dealerLocator: FragmentRoute<null> = {
  name: 'DealerLocator',
  async load(context) {
    const view = locatorView(await loadLocations(context, context.request.query.postcode), new Date());
    return {
      found: true,
      data: null,
      view: <DealerLocator {...view} />,
      head: { title: 'Dealer Locator', description: 'Find the dealership nearest your postcode.', preloadImages: [] },
    };
  },
};
