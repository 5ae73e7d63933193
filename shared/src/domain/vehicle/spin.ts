// The vehicle page's 360° spin viewer (spec: 000 §4 "Gallery": "The spinner loads all frames, then
// becomes draggable (pointer drag or arrow keys); it auto-rotates in a loop until disabled or the user
// interacts"; §9 "Spinner: 20 pixels of movement per frame, auto-rotate every 100 ms …; angle = 360
// times (1 minus index divided by (frame count minus 1))"). Zod-free: the vehicle island bundles it.

/** Pointer movement that turns the spin by one frame (spec: 000 §9). */
export const SPIN_PIXELS_PER_FRAME = 20;

/** Auto-rotation steps one frame this often, in ms (spec: 000 §9). */
export const SPIN_AUTO_ROTATE_MS = 100;

/** Where a hotspot sits on one frame: the frame index and the point as fractions of the image (0…1). */
export interface SpinHotspotPosition {
  frame: number;
  x: number;
  y: number;
}

/** A feature marked on the spin (or the interior image): what it is and where it sits per frame. */
export interface SpinHotspot {
  description: string;
  positions: SpinHotspotPosition[];
}

/** A hotspot placed on the shown picture: its text and point (fractions of the image). */
export interface PlacedHotspot {
  description: string;
  x: number;
  y: number;
}

/**
 * The angle a frame shows, in degrees: 360 × (1 − index ÷ (frames − 1)) (spec: 000 §9), so the first
 * frame is 360° and the last 0°. A spin of one frame (or none) has no turn: 0.
 * @example spinAngle(0, 36) // 360
 * @example spinAngle(35, 36) // 0
 * @example spinAngle(7, 36) // 288
 */
export function spinAngle(index: number, frameCount: number): number {
  if (frameCount < 2) return 0;
  return 360 * (1 - index / (frameCount - 1));
}

/**
 * A frame index brought into 0…frameCount − 1, going round both ways (the spin is a loop).
 * @example wrapFrame(36, 36) // 0
 * @example wrapFrame(-1, 36) // 35
 */
export function wrapFrame(index: number, frameCount: number): number {
  if (frameCount < 1) return 0;
  return ((index % frameCount) + frameCount) % frameCount;
}

/**
 * The frame `step` frames on from `index` (negative steps go back), wrapping round.
 * @example nextFrame(35, 36) // 0
 * @example nextFrame(0, 36, -1) // 35
 */
export function nextFrame(index: number, frameCount: number, step = 1): number {
  return wrapFrame(index + step, frameCount);
}

/**
 * The frame shown after dragging `distance` px from where a drag started on `startFrame`: one frame per
 * 20 px, whole frames only (a shorter move keeps the frame), rightwards forwards, wrapping round.
 * @example frameFromDrag(0, 45, 36) // 2
 * @example frameFromDrag(0, -20, 36) // 35
 * @example frameFromDrag(5, 19, 36) // 5
 */
export function frameFromDrag(startFrame: number, distance: number, frameCount: number): number {
  return nextFrame(startFrame, frameCount, Math.trunc(distance / SPIN_PIXELS_PER_FRAME));
}

/**
 * The frame a key turns the spin to (the viewer is a slider): Right/Up one frame on, Left/Down one
 * back, both wrapping round; Home the first frame, End the last; null for any other key.
 * @example frameAfterKey('ArrowRight', 35, 36) // 0
 * @example frameAfterKey('Home', 12, 36) // 0
 * @example frameAfterKey('a', 12, 36) // null
 */
export function frameAfterKey(key: string, frame: number, frameCount: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return nextFrame(frame, frameCount);
    case 'ArrowLeft':
    case 'ArrowDown':
      return nextFrame(frame, frameCount, -1);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, frameCount - 1);
    default:
      return null;
  }
}

/**
 * The hotspots to show on a frame: each one that has a position on that frame, placed there.
 * @example hotspotsOnFrame([{ description: 'Alloy wheels', positions: [{ frame: 3, x: 0.4, y: 0.7 }] }], 3)
 * // [{ description: 'Alloy wheels', x: 0.4, y: 0.7 }]
 */
export function hotspotsOnFrame(hotspots: readonly SpinHotspot[], frame: number): PlacedHotspot[] {
  return hotspots.flatMap(({ description, positions }) => {
    const position = positions.find((candidate) => candidate.frame === frame);
    return position ? [{ description, x: position.x, y: position.y }] : [];
  });
}

/**
 * The hotspots of a single picture (the interior image): each at its first position, whatever frame
 * that names; a hotspot without positions is left out.
 * @example hotspotsOnStill([{ description: 'Heated seats', positions: [{ frame: 12, x: 0.3, y: 0.6 }] }])
 * // [{ description: 'Heated seats', x: 0.3, y: 0.6 }]
 */
export function hotspotsOnStill(hotspots: readonly SpinHotspot[]): PlacedHotspot[] {
  return hotspots.flatMap(({ description, positions }) => {
    const [first] = positions;
    return first ? [{ description, x: first.x, y: first.y }] : [];
  });
}

/**
 * What a screen reader hears for a frame: its angle in whole degrees.
 * @example spinAngleText(7, 36) // "288 degrees"
 */
export function spinAngleText(index: number, frameCount: number): string {
  return `${Math.round(spinAngle(index, frameCount))} degrees`;
}
