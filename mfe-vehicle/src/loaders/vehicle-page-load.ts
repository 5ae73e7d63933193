import type { BlogCard, Car, DealershipOverrides } from '@forecourt/shared';
import type { DeliveryEstimate, PriceComparison, SimilarCars } from '@forecourt/shared/vehicle/api';
import type { PricePoint } from '../features/price-history/view';

// The vehicle page's data, a type of its own so the page's browser code (the view model) names it
// without reaching the loader's Worker-only reads.

/** The vehicle page's data: the car (critical) and the deferred parts, each null (or empty) when missing. */
export interface VehiclePageLoad {
  /** The car, as the site shows it, with the finance partner's quote (null: no teaser). */
  car: Car;
  /** In-stock cars only; null when the price guide failed or was slow, or the car is sold. */
  priceComparison: PriceComparison | null;
  /** Null: not had in time (the island asks `/api/cars/{slug}/similar` again in the browser). */
  similarCars: SimilarCars | null;
  /**
   * The delivery estimate for the page's `postcode` (the calculator's JavaScript-off form): null when
   * none was asked for, the postcode is not one, the carrier does not serve it or failed.
   */
  delivery: DeliveryEstimate | null;
  /** The site's blog cards for the car's make (in-stock cars); empty when none or not had in time. */
  blogs: BlogCard[];
  /** The in-stock car's recorded prices, oldest first (empty: none recorded, or the car is sold). */
  priceHistory: PricePoint[];
  /** A coming_soon car's dealership's `config_overrides` as its row holds them now (none for other cars). */
  dealership: DealershipOverrides;
}
