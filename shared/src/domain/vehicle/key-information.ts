import { formatKilometres } from '../format/distance';
import type { Car } from '../schemas/car';

// Key information (spec: 000 §2 "anchors: key information"): the facts a buyer compares first. One
// definition for the vehicle page, its print page and the PDF the gateway makes. The document lists
// interior_colour, nvic, private_suburb/private_postcode and preorder among the car's fields (spec: 000 §3)
// without placing them; they are facts about this one car, so they are shown here beside its colour, VIN and rego.

/** What the pre-order row says of a car that can be pre-ordered (`preorder`; the document gives no wording). */
export const PREORDER_TEXT = 'Available to pre-order';

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
    ['Interior colour', car.interior_colour],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['NVIC', car.nvic],
    ['Rego', car.regplate],
    ['Private sale location', privateSaleLocationOf(car)],
    ['Pre-order', car.preorder ? PREORDER_TEXT : null],
  ];
  return rows.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}

/**
 * Where a privately sold car is: its seller's suburb and postcode (either may be missing).
 * @example privateSaleLocationOf({ private_suburb: 'Parramatta', private_postcode: '2150' }) // "Parramatta 2150"
 */
export function privateSaleLocationOf(car: Pick<Car, 'private_suburb' | 'private_postcode'>): string | null {
  const parts = [car.private_suburb, car.private_postcode].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}
