import type { Car } from '../schemas/car';

// All specifications (spec: 000 §2 "all specifications (show-all toggle; first 4 rows shown)", §3
// specification fields, the variant sub-object and caravans' specifications). Labelled and with their
// units, formatted once on the server; a row whose field is missing is left out. One definition for
// the vehicle page, its print page and the PDF the gateway makes.

/** One specification: its label and formatted value. */
export interface SpecRow {
  label: string;
  value: string;
}

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/**
 * A number with thousands commas and at most one decimal, then its unit.
 * @example withUnit(3050, 'kg') // "3,050 kg"
 * @example withUnit(8.45, 'L/100 km') // "8.5 L/100 km"
 */
export function withUnit(value: number, unit: string): string {
  return `${NUMBER.format(value)} ${unit}`;
}

type Value = string | number | null | undefined;

function text(value: Value): string | null {
  if (value === null || value === undefined) return null;
  const written = String(value).trim();
  return written === '' ? null : written;
}

function measure(value: number | null | undefined, unit: string): string | null {
  return value === null || value === undefined || value <= 0 ? null : withUnit(value, unit);
}

function engineOf(car: Car): string | null {
  const litres = car.engine_size_litres ?? car.variant?.enginesize_litres ?? null;
  const cc = car.engine_size ?? car.variant?.enginesize ?? null;
  if (litres && cc) return `${withUnit(litres, 'L')} (${withUnit(cc, 'cc')})`;
  return measure(litres, 'L') ?? measure(cc, 'cc');
}

function ancapOf(stars: number | null | undefined): string | null {
  if (!stars || stars <= 0) return null;
  return `${NUMBER.format(stars)} star${stars === 1 ? '' : 's'}`;
}

/**
 * The car's specification rows in the page's order: body and layout, drivetrain, engine, economy,
 * dimensions and masses, safety, then a caravan's own specifications.
 * @example specificationRowsOf(hilux).slice(0, 4)
 * // [{ label: 'Body', value: 'Ute' }, { label: 'Body configuration', value: 'Double Cab Pick Up' }, { label: 'Seats', value: '5' }, { label: 'Doors', value: '4' }]
 */
export function specificationRowsOf(car: Car): SpecRow[] {
  const variant = car.variant;
  const caravan = car.specifications;
  const rows: Array<[label: string, value: string | null]> = [
    ['Body', text(car.simple_body)],
    ['Body configuration', text(car.bodyconfiguration ?? variant?.bodyconfiguration)],
    ['Seats', text(car.seats)],
    ['Doors', text(car.doors)],
    ['Drive', text(car.drive ?? car.simple_drive)],
    ['Transmission', text(car.trans ?? car.simple_transmission)],
    ['Gears', text(car.gearnum)],
    ['Gear type', text(variant?.geartype)],
    ['Fuel', text(car.fuel ?? car.simple_fuel)],
    ['Engine size', engineOf(car)],
    ['Cylinders', text(variant?.cylinders)],
    ['Induction', text(variant?.induction)],
    ['Torque', measure(variant?.torque, 'Nm')],
    ['Fuel consumption (combined)', measure(variant?.fuelconsumptioncombined, 'L/100 km')],
    ['Fuel capacity', measure(variant?.fuelcapacity, 'L')],
    ['Length', measure(variant?.vehiclelength, 'mm')],
    ['Width', measure(variant?.vehiclewidth, 'mm')],
    ['Height', measure(variant?.vehicleheight, 'mm')],
    ['Gross vehicle mass', measure(variant?.grossvehiclemass, 'kg')],
    ['Towing capacity (braked)', measure(variant?.towingcapacitybraked, 'kg')],
    ['ANCAP safety rating', ancapOf(variant?.ancaprating)],
    ['Body length', measure(caravan?.body_length, 'mm')],
    ['Body width', measure(caravan?.body_width, 'mm')],
    ['Tare weight', measure(caravan?.tare_weight, 'kg')],
    ['Aggregate trailer mass (ATM)', measure(caravan?.aggregate_trailer_mass, 'kg')],
    ['Axle type', text(caravan?.axle_type)],
    ['Sleeps', text(caravan?.sleeps)],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
