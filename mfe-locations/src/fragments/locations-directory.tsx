import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { LocationsBindings } from '../bindings';
import { LocationsDirectory } from '../features/directory/LocationsDirectory';
import { type DirectoryPage, directoryView } from '../features/directory/view';
import { type LocationsPageLoader, notFound } from './shared';

/**
 * The `LocationsDirectory` fragment: `/contact-us`, `/contact`, `/dealerships`, `/dealerships/{brand}`
 * (server HTML only; a brand none of the site's dealerships sells is the not-found page).
 * @example fragmentWorker(remote, { LocationsDirectory: locationsDirectory(loadLocations) });
 */
export function locationsDirectory(loadLocations: LocationsPageLoader): FragmentRoute<null, LocationsBindings> {
  return {
    name: 'LocationsDirectory',
    async load(context) {
      const { params } = context.request;
      const page: DirectoryPage =
        params.page === 'contact-us' || params.page === 'contact' ? params.page : 'dealerships';
      const view = directoryView(await loadLocations(context), page, params.brand ?? null, new Date());
      if (!view) return notFound('Dealership not found');
      return {
        found: true,
        data: null,
        view: <LocationsDirectory {...view} />,
        head: {
          title: view.title,
          description: `${view.title}: every location, its hours and phone.`,
          preloadImages: [],
        },
      };
    },
  };
}
