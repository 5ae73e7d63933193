import type { Car } from '@forecourt/shared';
import { EMPTY_CAR_DETAILS } from '@forecourt/shared/testing/empty-car-details';
import { type SearchDocument, toSearchDocument } from './document';

// Twelve cars small enough to work every expectation of the contract suite out by hand. The table is
// the whole story; every other Car field is a plain default.

interface Row {
  id: number;
  make: string;
  model: string;
  badge: string | null;
  body: string;
  fuel: string;
  transmission: string;
  year: number;
  price: number;
  km: number;
  carType: Car['car_type'];
  status: string;
  certified: boolean;
  colour: string | null;
  seats: number | null;
  subscription: number | null;
  site: 'toyota' | 'mazda';
}

// biome-ignore format: a table reads best as a table
const ROWS: readonly Row[] = [
  { id: 1, make: 'Toyota', model: 'Hilux', badge: 'SR5', body: 'Ute', fuel: 'Diesel', transmission: 'Automatic', year: 2022, price: 52990, km: 30000, carType: 'used', status: 'in_stock', certified: true, colour: 'White', seats: 5, subscription: null, site: 'toyota' },
  { id: 2, make: 'Toyota', model: 'Hilux', badge: 'SR5', body: 'Ute', fuel: 'Diesel', transmission: 'Manual', year: 2023, price: 58990, km: 12000, carType: 'demo', status: 'in_stock', certified: false, colour: 'Silver', seats: 5, subscription: 199, site: 'toyota' },
  { id: 3, make: 'Toyota', model: 'Hilux', badge: 'Workmate', body: 'Cab Chassis', fuel: 'Diesel', transmission: 'Manual', year: 2020, price: 38990, km: 80000, carType: 'used', status: 'in_stock', certified: true, colour: 'White', seats: 2, subscription: null, site: 'toyota' },
  { id: 4, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic', year: 2021, price: 27990, km: 40000, carType: 'used', status: 'in_stock', certified: false, colour: 'Red', seats: 5, subscription: 149, site: 'toyota' },
  { id: 5, make: 'Toyota', model: 'Corolla', badge: 'SX', body: 'Sedan', fuel: 'Hybrid', transmission: 'Automatic', year: 2024, price: 36990, km: 10, carType: 'new', status: 'in_stock', certified: false, colour: 'Blue', seats: 5, subscription: null, site: 'toyota' },
  { id: 6, make: 'Mazda', model: 'CX-5', badge: 'Maxx', body: 'SUV', fuel: 'Petrol', transmission: 'Automatic', year: 2022, price: 36990, km: 25000, carType: 'used', status: 'coming_soon', certified: true, colour: 'Red', seats: 5, subscription: 179, site: 'mazda' },
  { id: 7, make: 'Mazda', model: 'BT-50', badge: 'XT', body: 'Ute', fuel: 'Diesel', transmission: 'Automatic', year: 2019, price: 32990, km: 95000, carType: 'used', status: 'sold', certified: false, colour: 'White', seats: 5, subscription: null, site: 'mazda' },
  { id: 8, make: 'Mazda', model: '3', badge: 'G20', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic', year: 2024, price: 34990, km: 5, carType: 'new', status: 'in_stock', certified: false, colour: null, seats: 5, subscription: 129, site: 'mazda' },
  { id: 9, make: 'Ford', model: 'Ranger', badge: 'Wildtrak', body: 'Ute', fuel: 'Diesel', transmission: 'Automatic', year: 2023, price: 64990, km: 20000, carType: 'used', status: 'in_stock', certified: true, colour: 'Grey', seats: 5, subscription: null, site: 'mazda' },
  { id: 10, make: 'Ford', model: 'Ranger', badge: 'XLT', body: 'Ute', fuel: 'Diesel', transmission: 'Automatic', year: 2021, price: 52990, km: 60000, carType: 'used', status: 'in_stock', certified: false, colour: 'White', seats: 5, subscription: null, site: 'mazda' },
  { id: 11, make: 'Kia', model: 'Sportage', badge: null, body: 'SUV', fuel: 'Petrol', transmission: 'Automatic', year: 2022, price: 34990, km: 35000, carType: 'used', status: 'in_stock', certified: false, colour: 'Grey', seats: null, subscription: null, site: 'mazda' },
  { id: 12, make: 'Hyundai', model: 'Tucson', badge: 'Elite', body: 'SUV', fuel: 'Hybrid', transmission: 'Automatic', year: 2023, price: 44990, km: 15000, carType: 'demo', status: 'in_stock', certified: true, colour: 'Blue', seats: 5, subscription: null, site: 'toyota' },
];

/** Standard equipment of a few cars (the `filtered_features` set; one value repeated, to be de-duplicated). */
const EQUIPMENT: Readonly<Record<number, readonly string[]>> = {
  1: ['Tow Bar', 'Reversing Camera'],
  2: ['Tow Bar', 'Sunroof'],
  5: ['Sunroof'],
  9: ['Tow Bar', 'Reversing Camera', ' Tow Bar '],
  12: ['Reversing Camera'],
};

/** The catalogue bodies of a few models (the `categories` set); the other models have none. */
const MODEL_BODIES: Readonly<Record<string, readonly string[]>> = {
  Hilux: ['Ute', 'Cab Chassis'],
  Corolla: ['Hatch', 'Sedan'],
  Ranger: ['Ute'],
};

const SITES = {
  toyota: {
    dealershipId: 1,
    dealershipSlug: 'harbour-city-toyota',
    dealershipName: 'Harbour City Toyota',
    locationId: 11,
    locationName: 'Harbour City Toyota Parramatta',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
  },
  mazda: {
    dealershipId: 2,
    dealershipSlug: 'bayside-mazda',
    dealershipName: 'Bayside Mazda',
    locationId: 21,
    locationName: 'Bayside Mazda Brighton',
    city: 'Brighton',
    state: 'VIC',
    postcode: '3186',
  },
} as const;

function fixtureCar(row: Row): Car {
  const site = SITES[row.site];
  const name = [row.year, row.make, row.model, row.badge].filter((part) => part !== null).join(' ');
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${row.id}`;
  return {
    ...EMPTY_CAR_DETAILS,
    id: row.id,
    slug,
    path: `/cars/${slug}`,
    name,
    year: row.year,
    make: row.make,
    model: row.model,
    badge: row.badge,
    colour: row.colour,
    km: row.km,
    price: row.price,
    subscription_price: row.subscription,
    price_type: 'Drive Away',
    car_type: row.carType,
    status: row.status,
    sold_at: row.status === 'sold' ? '2026-11-20T09:30:00Z' : null,
    certified: row.certified,
    created_at: `2026-10-${String(row.id).padStart(2, '0')}T10:00:00Z`,
    updated_at: '2026-11-01T10:00:00Z',
    stocknum: `FC${1000 + row.id}`,
    photos_count: 8,
    show_on_dealer_website: true,
    location_id: site.locationId,
    dealership_id: site.dealershipId,
    dealership_slug: site.dealershipSlug,
    city: site.city,
    state: site.state,
    location_name: site.locationName,
    primary_image_url: `/media/v1/car/${row.id}.svg`,
    simple_body: row.body,
    simple_transmission: row.transmission,
    simple_fuel: row.fuel,
    simple_drive: null,
    standardEquipment: [...(EQUIPMENT[row.id] ?? [])],
    fuel: row.fuel,
    seats: row.seats,
    doors: null,
    item_type: 'car',
    location: {
      id: site.locationId,
      name: site.locationName,
      slug: site.locationName.toLowerCase().replace(/ /g, '-'),
      phone: null,
      city: site.city,
      state: site.state,
      distribution_locations: [],
      address: {
        id: site.locationId,
        street: '1 Main Road',
        city: site.city,
        state: site.state,
        postcode: site.postcode,
      },
    },
  };
}

/** The contract's cars, ids 1–12. */
export const CONTRACT_CARS: readonly Car[] = ROWS.map(fixtureCar);

/** The contract's documents, as every engine indexes them. */
export const CONTRACT_DOCS: readonly SearchDocument[] = CONTRACT_CARS.map((car) =>
  toSearchDocument(car, {
    dealershipName: car.dealership_id === 1 ? SITES.toyota.dealershipName : SITES.mazda.dealershipName,
    categories: MODEL_BODIES[car.model] ?? [],
  }),
);

/** A fixture document by id, with changes (for the update tests). */
export function contractDoc(id: number, changes: Partial<SearchDocument> = {}): SearchDocument {
  const doc = CONTRACT_DOCS.find((candidate) => candidate.id === id);
  if (doc === undefined) throw new Error(`no fixture car ${id}`);
  return { ...doc, ...changes };
}
