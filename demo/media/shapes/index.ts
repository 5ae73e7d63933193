import type { ItemType } from '../parse-media-path';
import type { VehicleModel } from '../scene';
import { CAR_BODIES, type CarBody, carModel } from './car';
import { caravanModel } from './caravan';
import { motorcycleModel } from './motorcycle';
import { truckModel } from './truck';

export { CAR_BODIES, type CarBody } from './car';

/** A drawable shape: a car body, or the one shape of each other item type. */
export type ShapeKey = CarBody | 'motorcycle' | 'truck' | 'truck-tray' | 'caravan';

/** Other spellings of car bodies seen in stock feeds. */
const CAR_BODY_ALIASES: Record<string, CarBody> = {
  hatchback: 'hatch',
  'station-wagon': 'wagon',
  utility: 'ute',
  'dual-cab': 'ute',
  'double-cab': 'ute',
  pickup: 'ute',
  'pick-up': 'ute',
  cabriolet: 'convertible',
  roadster: 'convertible',
  minivan: 'people-mover',
  'people-carrier': 'people-mover',
  'panel-van': 'van',
  '4wd': 'suv',
  crossover: 'suv',
};

/**
 * Which shape draws a body slug of an item type. Unknown car bodies are drawn as a sedan, the most
 * generic car; motorcycles and caravans have one shape; a truck is a pantech unless its body says tray.
 *
 * @example shapeFor('car', 'hatchback') // "hatch"
 * @example shapeFor('car', 'spaceship') // "sedan"
 * @example shapeFor('truck', 'cab-chassis') // "truck-tray"
 */
export function shapeFor(itemType: ItemType, body: string): ShapeKey {
  if (itemType === 'motorcycle') return 'motorcycle';
  if (itemType === 'caravan') return 'caravan';
  if (itemType === 'truck') return /tray|cab-chassis|flat|tipper/.test(body) ? 'truck-tray' : 'truck';
  if ((CAR_BODIES as readonly string[]).includes(body)) return body as CarBody;
  return CAR_BODY_ALIASES[body] ?? 'sedan';
}

/**
 * The 3D model of a shape.
 *
 * @example modelFor('suv').length // 4.6
 */
export function modelFor(shape: ShapeKey): VehicleModel {
  switch (shape) {
    case 'motorcycle':
      return motorcycleModel();
    case 'truck':
      return truckModel('pantech');
    case 'truck-tray':
      return truckModel('tray');
    case 'caravan':
      return caravanModel();
    default:
      return carModel(shape);
  }
}
