// Exposed as `mfe_locations/LocationsCarousel`: the home page's "Our Locations" carousel, hydrated with
// the fragment's `data` (`CarouselData`).

export { LocationsCarousel as default } from '../features/carousel/LocationsCarousel';
export type { CarouselData } from '../features/carousel/view';
