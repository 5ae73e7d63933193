import { type Car, type SearchCard, SearchCardSchema } from '@forecourt/shared';
import type { VehiclePageLoad } from '@forecourt/shared/pages/vehicle';
import { sampleCar } from '@forecourt/shared/testing/sample-car';

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
 * The gateway's vehicle page loader answer for `car`: no price comparison, no similar cars, no
 * delivery estimate, no blogs, unless `parts` says otherwise.
 * @example sampleVehiclePageLoad(sampleCar({ status: 'sold' }), { similarCars: null })
 */
export function sampleVehiclePageLoad(car: unknown = sampleCar(), parts: Partial<Omit<VehiclePageLoad, 'car'>> = {}) {
  return { car, priceComparison: null, similarCars: { hits: [], count: 0 }, delivery: null, blogs: [], ...parts };
}
