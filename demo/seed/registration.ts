import type { AustralianState } from './holidays';
import type { Random } from './random';

// Identifiers stamped on a vehicle: VIN, number plate and NVIC. Plausible in shape, never real.

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Model-year codes (VIN position 10) from 2010 to 2030; I, O, Q, U and Z are never used. */
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';
const VIN_FIRST_LETTER_YEAR = 2010;
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const NVIC_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const NVIC_LENGTH = 6;

/** World manufacturer identifiers (first three VIN characters) of the commonest makes. */
// biome-ignore format: a table reads best packed
const WMI: Readonly<Record<string, string>> = {
  Toyota: 'MR0', Mazda: 'JM0', Hyundai: 'KMH', Kia: 'KNA', Ford: 'MPB', Mitsubishi: 'MMA', Volkswagen: 'WVW',
  Nissan: 'JN1', Subaru: 'JF1', Isuzu: 'MPA', MG: 'LSJ', GWM: 'LGW', BYD: 'LGX', Tesla: 'LRW',
  'Mercedes-Benz': 'WDD', BMW: 'WBA', Audi: 'WAU', Lexus: 'JTH', Honda: 'JHM', Suzuki: 'JS2', Holden: '6G1',
};

/** @example vinYearCode(2024) // 'R' */
export function vinYearCode(year: number): string {
  if (year < VIN_FIRST_LETTER_YEAR) return String(year % 10);
  return VIN_YEAR_CODES[(year - VIN_FIRST_LETTER_YEAR) % VIN_YEAR_CODES.length] ?? 'A';
}

/** A 17-character VIN: maker, descriptor, check digit, model-year code, plant, serial. */
export function vinFor(rng: Random, make: string, year: number): string {
  const wmi = WMI[make] ?? rng.chars(VIN_ALPHABET, 3);
  const descriptor = rng.chars(VIN_ALPHABET, 5);
  const check = rng.chars(`${DIGITS}X`, 1);
  const plant = rng.chars(VIN_ALPHABET, 1);
  return `${wmi}${descriptor}${check}${vinYearCode(year)}${plant}${rng.chars(DIGITS, 6)}`;
}

/** A number plate in the state's current general-issue shape, e.g. NSW 'AB12CD', QLD '123ABC'. */
export function plateFor(rng: Random, state: string): string {
  const letters = (count: number) => rng.chars(PLATE_LETTERS, count);
  const digits = (count: number) => rng.chars(DIGITS, count);
  switch (state as AustralianState) {
    case 'NSW':
      return `${letters(2)}${digits(2)}${letters(2)}`;
    case 'VIC':
      return `${digits(1)}${letters(2)}${digits(1)}${letters(2)}`;
    case 'QLD':
      return `${digits(3)}${letters(3)}`;
    case 'SA':
      return `S${digits(3)}${letters(3)}`;
    default:
      return `${letters(3)}${digits(3)}`;
  }
}

/** A six-character NVIC, the code price guides identify a variant by. */
export function nvicFor(rng: Random): string {
  return rng.chars(NVIC_ALPHABET, NVIC_LENGTH);
}
