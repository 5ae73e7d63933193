import { type Make, slugify } from '@forecourt/shared';

// spec: 001 §3 "Make: id, name, slug, logo.url (nullable); a static list of about 140 makes".

/** What a dealer sells, and the first segment of every image URL (`/media/v1/<itemType>/…`). */
export const ITEM_TYPES = ['car', 'motorcycle', 'truck', 'caravan'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

// biome-ignore format: word lists read best packed
const CAR_MAKES = [
  'Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi', 'Volkswagen', 'Nissan', 'Subaru', 'Isuzu', 'MG',
  'GWM', 'BYD', 'Tesla', 'Mercedes-Benz', 'BMW', 'Audi', 'Lexus', 'Honda', 'Suzuki', 'LDV', 'Jeep', 'Ram',
  'Polestar', 'Volvo', 'Porsche', 'Land Rover', 'Skoda', 'Renault', 'Peugeot', 'Chery', 'Cupra', 'Genesis',
  'Mini', 'Jaguar', 'Alfa Romeo', 'Fiat', 'Abarth', 'Citroen', 'Ineos', 'KGM SsangYong', 'Mahindra', 'Haval',
  'Great Wall', 'Holden', 'HSV', 'Chevrolet', 'Chrysler', 'Dodge', 'Infiniti', 'Maserati', 'Ferrari',
  'Lamborghini', 'Aston Martin', 'Bentley', 'Rolls-Royce', 'McLaren', 'Lotus', 'Alpine', 'Zeekr', 'Xpeng',
  'Deepal', 'Leapmotor', 'GAC', 'Omoda', 'Jaecoo', 'Smart', 'Cadillac', 'Foton', 'Proton', 'Daihatsu',
  'Daewoo', 'Saab', 'Opel', 'Rover', 'Hummer', 'Tata', 'Datsun', 'Lada', 'Morgan',
] as const;

// biome-ignore format: word lists read best packed
const MOTORCYCLE_MAKES = [
  'Harley-Davidson', 'Yamaha', 'Kawasaki', 'Ducati', 'Triumph', 'KTM', 'Royal Enfield', 'Aprilia',
  'Moto Guzzi', 'Husqvarna', 'Indian', 'MV Agusta', 'Benelli', 'CFMoto', 'Piaggio', 'Vespa', 'Can-Am',
  'GasGas', 'Beta', 'Sherco', 'Zero', 'Kymco', 'SYM', 'Norton', 'Bimota',
] as const;

// biome-ignore format: word lists read best packed
const TRUCK_MAKES = [
  'Hino', 'Fuso', 'UD Trucks', 'Kenworth', 'Iveco', 'Scania', 'Volvo Trucks', 'Mack', 'DAF', 'MAN',
  'Freightliner', 'Western Star', 'International', 'Dennis Eagle',
] as const;

// biome-ignore format: word lists read best packed
const CARAVAN_MAKES = [
  'Jayco', 'Avan', 'Coromal', 'Crusader', 'Lotus Caravans', 'New Age', 'Zone RV', 'Windsor', 'Supreme',
  'Roadstar', 'Royal Flair', 'Snowy River', 'Kokoda', 'MDC', 'Goldstream RV', 'Trakmaster', 'Bushtracker',
  'Regent', 'Adria', 'Franklin', 'Viscount', 'Evernew', 'Nova', 'Sunland', 'Millard', 'Golf',
] as const;

/** Makes no longer sold new; the platform has no logo for them (logo null, spec: 001 §3). */
// biome-ignore format: word lists read best packed
const MAKES_WITHOUT_LOGO: ReadonlySet<string> = new Set([
  'Holden', 'HSV', 'Daihatsu', 'Daewoo', 'Saab', 'Opel', 'Rover', 'Hummer', 'Tata', 'Datsun', 'Lada', 'Proton',
  'Great Wall', 'Norton', 'Bimota', 'Dennis Eagle', 'Franklin', 'Viscount', 'Evernew', 'Millard', 'Golf',
  'Nova',
]);

/** The makes in a stable order (ids follow this order), each with what it mostly builds. */
export const MAKE_CATALOGUE: readonly { name: string; itemType: ItemType }[] = [
  ...CAR_MAKES.map((name) => ({ name, itemType: 'car' as const })),
  ...MOTORCYCLE_MAKES.map((name) => ({ name, itemType: 'motorcycle' as const })),
  ...TRUCK_MAKES.map((name) => ({ name, itemType: 'truck' as const })),
  ...CARAVAN_MAKES.map((name) => ({ name, itemType: 'caravan' as const })),
];

/** The logo path the media route serves for a make. */
export function makeLogoUrl(makeSlug: string): string {
  return `/media/v1/logo/${makeSlug}.svg`;
}

/**
 * The static list of makes, ids from 1 in catalogue order.
 * @example buildMakes().find((make) => make.slug === 'toyota')?.logo // { url: '/media/v1/logo/toyota.svg' }
 */
export function buildMakes(): Make[] {
  return MAKE_CATALOGUE.map(({ name }, index) => {
    const slug = slugify(name);
    return { id: index + 1, name, slug, logo: MAKES_WITHOUT_LOGO.has(name) ? null : { url: makeLogoUrl(slug) } };
  });
}
