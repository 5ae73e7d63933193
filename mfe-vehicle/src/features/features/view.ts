import type { Car } from '@forecourt/shared';

// Features (spec: 000 §3 standardEquipment; §9 "feature list limit 8 before Show All").

/**
 * The car's standard equipment as the page lists it: trimmed, blanks and repeats dropped, in the
 * dealer's order.
 * @example featuresOf({ standardEquipment: ['Cruise control', ' cruise control ', '', 'Tow bar'] }) // ['Cruise control', 'Tow bar']
 */
export function featuresOf(car: Pick<Car, 'standardEquipment'>): string[] {
  const seen = new Set<string>();
  return car.standardEquipment.flatMap((item) => {
    const feature = item.trim().replace(/\s+/g, ' ');
    const key = feature.toLowerCase();
    if (!feature || seen.has(key)) return [];
    seen.add(key);
    return [feature];
  });
}
