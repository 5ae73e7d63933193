import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { LocationsBindings } from '../bindings';
import { BrandsPage } from '../features/brands/BrandsPage';
import { brandsView } from '../features/brands/view';
import type { LocationsPageLoader } from './shared';

/**
 * The `BrandsPage` fragment: `/brands`, the group brand page (server HTML only).
 * @example fragmentWorker(remote, { BrandsPage: brandsPage(loadLocations) });
 */
export function brandsPage(loadLocations: LocationsPageLoader): FragmentRoute<null, LocationsBindings> {
  return {
    name: 'BrandsPage',
    async load(context) {
      const view = brandsView(await loadLocations(context));
      return {
        found: true,
        data: null,
        view: <BrandsPage {...view} />,
        head: { title: 'Our Brands', description: 'The brands and dealerships of our group.', preloadImages: [] },
      };
    },
  };
}
