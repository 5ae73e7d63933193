import { type Car, CarSchema } from '../schemas/car';
import { EMPTY_CAR_DETAILS } from './empty-car-details';

// A complete, schema-valid car (a 2021 Toyota HiLux SR5) for tests of the page and its rules; vary it with overrides.

const VIEWS = ['ext-1', 'ext-2', 'ext-3', 'ext-4', 'ext-5', 'int-1'];

/** `count` photos of a white ute, as the gateway's media route names them. */
export function sampleImages(count: number): Car['images'] {
  return VIEWS.slice(0, count).map((view) => {
    const url = `/media/v1/car/ute/white/${view}.svg`;
    return { image: { url, thumb: { url: `${url}?w=200` } } };
  });
}

const SAMPLE_CAR: Car = {
  ...EMPTY_CAR_DETAILS,
  id: 4021,
  slug: '2021-toyota-hilux-sr5-4021',
  path: '/cars/2021-toyota-hilux-sr5-4021',
  name: '2021 Toyota HiLux SR5',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  colour: 'White',
  interior_colour: 'Black',
  km: 48213,
  price: 52990,
  before_price: 55990,
  price_type: 'Drive Away',
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  stocknum: 'HC4021',
  vin: 'MR0FA3CD100123456',
  regplate: '123ABC',
  rego_expiry: '2027-05-01',
  compliance_date: '2021-03-01',
  build_date: '2021-02-01',
  views: 12,
  photos_count: 6,
  show_on_dealer_website: true,
  location_id: 31,
  dealership_id: 7,
  dealership_slug: 'harbourcity-toyota',
  city: 'Wynnum',
  state: 'QLD',
  location_name: 'Harbour City Toyota Wynnum',
  images: sampleImages(6),
  primary_image_url: '/media/v1/car/ute/white/ext-1.svg',
  simple_body: 'Ute',
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_drive: '4x4',
  trans: '6 Speed Automatic',
  drive: '4x4',
  fuel: 'Diesel',
  seats: 5,
  doors: 4,
  engine_size: 2755,
  engine_size_litres: 2.8,
  gearnum: 6,
  bodyconfiguration: 'Double Cab Pick Up',
  item_type: 'car',
  location: {
    id: 31,
    name: 'Harbour City Toyota Wynnum',
    slug: 'harbourcity-toyota-wynnum',
    phone: '(07) 3391 4400',
    city: 'Wynnum',
    state: 'QLD',
    distribution_locations: [],
    address: {
      id: 31,
      street: '120 Tingal Road',
      city: 'Wynnum',
      state: 'QLD',
      postcode: '4178',
      lat: -27.4428,
      long: 153.1747,
    },
  },
};

/** A used, in-stock HiLux with six photos and a was-price; parsed, so it is always a valid Car. */
export function sampleCar(overrides: Partial<Car> = {}): Car {
  return CarSchema.parse({ ...SAMPLE_CAR, ...overrides });
}
