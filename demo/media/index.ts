/**
 * Generated media: vehicle drawings (exterior, interior, 360° spin) and logos, as SVG strings.
 * Pure: no Hono, no I/O; `routes.ts` serves them (the demo's media origin, `worker.ts`).
 */

export { drawLogoSvg, initialsOf } from './draw-logo';
export { DRAWING_VERSION, drawVehicleSvg, EXTERIOR_ANGLES, spinAngle } from './draw-vehicle';
export { COLOUR_SLUGS, type ColourSlug, paintFor } from './palette';
export {
  ITEM_TYPES,
  type ItemType,
  type LogoRequest,
  logoTextFromSlug,
  MEDIA_WIDTH,
  type MediaParseResult,
  type MediaRequest,
  parseLogoRequest,
  parseMediaPath,
  parseVehicleImageRequest,
  SPIN_FRAME_COUNT,
  type VehicleImageRequest,
  type VehicleView,
} from './parse-media-path';
export { CAR_BODIES, type ShapeKey, shapeFor } from './shapes';
