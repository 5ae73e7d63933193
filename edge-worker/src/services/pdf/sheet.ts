import {
  type Car,
  type CarType,
  carPriceText,
  DEALER_COMMENTS_PENDING,
  formatDate,
  formatKilometres,
  revealedPhoneFor,
  type TenantConfig,
} from '@forecourt/shared';
import { htmlToPlainText } from './plain-text';

// What the car's PDF sheet says (spec: 000 §7 "PDF for a car slug"), as text, before any drawing: the
// site, the car's title and price (the page's price rule, shared `carPriceText`), key information,
// specifications with units, features (standardEquipment), the dealer's comments as plain text, where
// the car is and whom to call, the car's link and the date. Pure, so every line is unit-tested.

/** One labelled value. */
export interface SheetRow {
  label: string;
  value: string;
}

/** The sheet's content. */
export interface CarSheet {
  siteName: string;
  title: string;
  /** "Used · Stock no. S1234" */
  subtitle: string;
  /** "$29,990 Drive Away", or "Enquire". */
  price: string;
  /** "Was $31,990", "$189 / week subscription". */
  priceNotes: string[];
  keyInformation: SheetRow[];
  specifications: SheetRow[];
  features: string[];
  /** Plain text, paragraphs on their own lines; the spec's pending text when there are none. */
  comments: string;
  location: { name: string; lines: string[]; phone: string | null };
  url: string;
  /** dd/MM/yyyy in the site's time zone. */
  date: string;
}

/** What the sheet reads of the site. */
export type SheetSite = Pick<TenantConfig, 'name' | 'phones'>;

/** Options of {@link carSheet}. */
export interface CarSheetOptions {
  /** The car page's absolute URL. */
  url: string;
  now: Date;
  /** Default Australia/Sydney. */
  timeZone?: string;
}

const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', used: 'Used', demo: 'Demo' };
const WHOLE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function withUnit(value: number | null | undefined, unit: string, format = WHOLE): string | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : `${format.format(value)} ${unit}`;
}

function rows(candidates: Array<[label: string, value: string | null]>): SheetRow[] {
  return candidates.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}

/** The date `now` falls on in `timeZone`, as dd/MM/yyyy. */
function localDate(now: Date, timeZone: string): string {
  // en-CA writes yyyy-MM-dd, which formatDate reads as written.
  return formatDate(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now),
  );
}

/**
 * Key information: the facts a buyer compares first.
 *
 * @example sheetKeyInformation(car)[0] // { label: 'Kilometres', value: '25,000 km' }
 */
export function sheetKeyInformation(car: Car): SheetRow[] {
  return rows([
    ['Kilometres', formatKilometres(car.km)],
    ['Transmission', present(car.simple_transmission ?? car.trans)],
    ['Body', present(car.simple_body ?? car.bodyconfiguration)],
    ['Fuel', present(car.simple_fuel ?? car.fuel)],
    ['Drive', present(car.simple_drive ?? car.drive)],
    ['Colour', present(car.colour)],
    ['Interior', present(car.interior_colour)],
    ['VIN', present(car.vin)],
    ['Rego', present(car.regplate)],
    ['Rego expiry', car.rego_expiry ? formatDate(car.rego_expiry) : null],
  ]);
}

/**
 * Specifications with their units, from the spec fields, the variant and (caravans) the specifications.
 *
 * @example sheetSpecifications(car).find((row) => row.label === 'Engine')?.value // '2.8 L, 4 cyl, Turbo'
 */
export function sheetSpecifications(car: Car): SheetRow[] {
  const variant = car.variant;
  const caravan = car.specifications;
  const engine = [
    withUnit(car.engine_size_litres ?? variant?.enginesize_litres, 'L', DECIMAL),
    withUnit(variant?.cylinders, 'cyl'),
    present(variant?.induction),
  ].filter((part): part is string => part !== null);
  const gears = car.gearnum
    ? `${car.gearnum} speed ${present(variant?.geartype) ?? ''}`.trim()
    : present(variant?.geartype);
  return rows([
    ['Engine', engine.length > 0 ? engine.join(', ') : null],
    ['Gearbox', present(car.trans) ?? gears],
    ['Seats', car.seats ? String(car.seats) : null],
    ['Doors', car.doors ? String(car.doors) : null],
    ['Fuel consumption', withUnit(variant?.fuelconsumptioncombined, 'L/100 km', DECIMAL)],
    ['Fuel capacity', withUnit(variant?.fuelcapacity, 'L')],
    ['Torque', withUnit(variant?.torque, 'Nm')],
    ['Towing (braked)', withUnit(variant?.towingcapacitybraked, 'kg')],
    ['Gross vehicle mass', withUnit(variant?.grossvehiclemass, 'kg')],
    ['Length', withUnit(variant?.vehiclelength ?? caravan?.body_length, 'mm')],
    ['Width', withUnit(variant?.vehiclewidth ?? caravan?.body_width, 'mm')],
    ['Height', withUnit(variant?.vehicleheight, 'mm')],
    ['ANCAP rating', variant?.ancaprating ? `${variant.ancaprating} stars` : null],
    ['Sleeps', caravan?.sleeps ? String(caravan.sleeps) : null],
    ['Tare weight', withUnit(caravan?.tare_weight, 'kg')],
    ['Aggregate trailer mass', withUnit(caravan?.aggregate_trailer_mass, 'kg')],
    ['Axle', present(caravan?.axle_type)],
  ]);
}

/**
 * The sheet of a car on a site.
 *
 * @example carSheet(car, tenant, { url: 'https://alpha.example.com/cars/x', now: new Date() }).price // '$29,990 Drive Away'
 */
export function carSheet(car: Car, site: SheetSite, options: CarSheetOptions): CarSheet {
  const price = carPriceText(car);
  const { address } = car.location;
  const comments = car.dealercomments ? htmlToPlainText(car.dealercomments) : '';
  return {
    siteName: site.name,
    title: present(car.name) ?? [car.year, car.make, car.model].join(' '),
    subtitle: `${CAR_TYPE_LABELS[car.car_type]} · Stock no. ${car.stocknum}`,
    price: [price.amount, price.type].filter(Boolean).join(' '),
    priceNotes: [price.was && `Was ${price.was}`, price.subscription && `${price.subscription} subscription`].filter(
      (note): note is string => Boolean(note),
    ),
    keyInformation: sheetKeyInformation(car),
    specifications: sheetSpecifications(car),
    features: [...new Set(car.standardEquipment.map((item) => item.trim()).filter(Boolean))],
    comments: comments || DEALER_COMMENTS_PENDING,
    location: {
      name: car.location.name,
      lines: [address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')].filter(
        Boolean,
      ),
      phone: revealedPhoneFor(site.phones, { car_type: car.car_type, locationPhone: car.location.phone }),
    },
    url: options.url,
    date: localDate(options.now, options.timeZone ?? 'Australia/Sydney'),
  };
}
