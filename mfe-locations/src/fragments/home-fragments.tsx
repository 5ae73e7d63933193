import type { FragmentRoute } from '@forecourt/shared/remote-kit';
import type { LocationsBindings } from '../bindings';
import { LocationsCarousel } from '../features/carousel/LocationsCarousel';
import { ReviewsSummary } from '../features/carousel/ReviewsSummary';
import { type CarouselData, carouselData, gridData, reviewsSummaryData } from '../features/carousel/view';
import { LocationsGrid } from '../features/location-card/LocationsGrid';
import type { LocationsPageLoader } from './shared';

// The home page's location fragments (issue 18; the site composes them by these names): each renders
// from the site's locations alone, read by the listing's loader.

/**
 * `LocationsCarousel`: "Our Locations", an island.
 * @example fragmentWorker(remote, { LocationsCarousel: locationsCarousel(loadLocations) });
 */
export function locationsCarousel(loadLocations: LocationsPageLoader): FragmentRoute<CarouselData, LocationsBindings> {
  return {
    name: 'LocationsCarousel',
    async load(context) {
      const data = carouselData(await loadLocations(context), new Date());
      return {
        found: true,
        data,
        view: <LocationsCarousel {...data} />,
        head: { title: 'Our Locations', preloadImages: [] },
      };
    },
  };
}

/**
 * `LocationsGrid`: every location in a grid (server HTML only).
 * @example fragmentWorker(remote, { LocationsGrid: locationsGrid(loadLocations) });
 */
export function locationsGrid(loadLocations: LocationsPageLoader): FragmentRoute<null, LocationsBindings> {
  return {
    name: 'LocationsGrid',
    async load(context) {
      const { cards, columns } = gridData(await loadLocations(context), new Date());
      return {
        found: true,
        data: null,
        view: <LocationsGrid cards={cards} columns={columns} />,
        head: { title: 'Our Locations', preloadImages: [] },
      };
    },
  };
}

/**
 * `ReviewsSummary`: the site's review summary (server HTML only; empty on a site without reviews).
 * @example fragmentWorker(remote, { ReviewsSummary: reviewsSummary(loadLocations) });
 */
export function reviewsSummary(loadLocations: LocationsPageLoader): FragmentRoute<null, LocationsBindings> {
  return {
    name: 'ReviewsSummary',
    async load(context) {
      const data = reviewsSummaryData(await loadLocations(context));
      return {
        found: true,
        data: null,
        // A site that hides reviews, or has none, shows nothing here.
        view: data ? <ReviewsSummary {...data} /> : <div data-fc-reviews-summary="none" />,
        head: { title: 'Reviews', preloadImages: [] },
      };
    },
  };
}
