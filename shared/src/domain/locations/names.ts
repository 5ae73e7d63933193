import type { LocationType } from '../schemas/location';

// spec: 001 §2 "Location names are shortened or suffixed per location type"; the hours dropdown has a
// tab per location type (sales, service, parts).

/** The tab label of each location type; an untyped location's hours are its office's. */
export const LOCATION_TYPE_LABELS: Readonly<Record<LocationType, string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  '': 'Office',
};

/**
 * A location's name shortened where its dealership is already named (on the dealership's own group
 * of cards): the dealership's name taken off the front, unless nothing would be left.
 * @example shortLocationName('Harbour City Toyota Parramatta', 'Harbour City Toyota') // 'Parramatta'
 */
export function shortLocationName(name: string, dealershipName: string): string {
  if (!name.startsWith(`${dealershipName} `)) return name;
  const rest = name.slice(dealershipName.length + 1).trim();
  return rest === '' ? name : rest;
}

/**
 * A location's name suffixed with its type where the name does not say it (a service or parts
 * location named after its suburb); sales locations and names that already say it are left as they are.
 * @example nameForType('Harbour City Kia Penrith', 'service') // 'Harbour City Kia Penrith Service'
 * @example nameForType('Harbour City Ford Parts', 'parts') // 'Harbour City Ford Parts'
 */
export function nameForType(name: string, type: LocationType): string {
  if (type !== 'service' && type !== 'parts') return name;
  const label = LOCATION_TYPE_LABELS[type];
  return name.toLowerCase().includes(label.toLowerCase()) ? name : `${name} ${label}`;
}

/**
 * A location's name on its tab of the dealership's hours dropdown (spec: 001 §2 "Location names are
 * shortened or suffixed per location type"): the dealership is named on the page, so its name comes off
 * the front ({@link shortLocationName}); a service or parts location is then suffixed with its type
 * where the name does not say it ({@link nameForType}).
 * @example hoursTabName('Harbour City Toyota Parramatta', 'service', 'Harbour City Toyota') // 'Parramatta Service'
 */
export function hoursTabName(name: string, type: LocationType, dealershipName: string): string {
  return nameForType(shortLocationName(name, dealershipName), type);
}
