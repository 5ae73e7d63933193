import { dashboard, frontSeats, loadSpace, rearSeats } from './interiors/car';
import { bedroom, dinette, kitchen } from './interiors/caravan';
import type { InteriorContext } from './interiors/kit';
import { cockpit, engine, seatAndTank } from './interiors/motorcycle';
import { INTERIOR_TRIMS, type Paint, paintFor } from './palette';
import { DETAIL_QUALITY_THRESHOLD, SPIN_FRAME_COUNT, type VehicleImageRequest } from './parse-media-path';
import {
  type Bounds,
  type CameraAngle,
  cameraFor,
  Defs,
  type Fit,
  fitBounds,
  modelOutline,
  renderScene,
} from './scene';
import { modelFor, type ShapeKey, shapeFor } from './shapes';
import { NATIVE_HEIGHT, NATIVE_WIDTH, svgDocument } from './svg';

/**
 * Vehicle images: studio drawings by body type in the car's colour, from six exterior angles, three
 * interior views and a 36-frame turntable spin.
 */

/** Bumped whenever drawings change, so ETags change with them. */
export const DRAWING_VERSION = 1;

/** Camera angles of the exterior views: front three-quarter, side, rear three-quarter, front, rear, high. */
export const EXTERIOR_ANGLES: Record<1 | 2 | 3 | 4 | 5 | 6, CameraAngle> = {
  1: { yaw: 35, pitch: 12 },
  2: { yaw: 90, pitch: 4 },
  3: { yaw: 145, pitch: 12 },
  4: { yaw: 0, pitch: 7 },
  5: { yaw: 180, pitch: 7 },
  6: { yaw: 62, pitch: 46 },
};

const INTERIOR_NAMES: Record<'car' | 'motorcycle' | 'caravan', [string, string, string]> = {
  car: ['dashboard', 'front seats', 'rear seats and load space'],
  motorcycle: ['cockpit', 'seat and tank', 'engine'],
  caravan: ['living area', 'kitchen', 'bedroom'],
};

const HATCHES: ReadonlySet<ShapeKey> = new Set(['hatch', 'suv', 'wagon', 'people-mover']);

function drawInterior(shape: ShapeKey, index: 1 | 2 | 3, ctx: InteriorContext): string {
  if (shape === 'motorcycle') return [cockpit, seatAndTank, engine][index - 1]?.(ctx) ?? '';
  if (shape === 'caravan') return [dinette, kitchen, bedroom][index - 1]?.(ctx) ?? '';
  const truck = shape === 'truck' || shape === 'truck-tray';
  if (index === 1) return dashboard(ctx, truck ? 'truck' : 'car');
  if (index === 2) return frontSeats(ctx);
  if (truck) return loadSpace(ctx, 'truck');
  if (shape === 'van') return loadSpace(ctx, 'van');
  return HATCHES.has(shape) ? loadSpace(ctx, 'cargo') : rearSeats(ctx);
}

const EXTERIOR_NAMES = ['front three-quarter', 'side', 'rear three-quarter', 'front', 'rear', 'high three-quarter'];

/**
 * The camera for spin frame i: the vehicle turned by i × 10° on the turntable (frame 0 is the front
 * three-quarter view).
 *
 * @example spinAngle(18) // { yaw: -145, pitch: 10 }
 */
export function spinAngle(frame: number): CameraAngle {
  return { yaw: EXTERIOR_ANGLES[1].yaw - (frame * 360) / SPIN_FRAME_COUNT, pitch: 10 };
}

const SHAPE_NAMES: Record<ShapeKey, string> = {
  sedan: 'sedan',
  hatch: 'hatch',
  suv: 'SUV',
  ute: 'ute',
  wagon: 'wagon',
  van: 'van',
  coupe: 'coupe',
  convertible: 'convertible',
  'people-mover': 'people mover',
  'cab-chassis': 'cab-chassis ute',
  motorcycle: 'motorcycle',
  truck: 'truck',
  'truck-tray': 'tray truck',
  caravan: 'caravan',
};

function studioBackdrop(defs: Defs, detail: boolean): string {
  if (!detail) return `<rect width="${NATIVE_WIDTH}" height="${NATIVE_HEIGHT}" fill="#eceef1"/>`;
  const id = defs.vertical([
    [0, '#f7f8fa'],
    [0.6, '#eaedf0'],
    [1, '#d8dce1'],
  ]);
  return `<rect width="${NATIVE_WIDTH}" height="${NATIVE_HEIGHT}" fill="url(#${id})"/>`;
}

const spinFits = new Map<ShapeKey, Fit>();

/** One fit for all spin frames, so the vehicle turns in place instead of zooming (memoised: pure). */
function spinFit(shape: ShapeKey): Fit {
  const known = spinFits.get(shape);
  if (known) return known;
  const model = modelFor(shape);
  const all: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < SPIN_FRAME_COUNT; i += 3) {
    const b = modelOutline(model, cameraFor(model, spinAngle(i)));
    all.minX = Math.min(all.minX, b.minX);
    all.minY = Math.min(all.minY, b.minY);
    all.maxX = Math.max(all.maxX, b.maxX);
    all.maxY = Math.max(all.maxY, b.maxY);
  }
  const fit = fitBounds(all, NATIVE_WIDTH, NATIVE_HEIGHT, 0.9);
  spinFits.set(shape, fit);
  return fit;
}

function describe(request: VehicleImageRequest, paint: Paint, shape: ShapeKey): string {
  const v = request.view;
  const what = `${paint.name} ${SHAPE_NAMES[shape]}`;
  if (v.kind === 'ext') return `${what}, ${EXTERIOR_NAMES[v.index - 1]} view`;
  if (v.kind === 'spin') return `${what}, 360° spin frame ${v.frame + 1} of ${SPIN_FRAME_COUNT}`;
  const family = shape === 'motorcycle' || shape === 'caravan' ? shape : 'car';
  return `${what}, ${INTERIOR_NAMES[family][v.index - 1]}`;
}

/**
 * The SVG for a vehicle image request.
 *
 * @example drawVehicleSvg({ itemType: 'car', body: 'suv', colour: 'red', view: { kind: 'ext', index: 1 }, width: 600, quality: 100 })
 * // → '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" …'
 */
export function drawVehicleSvg(request: VehicleImageRequest): string {
  const paint = paintFor(request.colour);
  const shape = shapeFor(request.itemType, request.body);
  const detail = request.quality >= DETAIL_QUALITY_THRESHOLD;
  const defs = new Defs();
  const view = request.view;
  let body: string;
  if (view.kind === 'int') {
    body = drawInterior(shape, view.index, { paint, trim: INTERIOR_TRIMS[paint.interior], detail, defs });
  } else {
    body = studioBackdrop(defs, detail);
    const angle = view.kind === 'ext' ? EXTERIOR_ANGLES[view.index] : spinAngle(view.frame);
    body += renderScene(modelFor(shape), {
      paint,
      angle,
      detail,
      defs,
      width: NATIVE_WIDTH,
      height: NATIVE_HEIGHT,
      fit: view.kind === 'spin' ? spinFit(shape) : undefined,
    });
  }
  return svgDocument({
    width: request.width,
    viewWidth: NATIVE_WIDTH,
    viewHeight: NATIVE_HEIGHT,
    title: describe(request, paint, shape),
    defs: defs.toString(),
    body,
  });
}
