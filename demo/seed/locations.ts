import { type Location, type LocationType, type OpeningHour, type SpecialHours, slugify } from '@forecourt/shared';
import type { DayStart } from './dates';
import { DEALERSHIP_PLANS } from './dealerships';
import { type AustralianState, holidaysAround } from './holidays';
import type { ItemType } from './makes';
import type { Random } from './random';

// Where the demo dealerships trade: real suburbs on real motoring strips, made-up street numbers.
// Phone numbers are in the ranges the ACMA sets aside for fiction ((0x) 5550 xxxx, 0491 570 xxx),
// so a demo site never rings a real business.

/** Opening hours for one week, Sunday first: [open, close] as HH:mm, or null when closed. */
type WeekHours = readonly (readonly [open: string, close: string] | null)[];

const WEEKDAYS_8_30 = ['08:30', '17:30'] as const;
const SATURDAY_SALES = ['08:30', '16:00'] as const;
const SUNDAY_SALES = ['10:00', '16:00'] as const;
const SERVICE_DAY = ['07:30', '17:30'] as const;
const PARTS_DAY = ['08:00', '17:00'] as const;
const SATURDAY_HALF_DAY = ['08:00', '12:00'] as const;
const OFFICE_DAY = ['09:00', '17:00'] as const;
const LATE_THURSDAY = ['08:30', '19:00'] as const;

/** spec: 001 §2 opening-hours tabs per location type (sales, service, parts). */
const HOURS_PROFILES = {
  sales: [null, WEEKDAYS_8_30, WEEKDAYS_8_30, WEEKDAYS_8_30, WEEKDAYS_8_30, WEEKDAYS_8_30, SATURDAY_SALES],
  salesSunday: [
    SUNDAY_SALES,
    WEEKDAYS_8_30,
    WEEKDAYS_8_30,
    WEEKDAYS_8_30,
    WEEKDAYS_8_30,
    WEEKDAYS_8_30,
    SATURDAY_SALES,
  ],
  // Thursday late night: Mon–Fri then differ, so the hours table cannot group them (spec: 001 §9).
  salesLateThursday: [null, WEEKDAYS_8_30, WEEKDAYS_8_30, WEEKDAYS_8_30, LATE_THURSDAY, WEEKDAYS_8_30, SATURDAY_SALES],
  service: [null, SERVICE_DAY, SERVICE_DAY, SERVICE_DAY, SERVICE_DAY, SERVICE_DAY, null],
  serviceSaturday: [null, SERVICE_DAY, SERVICE_DAY, SERVICE_DAY, SERVICE_DAY, SERVICE_DAY, SATURDAY_HALF_DAY],
  parts: [null, PARTS_DAY, PARTS_DAY, PARTS_DAY, PARTS_DAY, PARTS_DAY, null],
  partsSaturday: [null, PARTS_DAY, PARTS_DAY, PARTS_DAY, PARTS_DAY, PARTS_DAY, SATURDAY_HALF_DAY],
  office: [null, OFFICE_DAY, OFFICE_DAY, OFFICE_DAY, OFFICE_DAY, OFFICE_DAY, null],
} satisfies Record<string, WeekHours>;
type HoursProfile = keyof typeof HOURS_PROFILES;

/** Shorter trading on the public holidays a sales yard opens (spec: 001 §3 special hours). */
const HOLIDAY_TRADING = SUNDAY_SALES;

interface LocationPlan {
  dealership: string;
  name: string;
  type: LocationType;
  subtype: string | null;
  street: string;
  city: string;
  state: AustralianState;
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  mobile?: string;
  hours: HoursProfile;
  /** Which kinds of vehicle are displayed here; all of the dealership's when absent. */
  stockItemTypes?: readonly ItemType[];
  visible?: boolean;
  /** Some locations publish no holiday hours. */
  holidayHours?: boolean;
}

// biome-ignore format: a table reads best one row a line
const LOCATION_PLANS: readonly LocationPlan[] = [
  { dealership: 'harbour-city-toyota', name: 'Harbour City Toyota Parramatta', type: 'sales', subtype: 'New & Used Showroom', street: '120 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8136, long: 151.0034, phone: '(02) 5550 0101', mobile: '0491 570 156', hours: 'salesSunday' },
  { dealership: 'harbour-city-toyota', name: 'Harbour City Toyota Blacktown', type: 'sales', subtype: 'Showroom', street: '45 Sunnyholt Road', city: 'Blacktown', state: 'NSW', postcode: '2148', lat: -33.7668, long: 150.9054, phone: '(02) 5550 0102', hours: 'salesLateThursday', holidayHours: false },
  { dealership: 'harbour-city-toyota', name: 'Harbour City Toyota Service Centre', type: 'service', subtype: 'Service Centre', street: '15 Grand Avenue', city: 'Camellia', state: 'NSW', postcode: '2142', lat: -33.8175, long: 151.0262, phone: '(02) 5550 0103', hours: 'serviceSaturday' },
  { dealership: 'harbour-city-toyota', name: 'Harbour City Toyota Parts', type: 'parts', subtype: 'Parts & Accessories', street: '17 Grand Avenue', city: 'Camellia', state: 'NSW', postcode: '2142', lat: -33.8178, long: 151.027, phone: '(02) 5550 0104', hours: 'partsSaturday' },
  { dealership: 'harbour-city-mazda', name: 'Harbour City Mazda Artarmon', type: 'sales', subtype: 'Showroom', street: '400 Pacific Highway', city: 'Artarmon', state: 'NSW', postcode: '2064', lat: -33.8106, long: 151.1849, phone: '(02) 5550 0201', mobile: '0491 570 157', hours: 'sales' },
  { dealership: 'harbour-city-mazda', name: 'Harbour City Mazda Service', type: 'service', subtype: 'Service Centre', street: '8 Reserve Road', city: 'Artarmon', state: 'NSW', postcode: '2064', lat: -33.814, long: 151.189, phone: '(02) 5550 0202', hours: 'service', holidayHours: false },
  { dealership: 'harbour-city-hyundai', name: 'Harbour City Hyundai Liverpool', type: 'sales', subtype: 'Showroom', street: '300 Hume Highway', city: 'Liverpool', state: 'NSW', postcode: '2170', lat: -33.9165, long: 150.9285, phone: '(02) 5550 0301', mobile: '0491 570 158', hours: 'salesSunday' },
  { dealership: 'harbour-city-hyundai', name: 'Harbour City Hyundai Service', type: 'service', subtype: 'Service Centre', street: '12 Scrivener Street', city: 'Warwick Farm', state: 'NSW', postcode: '2170', lat: -33.9128, long: 150.937, phone: '(02) 5550 0302', hours: 'serviceSaturday' },
  { dealership: 'harbour-city-hyundai', name: 'Harbour City Hyundai Parts', type: 'parts', subtype: 'Parts & Accessories', street: '14 Scrivener Street', city: 'Warwick Farm', state: 'NSW', postcode: '2170', lat: -33.9129, long: 150.9372, phone: '(02) 5550 0303', hours: 'parts' },
  { dealership: 'harbour-city-kia', name: 'Harbour City Kia Penrith', type: 'sales', subtype: 'Showroom', street: '70 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.754, long: 150.6853, phone: '(02) 5550 0401', mobile: '0491 570 159', hours: 'sales' },
  { dealership: 'harbour-city-kia', name: 'Harbour City Kia Service', type: 'service', subtype: 'Service Centre', street: '5 Castlereagh Road', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.748, long: 150.689, phone: '(02) 5550 0402', hours: 'service' },
  { dealership: 'harbour-city-ford', name: 'Harbour City Ford Brookvale', type: 'sales', subtype: 'Showroom', street: '650 Pittwater Road', city: 'Brookvale', state: 'NSW', postcode: '2100', lat: -33.7637, long: 151.2719, phone: '(02) 5550 0501', mobile: '0491 570 110', hours: 'salesLateThursday' },
  { dealership: 'harbour-city-ford', name: 'Harbour City Ford Service', type: 'service', subtype: 'Service Centre', street: '20 Orchard Road', city: 'Brookvale', state: 'NSW', postcode: '2100', lat: -33.766, long: 151.268, phone: '(02) 5550 0502', hours: 'serviceSaturday' },
  { dealership: 'harbour-city-ford', name: 'Harbour City Ford Parts', type: 'parts', subtype: 'Parts & Accessories', street: '22 Orchard Road', city: 'Brookvale', state: 'NSW', postcode: '2100', lat: -33.7662, long: 151.2683, phone: '(02) 5550 0503', hours: 'partsSaturday' },
  { dealership: 'harbour-city-used-cars', name: 'Harbour City Used Cars Homebush', type: 'sales', subtype: 'Used Car Centre', street: '50 Parramatta Road', city: 'Homebush', state: 'NSW', postcode: '2140', lat: -33.865, long: 151.083, phone: '(02) 5550 0601', mobile: '0491 570 313', hours: 'salesSunday' },
  { dealership: 'harbour-city-used-cars', name: 'Harbour City Used Cars Kirrawee', type: 'sales', subtype: 'Used Car Centre', street: '500 Princes Highway', city: 'Kirrawee', state: 'NSW', postcode: '2232', lat: -34.0334, long: 151.0713, phone: '(02) 5550 0602', hours: 'sales' },
  { dealership: 'harbour-city-used-cars', name: 'Harbour City Fleet Centre', type: '', subtype: 'Fleet & Business', street: 'Level 2, 50 Parramatta Road', city: 'Homebush', state: 'NSW', postcode: '2140', lat: -33.8651, long: 151.0831, phone: '(02) 5550 0603', hours: 'office', visible: false, holidayHours: false },
  { dealership: 'sun-valley-motors', name: 'Sun Valley Motors Maroochydore', type: 'sales', subtype: 'Used Car Centre', street: '85 Maroochydore Road', city: 'Maroochydore', state: 'QLD', postcode: '4558', lat: -26.658, long: 153.079, phone: '(07) 5550 0101', mobile: '0491 570 737', hours: 'salesSunday' },
  { dealership: 'sun-valley-motors', name: 'Sun Valley Motors Caloundra', type: 'sales', subtype: 'Used Car Centre', street: '30 Bowman Road', city: 'Caloundra', state: 'QLD', postcode: '4551', lat: -26.801, long: 153.123, phone: '(07) 5550 0102', hours: 'sales', holidayHours: false },
  { dealership: 'sun-valley-motors', name: 'Sun Valley Motors Service Centre', type: 'service', subtype: 'Service Centre', street: '12 Kayleigh Drive', city: 'Maroochydore', state: 'QLD', postcode: '4558', lat: -26.672, long: 153.076, phone: '(07) 5550 0103', hours: 'serviceSaturday' },
  { dealership: 'redgum-caravans', name: 'Redgum Caravans Bendigo', type: 'sales', subtype: 'Caravan Sales', street: '250 High Street', city: 'Kangaroo Flat', state: 'VIC', postcode: '3555', lat: -36.797, long: 144.246, phone: '(03) 5550 0101', mobile: '0491 571 266', hours: 'salesSunday' },
  { dealership: 'redgum-caravans', name: 'Redgum RV Service Centre', type: 'service', subtype: 'RV Service', street: '8 Furness Street', city: 'Kangaroo Flat', state: 'VIC', postcode: '3555', lat: -36.799, long: 144.242, phone: '(03) 5550 0102', hours: 'service' },
  { dealership: 'redgum-motorcycles-and-trucks', name: 'Redgum Motorcycles Prospect', type: 'sales', subtype: 'Motorcycle Showroom', street: '150 Main North Road', city: 'Prospect', state: 'SA', postcode: '5082', lat: -34.883, long: 138.595, phone: '(08) 5550 0101', mobile: '0491 571 491', hours: 'sales', stockItemTypes: ['motorcycle'] },
  { dealership: 'redgum-motorcycles-and-trucks', name: 'Redgum Trucks Wingfield', type: 'sales', subtype: 'Truck Centre', street: '20 Cormack Road', city: 'Wingfield', state: 'SA', postcode: '5013', lat: -34.848, long: 138.568, phone: '(08) 5550 0102', hours: 'sales', stockItemTypes: ['truck'] },
  { dealership: 'redgum-motorcycles-and-trucks', name: 'Redgum Parts Wingfield', type: 'parts', subtype: 'Parts & Accessories', street: '22 Cormack Road', city: 'Wingfield', state: 'SA', postcode: '5013', lat: -34.8482, long: 138.5683, phone: '(08) 5550 0103', hours: 'partsSaturday' },
];

/**
 * A time as the hours table prints it.
 * @example formatTime('08:30') // '8:30 am'
 * @example formatTime('12:00') // '12:00 pm'
 */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function openingHours(profile: HoursProfile): OpeningHour[] {
  return HOURS_PROFILES[profile].map((hours, weekday) =>
    hours === null
      ? { weekday, status: 'Closed', open: null, close: null, formated_hours: 'Closed' }
      : {
          weekday,
          status: 'Open',
          open: hours[0],
          close: hours[1],
          formated_hours: `${formatTime(hours[0])} - ${formatTime(hours[1])}`,
        },
  );
}

function specialHours(plan: LocationPlan, locationId: number, today: DayStart): SpecialHours[] {
  if (plan.holidayHours === false) return [];
  return holidaysAround(today, plan.state).map((holiday) => {
    const trades = !holiday.closed && plan.type === 'sales';
    return {
      date: holiday.date,
      status: trades ? 'Open' : 'Closed',
      start_hour: trades ? HOLIDAY_TRADING[0] : null,
      end_hour: trades ? HOLIDAY_TRADING[1] : null,
      location_id: locationId,
      name: holiday.name,
    };
  });
}

/** Licence numbers in each state's usual shape (spec: 001 §2, shown only when a flag is set). */
function dealerLicence(rng: Random, state: AustralianState): string {
  const digits = (count: number) => rng.chars('0123456789', count);
  switch (state) {
    case 'NSW':
      return `MD ${digits(6)}`;
    case 'VIC':
      return `LMCT ${digits(5)}`;
    case 'SA':
      return `MVD ${digits(6)}`;
    default:
      return `Motor Dealer Licence ${digits(7)}`;
  }
}

function repairerLicence(rng: Random, state: AustralianState): string | null {
  return state === 'NSW' ? `MVRL ${rng.chars('0123456789', 5)}` : null;
}

const PLACE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Extra fields the car generator needs about a location. */
export interface LocationStockInfo {
  stockItemTypes: readonly ItemType[] | null;
}

/** The location plans' stock restrictions, by location id. */
export function locationStockInfo(): Map<number, LocationStockInfo> {
  return new Map(LOCATION_PLANS.map((plan, index) => [index + 1, { stockItemTypes: plan.stockItemTypes ?? null }]));
}

/**
 * The Location entities (spec: 001 §3), ids from 1, with opening hours per type and holiday hours
 * around `today`. Review summaries are empty here; reviews.ts fills them in.
 */
export function buildLocations(rng: Random, today: DayStart): Location[] {
  const dealershipIds = new Map(DEALERSHIP_PLANS.map((plan, index) => [plan.slug, { id: index + 1, plan }]));
  const primaryTaken = new Set<string>();
  return LOCATION_PLANS.map((plan, index) => {
    const id = index + 1;
    const dealership = dealershipIds.get(plan.dealership);
    if (!dealership) throw new Error(`Location ${plan.name} names an unknown dealership ${plan.dealership}`);
    const isPrimary = plan.type === 'sales' && !primaryTaken.has(plan.dealership);
    if (isPrimary) primaryTaken.add(plan.dealership);
    const franchise = dealership.plan.make;
    const sellsCars = plan.type === 'sales';
    return {
      id,
      name: plan.name,
      slug: slugify(plan.name),
      location_type: plan.type,
      location_subtype: plan.subtype,
      primary: isPrimary,
      visible: plan.visible ?? true,
      dealership_id: dealership.id,
      dealership_slug: plan.dealership,
      manufacturers: franchise ? [franchise] : [...dealership.plan.stock.newMakes],
      address: {
        street: plan.street,
        city: plan.city,
        state: plan.state,
        postcode: plan.postcode,
        lat: plan.lat,
        long: plan.long,
        place_id: `ChIJ${rng.chars(PLACE_ID_ALPHABET, 23)}`,
        place_url: `https://www.google.com/maps/search/?api=1&query=${plan.lat},${plan.long}`,
        map_key: null,
      },
      contact_detail: {
        phone: plan.mobile ?? plan.phone,
        landline_phone: plan.phone,
        opening_hours: openingHours(plan.hours),
      },
      special_hours: specialHours(plan, id, today),
      dealer_license_number: sellsCars ? dealerLicence(rng, plan.state) : null,
      motor_vehicle_repairer: plan.type === 'service' ? repairerLicence(rng, plan.state) : null,
      image: null,
      reviews: null,
      average_rating: null,
      review_count: 0,
    };
  });
}
