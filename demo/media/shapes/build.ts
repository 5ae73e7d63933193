import type { Extrusion, Material, Point, ProfilePoint, SideDecal, SkinDecal } from '../scene';

/**
 * Building blocks for vehicle models: arches cut into a profile's bottom edge, boxes, body widths
 * that narrow towards the roof and the ends, and the usual decals (lamps, grille, plates, glass glints).
 */

/**
 * Corners of a wheel arch cut into a bottom edge at `bottomZ`, from its rear foot over the top to its
 * front foot (the order a profile runs along its bottom, rear to front).
 *
 * @example archPoints(1.4, 0.34, 0.4, 0.2) // 9 corners around a wheel centred at x 1.4
 */
export function archPoints(xc: number, r: number, ra: number, bottomZ: number, steps = 8): ProfilePoint[] {
  const beta = Math.asin(Math.max(-1, Math.min(1, (r - bottomZ) / ra)));
  const out: ProfilePoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const phi = Math.PI + beta - ((Math.PI + 2 * beta) * i) / steps;
    out.push({ x: xc + ra * Math.cos(phi), z: r + ra * Math.sin(phi), m: i < steps ? 'well' : 'trim' });
  }
  return out;
}

/** The dark area seen through an arch: the arch outline closed along the bottom edge. */
export function wellOutline(xc: number, r: number, ra: number, bottomZ: number): Point[] {
  return archPoints(xc, r, ra, bottomZ).map((p) => [p.x, p.z]);
}

/**
 * A body's half width at (x, z): full below the belt line, narrowing to `tumble` × at the roof,
 * and slightly rounded off at the nose and tail in plan view.
 */
export function bodyHalfWidth(spec: {
  width: number;
  length: number;
  beltZ: number;
  roofZ: number;
  tumble?: number;
  endRound?: number;
  centreX?: number;
}): (x: number, z: number) => number {
  const half = spec.width / 2;
  const tumble = spec.tumble ?? 0.8;
  const round = spec.endRound ?? 0.07;
  const cx = spec.centreX ?? 0;
  return (x, z) => {
    const up = z <= spec.beltZ ? 0 : Math.min(1, (z - spec.beltZ) / Math.max(0.01, spec.roofZ - spec.beltZ));
    const fromEnd = spec.length / 2 - Math.abs(x - cx);
    const end = Math.max(0, 1 - fromEnd / 0.4);
    return half * (1 - (1 - tumble) * up) * (1 - round * end * end);
  };
}

/**
 * A box from x0…x1, z0…z1 (profile order: front bottom, front top, rear top, rear bottom).
 *
 * @example box({ x0: -2, x1: 1, z0: 0.9, z1: 1.1, halfWidth: 0.9, m: 'deck' })
 */
export function box(spec: {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  halfWidth: number | ((x: number, z: number) => number);
  m: Material;
  centerY?: number;
  front?: Partial<ProfilePoint>;
  top?: Partial<ProfilePoint>;
  rear?: Partial<ProfilePoint>;
  sideDecals?: SideDecal[];
  sheen?: boolean;
}): Extrusion {
  const hw = spec.halfWidth;
  return {
    kind: 'extrusion',
    profile: [
      { x: spec.x1, z: spec.z0, m: spec.m, ...spec.front },
      { x: spec.x1, z: spec.z1, m: spec.m, ...spec.top },
      { x: spec.x0, z: spec.z1, m: spec.m, ...spec.rear },
      { x: spec.x0, z: spec.z0, m: spec.m },
    ],
    halfWidth: typeof hw === 'number' ? () => hw : hw,
    centerY: spec.centerY,
    side: spec.m,
    sideDecals: spec.sideDecals,
    sheen: spec.sheen,
  };
}

/** A quad in (u, v) skin coordinates. */
export const quad = (u0: number, v0: number, u1: number, v1: number): Point[] => [
  [u0, v0],
  [u1, v0],
  [u1, v1],
  [u0, v1],
];

/** A rectangle in side (x, z) coordinates. */
export const rect = (x0: number, z0: number, x1: number, z1: number): Point[] => [
  [x0, z0],
  [x1, z0],
  [x1, z1],
  [x0, z1],
];

/** Headlights for a nose segment running from the bumper (v 0) up to the bonnet (v 1). */
export const HEADLIGHTS: SkinDecal[] = [
  {
    pts: [
      [0.03, 0.12],
      [0.28, 0.3],
      [0.3, 0.82],
      [0.03, 0.9],
    ],
    m: 'lamp',
    mirror: true,
  },
  { pts: quad(0.05, 0.62, 0.24, 0.74), m: 'white', mirror: true, detail: true, opacity: 0.9 },
];

/** A grille with a badge, for a segment running up the front. */
export const GRILLE: SkinDecal[] = [
  {
    pts: [
      [0.25, 0.12],
      [0.75, 0.12],
      [0.72, 0.95],
      [0.28, 0.95],
    ],
    m: 'trim',
  },
  { pts: quad(0.46, 0.45, 0.54, 0.65), m: 'chrome' },
];

/** Tail lights and a number plate, for a rear segment running down from the boot (v 0) to the bumper (v 1). */
export const TAIL_LIGHTS: SkinDecal[] = [
  {
    pts: [
      [0.02, 0.1],
      [0.24, 0.14],
      [0.2, 0.8],
      [0.02, 0.85],
    ],
    m: 'tail',
    mirror: true,
  },
];

/** An Australian number plate, centred on a rear segment. */
export const PLATE: SkinDecal[] = [{ pts: quad(0.39, 0.2, 0.61, 0.75), m: 'plate' }];

/** A soft glint across glass (full quality only). */
export const GLASS_GLINT: SkinDecal[] = [
  {
    pts: [
      [0.12, 0.05],
      [0.3, 0.05],
      [0.52, 0.95],
      [0.34, 0.95],
    ],
    m: 'white',
    detail: true,
    opacity: 0.12,
  },
];

/** Two roof rails along a roof segment. */
export const ROOF_RAILS: SkinDecal[] = [{ pts: quad(0.05, 0.04, 0.11, 0.96), m: 'trim', mirror: true }];
