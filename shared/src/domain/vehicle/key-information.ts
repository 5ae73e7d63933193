import { formatKilometres } from '../format/distance';
import type { Car } from '../schemas/car';

// Key information (spec: 000 §2 "anchors: key information"): the facts a buyer compares first. One
// definition for the vehicle page, its print page and the PDF the gateway makes.

/** One row of the key information list. */
export interface KeyInformationItem {
  label: string;
  value: string;
}

/**
 * The key information rows that have a value, in the page's order.
 * @example keyInformationOf(hilux)[0] // { label: 'Kilometres', value: '48,213 km' }
 */
export function keyInformationOf(car: Car): KeyInformationItem[] {
  const rows: Array<[label: string, value: string | null]> = [
    ['Kilometres', formatKilometres(car.km)],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Body', car.simple_body ?? car.bodyconfiguration],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Colour', car.colour],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Rego', car.regplate],
  ];
  return rows.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}
