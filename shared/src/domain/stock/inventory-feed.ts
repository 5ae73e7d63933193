import { xmlText } from '../format/xml-text';
import type { Car } from '../schemas/car';

// The vehicle listings feed for ad platforms (issue 30): the automotive inventory catalogue format that Meta's
// Automotive Inventory Ads and TikTok's Automotive Ads read (the same field names, CSV with a header row or
// XML `<listings>`), one listing per car a site shows for sale. A car that lacks an attribute the platforms
// require (a price to show, a photo, a VIN …) is left out and counted, never sent half-filled.

/** The feed's columns, in order (CSV header; XML element names, nested fields written as the platforms nest them). */
export const INVENTORY_FEED_COLUMNS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'transmission',
  'fuel_type',
  'body_style',
  'drivetrain',
  'vin',
  'price',
  'exterior_color',
  'state_of_vehicle',
  'availability',
  'date_first_on_lot',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
  'dealer_id',
  'dealer_name',
] as const;
export type InventoryFeedColumn = (typeof INVENTORY_FEED_COLUMNS)[number];

/** The columns a listing may leave empty; the platforms' catalogue references mark every other one required. */
const INVENTORY_FEED_OPTIONAL: readonly InventoryFeedColumn[] = [
  'transmission',
  'fuel_type',
  'drivetrain',
  'availability',
  'date_first_on_lot',
  'address.postal_code',
  'dealer_id',
  'dealer_name',
];

/** What the ad platforms require of every listing. */
export const INVENTORY_FEED_REQUIRED: readonly InventoryFeedColumn[] = INVENTORY_FEED_COLUMNS.filter(
  (column) => !INVENTORY_FEED_OPTIONAL.includes(column),
);

/** One listing: a value (possibly empty) for every column. */
export type InventoryListing = Readonly<Record<InventoryFeedColumn, string>>;

/** The car's location as the feed needs it (the location row's address and coordinates). */
export interface FeedLocation {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
}

/** Where a car's listing points and who sells it. */
export interface FeedContext {
  /** The site's origin, e.g. `https://harbourcitytoyota.com.au`: listing and image URLs are absolute on it. */
  origin: string;
  location: FeedLocation | null;
  dealershipName: string;
}

const DESCRIPTION_MAX = 5000;
const COUNTRY = 'AU';
/** The one currency of a feed's `price` ("35990 AUD"). */
export const CURRENCY = 'AUD';

/** Our simple body styles as the platforms' `body_style` enum (the stock feed import reads it backwards). */
export const BODY_STYLES: Readonly<Record<string, string>> = {
  Sedan: 'SEDAN',
  Hatch: 'HATCHBACK',
  SUV: 'SUV',
  Ute: 'TRUCK',
  'Cab Chassis': 'TRUCK',
  Wagon: 'WAGON',
  Van: 'VAN',
  'People Mover': 'MINIVAN',
  Coupe: 'COUPE',
  Convertible: 'CONVERTIBLE',
};
export const FUEL_TYPES: Readonly<Record<string, string>> = {
  Petrol: 'PETROL',
  Diesel: 'DIESEL',
  Electric: 'ELECTRIC',
  Hybrid: 'HYBRID',
  'Plug-in Hybrid': 'PLUGIN_HYBRID',
};
export const TRANSMISSIONS: Readonly<Record<string, string>> = { Automatic: 'AUTOMATIC', Manual: 'MANUAL' };
/** Drivetrains by their upper-case name (the stock writes `4WD`, `4x4`, …). */
export const DRIVETRAINS: Readonly<Record<string, string>> = {
  FWD: 'FWD',
  RWD: 'RWD',
  AWD: 'AWD',
  '4WD': '4X4',
  '4X4': '4X4',
};

function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).toString();
}

/** The dealer's comments as plain text (they are HTML), else a sentence from the car's own fields. */
function descriptionOf(car: Car): string {
  const comments = (car.dealercomments ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = `${car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'} ${car.name}.`;
  return (comments || fallback).slice(0, DESCRIPTION_MAX);
}

function stateOfVehicle(car: Car): string {
  if (car.car_type === 'new') return 'NEW';
  return car.certified ? 'CPO' : 'USED';
}

function photoOf(car: Car): string | null {
  return car.primary_image_url ?? car.images[0]?.image.url ?? null;
}

/**
 * The car's listing, or the required attributes it lacks.
 *
 * @example inventoryListing(car, { origin: 'https://harbourcitytoyota.com.au', location, dealershipName: 'Harbour City Toyota' })
 * // { listing: { vehicle_id: 'HC1234', title: '2021 Toyota HiLux SR5', price: '35990 AUD', … } }
 */
export function inventoryListing(
  car: Car,
  context: FeedContext,
): { listing: InventoryListing } | { missing: InventoryFeedColumn[] } {
  const photo = photoOf(car);
  const { location } = context;
  const listing: InventoryListing = {
    vehicle_id: car.stocknum,
    title: car.name,
    description: descriptionOf(car),
    url: absolute(context.origin, car.path),
    make: car.make,
    model: car.model,
    year: String(car.year),
    'mileage.value': String(car.km),
    'mileage.unit': 'KM',
    'image[0].url': photo ? absolute(context.origin, photo) : '',
    transmission: TRANSMISSIONS[car.simple_transmission ?? ''] ?? '',
    fuel_type: FUEL_TYPES[car.simple_fuel ?? ''] ?? '',
    body_style: BODY_STYLES[car.simple_body ?? ''] ?? 'OTHER',
    drivetrain: DRIVETRAINS[(car.simple_drive ?? '').toUpperCase()] ?? '',
    vin: car.vin ?? '',
    price: car.price > 0 ? `${Math.round(car.price)} ${CURRENCY}` : '',
    exterior_color: car.colour ?? '',
    state_of_vehicle: stateOfVehicle(car),
    availability: car.status === 'in_stock' ? 'AVAILABLE' : 'PENDING',
    date_first_on_lot: car.created_at.slice(0, 10),
    'address.addr1': location?.street ?? '',
    'address.city': location?.city ?? '',
    'address.region': location?.state ?? '',
    'address.postal_code': location?.postcode ?? '',
    'address.country': COUNTRY,
    latitude: location ? String(location.lat) : '',
    longitude: location ? String(location.long) : '',
    dealer_id: car.dealership_slug,
    dealer_name: context.dealershipName,
  };
  const missing = INVENTORY_FEED_REQUIRED.filter((column) => listing[column] === '');
  return missing.length === 0 ? { listing } : { missing };
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled), as RFC 4180 has it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The listings as CSV: the header row of {@link INVENTORY_FEED_COLUMNS}, then one row per listing (CRLF lines).
 * @example inventoryFeedCsv([listing]) // 'vehicle_id,title,…\r\nHC1234,2021 Toyota HiLux SR5,…\r\n'
 */
export function inventoryFeedCsv(listings: readonly InventoryListing[]): string {
  const rows = [
    INVENTORY_FEED_COLUMNS.join(','),
    ...listings.map((row) => INVENTORY_FEED_COLUMNS.map((column) => csvField(row[column])).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** One listing's XML: flat fields as elements, mileage and the image nested, the address as named components. */
function listingXml(row: InventoryListing): string {
  const plain = INVENTORY_FEED_COLUMNS.filter((column) => !column.includes('.') && !column.includes('[')).map(
    (column) => `<${column}>${xmlText(row[column])}</${column}>`,
  );
  const address = (['addr1', 'city', 'region', 'postal_code', 'country'] as const).map(
    (part) => `<component name="${part}">${xmlText(row[`address.${part}`])}</component>`,
  );
  return [
    '<listing>',
    ...plain,
    `<mileage><value>${xmlText(row['mileage.value'])}</value><unit>${xmlText(row['mileage.unit'])}</unit></mileage>`,
    `<image><url>${xmlText(row['image[0].url'])}</url></image>`,
    `<address format="simple">${address.join('')}</address>`,
    '</listing>',
  ].join('');
}

/**
 * The listings as the XML feed (`<listings>` with a title and one `<listing>` per car).
 * @example inventoryFeedXml('Harbour City Toyota', [listing]) // '<?xml version="1.0" encoding="UTF-8"?>\n<listings>…'
 */
export function inventoryFeedXml(title: string, listings: readonly InventoryListing[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<listings><title>${xmlText(title)}</title>${listings.map(listingXml).join('\n')}</listings>\n`;
}
