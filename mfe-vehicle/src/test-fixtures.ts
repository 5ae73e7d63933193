import { type Car, type SearchCard, SearchCardSchema } from '@forecourt/shared';
import { sampleCar } from '@forecourt/shared/testing/sample-car';
import type { AppOptions } from './app';
import { type StockImportReportView, toStockFeedPageView } from './features/stock-feed/view';
import type { VehiclePageLoad } from './loaders/vehicle-page';

// The sample car (a 2021 HiLux SR5) and its images live in shared, for the shared rules' tests too.
export { sampleCar, sampleImages } from '@forecourt/shared/testing/sample-car';

/** The media of a car with a 36-frame spin, an interior picture and hotspots (as the seed makes them). */
export function sampleSpinMedia(): Pick<Car, 'spin_images' | 'spin_code' | 'spin_interior_image' | 'hotspots'> {
  const frame = (index: number) => `/media/v1/car/ute/white/spin-${String(index).padStart(2, '0')}.svg`;
  return {
    spin_images: Array.from({ length: 36 }, (_, index) => frame(index)),
    spin_code: 'SPNAB23CD',
    spin_interior_image: '/media/v1/car/ute/white/int-1.svg',
    hotspots: {
      exterior: [
        {
          description: 'Alloy wheels',
          positions: [
            { frame: 0, x: 0.3, y: 0.7 },
            { frame: 1, x: 0.34, y: 0.7 },
          ],
        },
      ],
      interior: [{ description: 'Heated seats', positions: [{ frame: 12, x: 0.4, y: 0.6 }] }],
    },
  };
}

/**
 * A search card (what /api/cars/{slug}/similar answers) of the sample car as the search index has it;
 * parsed, so it is always a valid card.
 */
export function sampleSearchCard(overrides: Partial<SearchCard> = {}): SearchCard {
  const car = sampleCar();
  return SearchCardSchema.parse({
    ...car,
    body: car.simple_body,
    fuel: car.simple_fuel,
    transmission: car.simple_transmission,
    drive: car.simple_drive,
    weekly_price: null,
    has_payment_processor: false,
    sold_at: null,
    ...overrides,
  });
}

/**
 * The vehicle page loader's answer for `car`: no price comparison, no similar cars, no delivery estimate,
 * no blogs, unless `parts` says otherwise.
 * @example sampleVehiclePageLoad(sampleCar({ status: 'sold' }), { similarCars: null })
 */
export function sampleVehiclePageLoad(
  car: Car = sampleCar(),
  parts: Partial<Omit<VehiclePageLoad, 'car'>> = {},
): VehiclePageLoad {
  return {
    car,
    priceComparison: null,
    similarCars: { hits: [], count: 0 },
    delivery: null,
    blogs: [],
    dealership: {},
    priceHistory: [],
    ...parts,
  };
}

/** What a fake loader answers: the page's data, no such car (null), or a failure (thrown). */
export type LoaderAnswer<T> = T | null | Error;

/** What the fragments asked the fake loaders, in order. */
export interface LoaderCall {
  fragment: 'VehiclePage' | 'VehiclePrint' | 'DealerStock' | 'DealerStockImport';
  /** The car's slug (a stock import's id; '' for the stock feed page). */
  slug: string;
  /** The page's `?postcode=` (the car page only). */
  postcode?: string | undefined;
  /** The site the gateway named. */
  tenant: string;
  requestId: string | undefined;
}

function answered<T>(answer: LoaderAnswer<T>): T | null {
  if (answer instanceof Error) throw answer;
  return answer;
}

/**
 * Loaders for the fragments' app (`createApp(loaders)`) that answer from the test and note every call.
 * @example const { loaders, calls } = fakeLoaders({ page: () => sampleVehiclePageLoad(car) });
 */
export function fakeLoaders(answers: {
  page?: (slug: string, postcode: string | undefined) => LoaderAnswer<VehiclePageLoad>;
  print?: (slug: string) => LoaderAnswer<Car>;
  stockImport?: (id: number) => LoaderAnswer<StockImportReportView>;
}): { loaders: AppOptions; calls: LoaderCall[] } {
  const calls: LoaderCall[] = [];
  const loaders: AppOptions = {
    loadVehiclePage: async ({ request, requestId }, slug, postcode) => {
      calls.push({ fragment: 'VehiclePage', slug, postcode, tenant: request.tenant.slug, requestId });
      return answered(answers.page ? answers.page(slug, postcode) : null);
    },
    loadVehiclePrint: async ({ request, requestId }, slug) => {
      calls.push({ fragment: 'VehiclePrint', slug, tenant: request.tenant.slug, requestId });
      return answered(answers.print ? answers.print(slug) : null);
    },
    loadDealerStock: async ({ request, requestId }) => {
      calls.push({ fragment: 'DealerStock', slug: '', tenant: request.tenant.slug, requestId });
      return toStockFeedPageView([], [], 'Australia/Sydney');
    },
    loadStockImport: async ({ request, requestId }, id) => {
      calls.push({ fragment: 'DealerStockImport', slug: String(id), tenant: request.tenant.slug, requestId });
      return answered(answers.stockImport ? answers.stockImport(id) : null);
    },
  };
  return { loaders, calls };
}
