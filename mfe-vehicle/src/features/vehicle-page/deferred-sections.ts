import { deferredSection } from './deferred-section';

// The vehicle page's sections below the first screen, each its own chunk that the browser loads as the
// visitor nears it (deferred-section.tsx). Above the fold — breadcrumbs, sidebar, gallery, key
// information, the sticky bars — hydrates with the page. A calculator typed into before its code has
// loaded keeps what was typed (the kit's TextField hands it over on hydration).

export const FuelCalculator = deferredSection('fuel-calculator', () =>
  import(/* webpackChunkName: "section-fuel-calculator" */ '../calculators/FuelCalculator').then(
    (module) => module.FuelCalculator,
  ),
);
export const DeliveryCalculator = deferredSection('delivery-calculator', () =>
  import(/* webpackChunkName: "section-delivery-calculator" */ '../calculators/DeliveryCalculator').then(
    (module) => module.DeliveryCalculator,
  ),
);
export const DriveAwayEstimate = deferredSection('drive-away', () =>
  import(/* webpackChunkName: "section-drive-away" */ '../drive-away/DriveAwayEstimate').then(
    (module) => module.DriveAwayEstimate,
  ),
);
export const Specifications = deferredSection('specifications', () =>
  import(/* webpackChunkName: "section-specifications" */ '../specifications/Specifications').then(
    (module) => module.Specifications,
  ),
);
export const Features = deferredSection('features', () =>
  import(/* webpackChunkName: "section-features" */ '../features/Features').then((module) => module.Features),
);
export const PriceComparisonPanel = deferredSection('price-comparison', () =>
  import(/* webpackChunkName: "section-price-comparison" */ '../price-comparison/PriceComparisonPanel').then(
    (module) => module.PriceComparisonPanel,
  ),
);
export const PriceHistory = deferredSection('price-history', () =>
  import(/* webpackChunkName: "section-price-history" */ '../price-history/PriceHistory').then(
    (module) => module.PriceHistory,
  ),
);
export const Blogs = deferredSection('blogs', () =>
  import(/* webpackChunkName: "section-blogs" */ '../blogs/Blogs').then((module) => module.Blogs),
);
export const DealerLocation = deferredSection('location', () =>
  import(/* webpackChunkName: "section-location" */ '../location/DealerLocation').then(
    (module) => module.DealerLocation,
  ),
);
export const SimilarCars = deferredSection('similar-cars', () =>
  import(/* webpackChunkName: "section-similar-cars" */ '../similar-cars/SimilarCars').then(
    (module) => module.SimilarCars,
  ),
);

// Importing this module makes every section above; this loads them all.
export { preloadDeferredSections } from './deferred-section';
