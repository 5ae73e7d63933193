import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { LocationsBindings } from '../bindings';
import { DealerLocator } from '../features/locator/DealerLocator';
import { locatorView } from '../features/locator/view';
import type { LocationsPageLoader } from './shared';

/**
 * The `DealerLocator` fragment: `/dealer-locator?postcode=NNNN` (server HTML only). The postcode goes to
 * the loader as the shopper typed it, of any length: the loader checks it, so the page says what is wrong.
 * @example fragmentWorker(remote, { DealerLocator: dealerLocator(loadLocations) });
 */
export function dealerLocator(loadLocations: LocationsPageLoader): FragmentRoute<null, LocationsBindings> {
  return {
    name: 'DealerLocator',
    async load(context) {
      const view = locatorView(await loadLocations(context, context.request.query.postcode), new Date());
      return {
        found: true,
        data: null,
        view: <DealerLocator {...view} />,
        head: {
          title: 'Dealer Locator',
          description: 'Find the dealership nearest your postcode.',
          preloadImages: [],
        },
      };
    },
  };
}
