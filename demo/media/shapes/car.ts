import type { Extrusion, Material, Point, ProfilePoint, SideDecal, SkinDecal, VehicleModel, Wheel } from '../scene';
import {
  archPoints,
  bodyHalfWidth,
  box,
  GLASS_GLINT,
  GRILLE,
  HEADLIGHTS,
  PLATE,
  quad,
  ROOF_RAILS,
  rect,
  TAIL_LIGHTS,
  wellOutline,
} from './build';

/**
 * Car bodies. Each is a side profile written from the nose back, in distance-from-the-nose `d` and
 * height `z` (metres, roughly the real vehicle's), plus its window outline and pillars.
 */

export const CAR_BODIES = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'people-mover',
  'cab-chassis',
] as const;
export type CarBody = (typeof CAR_BODIES)[number];

/** One corner of the upper profile: distance from the nose, height, the next segment's material and decals. */
type Corner = [d: number, z: number, m?: Material, decals?: SkinDecal[]];

interface CarSpec {
  length: number;
  width: number;
  wheelbase: number;
  frontOverhang: number;
  wheelR: number;
  /** Height of the sill (the body's bottom edge between the arches). */
  sillZ: number;
  beltZ: number;
  roofZ: number;
  tumble?: number;
  /** Upper profile from the front lower lip over the roof to the rear lower corner. */
  upper: Corner[];
  /** Side glass outline, in (d, z). */
  glass?: Point[];
  /** Pillars splitting the side glass: distance from the nose of each pillar's centre. */
  pillars?: number[];
  /** Door shut lines: distance from the nose. */
  doors?: number[];
  /** Black plastic around the arches and along the sill (SUVs, utes). */
  cladding?: boolean;
  /** The body ends at this distance (a ute's cab); the rear arch then belongs to another part. */
  cabEnd?: number;
}

const NOSE_LIP: SkinDecal[] = [{ pts: quad(0.3, 0.2, 0.7, 0.8), m: 'trim' }];

function buildBody(spec: CarSpec): {
  body: Extrusion;
  toX: (d: number) => number;
  frontWheelX: number;
  rearWheelX: number;
  archR: number;
  halfWidth: (x: number, z: number) => number;
} {
  const toX = (d: number) => spec.length / 2 - d;
  const frontWheelX = toX(spec.frontOverhang);
  const rearWheelX = toX(spec.frontOverhang + spec.wheelbase);
  const archR = spec.wheelR + 0.06;
  const halfWidth = bodyHalfWidth({
    width: spec.width,
    length: spec.length,
    beltZ: spec.beltZ,
    roofZ: spec.roofZ,
    tumble: spec.tumble,
  });
  const upper: ProfilePoint[] = spec.upper.map(([d, z, m, decals]) => ({ x: toX(d), z, m, decals }));
  const endX = spec.cabEnd === undefined ? toX(spec.length) + 0.08 : toX(spec.cabEnd);
  const bottom: ProfilePoint[] = [{ x: endX, z: spec.sillZ, m: 'trim' }];
  if (spec.cabEnd === undefined) bottom.push(...archPoints(rearWheelX, spec.wheelR, archR, spec.sillZ));
  bottom.push(...archPoints(frontWheelX, spec.wheelR, archR, spec.sillZ));
  bottom.push({ x: toX(0) - 0.08, z: spec.sillZ, m: 'trim' });

  const sideDecals: SideDecal[] = [];
  if (spec.cladding) {
    const arch = (xc: number): Point[] =>
      archPoints(xc, spec.wheelR, archR + 0.035, spec.sillZ, 10).map((p): Point => [p.x, p.z]);
    sideDecals.push({ pts: arch(frontWheelX), m: 'trim', line: 0.07 });
    if (spec.cabEnd === undefined) sideDecals.push({ pts: arch(rearWheelX), m: 'trim', line: 0.07 });
    sideDecals.push({
      pts: rect(toX(spec.cabEnd ?? spec.length) + 0.1, spec.sillZ, toX(0) - 0.12, spec.sillZ + 0.09),
      m: 'trim',
    });
  }
  for (const d of spec.doors ?? []) {
    sideDecals.push({
      pts: [
        [toX(d), spec.sillZ + 0.06],
        [toX(d), spec.beltZ - 0.01],
      ],
      m: 'trim',
      line: 0.012,
      opacity: 0.55,
    });
  }
  // Door handles just under the belt line, behind each door's front shut line.
  for (const d of (spec.doors ?? []).slice(0, -1)) {
    const x = toX(d) - 0.5;
    sideDecals.push({ pts: rect(x - 0.16, spec.beltZ - 0.12, x, spec.beltZ - 0.09), m: 'trim', opacity: 0.8 });
  }
  if (spec.glass) {
    const glass = spec.glass.map(([d, z]): Point => [toX(d), z]);
    sideDecals.push({ pts: glass, m: 'glass' });
    sideDecals.push({ pts: [...glass, glass[0] as Point], m: 'chrome', line: 0.014, detail: true, opacity: 0.6 });
    const topZ = Math.max(...spec.glass.map((p) => p[1]));
    const lowZ = Math.min(...spec.glass.map((p) => p[1]));
    for (const d of spec.pillars ?? []) {
      sideDecals.push({ pts: rect(toX(d) + 0.045, lowZ - 0.02, toX(d) - 0.045, topZ + 0.02), m: 'trim' });
    }
    // A glint across the front side window.
    const [g0, g1] = [spec.glass[0] as Point, spec.glass[1] as Point];
    sideDecals.push({
      pts: [
        [toX(g0[0] + 0.25), lowZ + 0.02],
        [toX(g0[0] + 0.45), lowZ + 0.02],
        [toX(g1[0] + 0.1), topZ - 0.05],
        [toX(g1[0] - 0.05), topZ - 0.05],
      ],
      m: 'white',
      detail: true,
      opacity: 0.1,
    });
  }
  // Headlight and tail-light wrap onto the sides, so a side view still shows which end is which.
  const noseZ = spec.upper[2]?.[1] ?? 0.6;
  const lampLow = spec.upper[1]?.[1] ?? 0.45;
  sideDecals.push({
    pts: [
      [toX(0.03), lampLow + 0.05],
      [toX(0.03), noseZ - 0.02],
      [toX(0.32), noseZ + 0.02],
      [toX(0.26), lampLow + 0.1],
    ],
    m: 'lamp',
  });
  return {
    body: {
      kind: 'extrusion',
      profile: [...upper, ...bottom],
      halfWidth,
      side: 'paint',
      sideDecals,
      sheen: true,
    },
    toX,
    frontWheelX,
    rearWheelX,
    archR,
    halfWidth,
  };
}

function carWheels(spec: CarSpec, frontX: number, rearX: number): Wheel[] {
  const width = 0.23;
  const y = spec.width / 2 - 0.035 - width / 2;
  const out: Wheel[] = [];
  for (const x of [frontX, rearX])
    for (const s of [1, -1]) out.push({ kind: 'wheel', x, y: s * y, r: spec.wheelR, width, rim: 'alloy' });
  return out;
}

function mirrors(spec: CarSpec, toX: (d: number) => number, glass: Point[]): Extrusion[] {
  const [d, z] = glass[0] as Point;
  const out: Extrusion[] = [];
  for (const s of [1, -1]) {
    out.push(
      box({
        x0: toX(d + 0.22),
        x1: toX(d + 0.06),
        z0: z + 0.0,
        z1: z + 0.13,
        halfWidth: 0.07,
        centerY: s * (spec.width / 2 + 0.05),
        m: 'paint',
      }),
    );
  }
  return out;
}

const SEDAN: CarSpec = {
  length: 4.85,
  width: 1.84,
  wheelbase: 2.82,
  frontOverhang: 0.97,
  wheelR: 0.34,
  sillZ: 0.22,
  beltZ: 1.0,
  roofZ: 1.44,
  upper: [
    [0.04, 0.28, 'trim', NOSE_LIP],
    [0, 0.44, 'paint', GRILLE],
    [0.02, 0.62, 'paint', HEADLIGHTS],
    [0.18, 0.76, 'paint'],
    [1.6, 0.99, 'glass', GLASS_GLINT],
    [2.38, 1.42, 'paint'],
    [3.2, 1.43, 'glass'],
    [3.95, 1.06, 'paint'],
    [4.72, 1.03, 'paint', TAIL_LIGHTS],
    [4.85, 0.8, 'paint', PLATE],
    [4.83, 0.34, 'trim'],
  ],
  glass: [
    [1.7, 1.02],
    [2.4, 1.37],
    [3.17, 1.38],
    [3.68, 1.04],
  ],
  pillars: [2.72],
  doors: [1.62, 2.74, 3.72],
};

const HATCH: CarSpec = {
  length: 4.34,
  width: 1.8,
  wheelbase: 2.65,
  frontOverhang: 0.9,
  wheelR: 0.33,
  sillZ: 0.22,
  beltZ: 1.0,
  roofZ: 1.46,
  upper: [
    [0.04, 0.29, 'trim', NOSE_LIP],
    [0, 0.45, 'paint', GRILLE],
    [0.03, 0.64, 'paint', HEADLIGHTS],
    [0.2, 0.77, 'paint'],
    [1.38, 0.99, 'glass', GLASS_GLINT],
    [2.15, 1.45, 'paint'],
    [3.82, 1.42, 'glass'],
    [4.2, 1.04, 'paint', TAIL_LIGHTS],
    [4.32, 0.8, 'paint', PLATE],
    [4.3, 0.34, 'trim'],
  ],
  glass: [
    [1.48, 1.02],
    [2.18, 1.4],
    [3.55, 1.39],
    [3.85, 1.04],
  ],
  pillars: [2.55],
  doors: [1.42, 2.57, 3.62],
};

const SUV: CarSpec = {
  length: 4.6,
  width: 1.86,
  wheelbase: 2.69,
  frontOverhang: 0.95,
  wheelR: 0.37,
  sillZ: 0.36,
  beltZ: 1.16,
  roofZ: 1.68,
  cladding: true,
  upper: [
    [0.05, 0.4, 'trim', NOSE_LIP],
    [0, 0.62, 'paint', GRILLE],
    [0.04, 0.84, 'paint', HEADLIGHTS],
    [0.3, 0.97, 'paint'],
    [1.45, 1.15, 'glass', GLASS_GLINT],
    [2.25, 1.67, 'paint', ROOF_RAILS],
    [4.3, 1.64, 'glass'],
    [4.5, 1.2, 'paint', TAIL_LIGHTS],
    [4.6, 0.98, 'paint', PLATE],
    [4.58, 0.46, 'trim'],
  ],
  glass: [
    [1.58, 1.19],
    [2.3, 1.61],
    [4.08, 1.59],
    [4.33, 1.2],
  ],
  pillars: [2.66, 3.62],
  doors: [1.5, 2.68, 3.66],
};

const WAGON: CarSpec = {
  length: 4.87,
  width: 1.84,
  wheelbase: 2.75,
  frontOverhang: 0.96,
  wheelR: 0.35,
  sillZ: 0.27,
  beltZ: 1.02,
  roofZ: 1.5,
  upper: [
    [0.04, 0.32, 'trim', NOSE_LIP],
    [0, 0.49, 'paint', GRILLE],
    [0.03, 0.67, 'paint', HEADLIGHTS],
    [0.2, 0.79, 'paint'],
    [1.52, 1.01, 'glass', GLASS_GLINT],
    [2.3, 1.49, 'paint', ROOF_RAILS],
    [4.6, 1.46, 'glass'],
    [4.8, 1.06, 'paint', TAIL_LIGHTS],
    [4.87, 0.82, 'paint', PLATE],
    [4.84, 0.36, 'trim'],
  ],
  glass: [
    [1.62, 1.04],
    [2.33, 1.43],
    [4.42, 1.41],
    [4.62, 1.06],
  ],
  pillars: [2.7, 3.72],
  doors: [1.56, 2.72, 3.74],
};

const PEOPLE_MOVER: CarSpec = {
  length: 5.16,
  width: 1.99,
  wheelbase: 3.09,
  frontOverhang: 0.98,
  wheelR: 0.36,
  sillZ: 0.32,
  beltZ: 1.18,
  roofZ: 1.77,
  tumble: 0.84,
  upper: [
    [0.04, 0.38, 'trim', NOSE_LIP],
    [0, 0.62, 'paint', GRILLE],
    [0.04, 0.84, 'paint', HEADLIGHTS],
    [0.38, 0.99, 'paint'],
    [1.4, 1.18, 'glass', GLASS_GLINT],
    [2.25, 1.76, 'paint'],
    [4.98, 1.74, 'glass'],
    [5.12, 1.22, 'paint', TAIL_LIGHTS],
    [5.16, 0.98, 'paint', PLATE],
    [5.13, 0.42, 'trim'],
  ],
  glass: [
    [1.52, 1.21],
    [2.3, 1.7],
    [4.8, 1.68],
    [5.0, 1.22],
  ],
  pillars: [2.58, 3.82],
  doors: [1.45, 2.6, 3.84, 4.7],
};

const COUPE: CarSpec = {
  length: 4.26,
  width: 1.78,
  wheelbase: 2.57,
  frontOverhang: 0.86,
  wheelR: 0.33,
  sillZ: 0.2,
  beltZ: 0.93,
  roofZ: 1.29,
  tumble: 0.78,
  upper: [
    [0.03, 0.25, 'trim', NOSE_LIP],
    [0, 0.4, 'paint', GRILLE],
    [0.04, 0.56, 'paint', HEADLIGHTS],
    [0.24, 0.67, 'paint'],
    [1.5, 0.93, 'glass', GLASS_GLINT],
    [2.2, 1.29, 'paint'],
    [2.85, 1.27, 'glass'],
    [3.72, 0.99, 'paint'],
    [4.18, 0.96, 'paint', TAIL_LIGHTS],
    [4.26, 0.78, 'paint', PLATE],
    [4.24, 0.3, 'trim'],
  ],
  glass: [
    [1.6, 0.96],
    [2.24, 1.24],
    [2.8, 1.23],
    [3.38, 0.99],
  ],
  doors: [1.55, 2.85],
};

const CONVERTIBLE: CarSpec = {
  length: 4.1,
  width: 1.76,
  wheelbase: 2.45,
  frontOverhang: 0.82,
  wheelR: 0.32,
  sillZ: 0.19,
  beltZ: 0.87,
  roofZ: 0.9,
  upper: [
    [0.03, 0.24, 'trim', NOSE_LIP],
    [0, 0.38, 'paint', GRILLE],
    [0.04, 0.54, 'paint', HEADLIGHTS],
    [0.25, 0.65, 'paint'],
    [
      1.42,
      0.87,
      'paint',
      [
        { pts: quad(0.07, 0.12, 0.93, 0.66), m: 'seat' },
        { pts: quad(0.46, 0.14, 0.54, 0.5), m: 'trim' },
      ],
    ],
    [3.95, 0.86, 'paint', TAIL_LIGHTS],
    [4.1, 0.74, 'paint', PLATE],
    [4.08, 0.3, 'trim'],
  ],
  doors: [1.5, 2.75],
};

const VAN: CarSpec = {
  length: 5.27,
  width: 1.95,
  wheelbase: 3.21,
  frontOverhang: 0.92,
  wheelR: 0.36,
  sillZ: 0.36,
  beltZ: 1.24,
  roofZ: 1.98,
  tumble: 0.92,
  upper: [
    [0.04, 0.42, 'trim', NOSE_LIP],
    [0, 0.66, 'paint', GRILLE],
    [0.04, 0.9, 'paint', HEADLIGHTS],
    [0.26, 1.04, 'paint'],
    [0.92, 1.22, 'glass', GLASS_GLINT],
    [1.62, 1.96, 'paint'],
    [
      5.22,
      1.97,
      'paint',
      [
        { pts: quad(0.08, 0.06, 0.92, 0.36), m: 'glass' },
        { pts: quad(0.495, 0.06, 0.505, 0.98), m: 'trim' },
        { pts: quad(0.01, 0.44, 0.07, 0.72), m: 'tail', mirror: true },
        { pts: quad(0.4, 0.78, 0.6, 0.92), m: 'plate' },
      ],
    ],
    [5.27, 0.66, 'trim'],
    [5.25, 0.44, 'trim'],
  ],
  glass: [
    [1.02, 1.26],
    [1.64, 1.88],
    [2.1, 1.88],
    [2.1, 1.26],
  ],
  doors: [0.98, 2.16, 3.3],
};

const DUAL_CAB: CarSpec = {
  length: 5.33,
  width: 1.86,
  wheelbase: 3.09,
  frontOverhang: 0.93,
  wheelR: 0.38,
  sillZ: 0.45,
  beltZ: 1.22,
  roofZ: 1.8,
  tumble: 0.86,
  cladding: true,
  cabEnd: 3.26,
  upper: [
    [0.05, 0.5, 'trim', NOSE_LIP],
    [0, 0.76, 'paint', GRILLE],
    [0.05, 0.98, 'paint', HEADLIGHTS],
    [0.32, 1.1, 'paint'],
    [1.38, 1.23, 'glass', GLASS_GLINT],
    [2.2, 1.79, 'paint'],
    [3.22, 1.79, 'paint', [{ pts: quad(0.18, 0.06, 0.82, 0.42), m: 'glass' }]],
    [3.26, 1.1, 'paint'],
  ],
  glass: [
    [1.5, 1.26],
    [2.24, 1.73],
    [3.12, 1.73],
    [3.12, 1.26],
  ],
  pillars: [2.4],
  doors: [1.45, 2.42, 3.2],
};

/** The tub of a ute: an open tray in the body colour, with the rear arch cut into it. */
function uteTub(spec: CarSpec, toX: (d: number) => number, rearWheelX: number, archR: number): Extrusion[] {
  const topZ = 1.16;
  const bottomZ = 0.55;
  const x0 = toX(spec.length);
  const x1 = toX(3.32);
  const profile: ProfilePoint[] = [
    { x: x1, z: bottomZ, m: 'paint' },
    {
      x: x1,
      z: topZ,
      m: 'paint',
      decals: [
        { pts: quad(0.06, 0.03, 0.94, 0.97), m: 'bed' },
        { pts: quad(0.06, 0.03, 0.94, 0.1), m: 'trim', opacity: 0.6 },
      ],
    },
    { x: x0 + 0.03, z: topZ, m: 'paint', decals: [...TAIL_LIGHTS, { pts: quad(0.3, 0.1, 0.7, 0.25), m: 'trim' }] },
    { x: x0, z: bottomZ + 0.12, m: 'trim' },
    { x: x0 + 0.05, z: bottomZ, m: 'trim' },
    ...archPoints(rearWheelX, spec.wheelR, archR, bottomZ),
  ];
  const arch = archPoints(rearWheelX, spec.wheelR, archR + 0.035, bottomZ, 10).map((p): Point => [p.x, p.z]);
  return [
    {
      kind: 'extrusion',
      profile,
      halfWidth: () => spec.width / 2 - 0.01,
      side: 'paint',
      sheen: true,
      sideDecals: [
        { pts: arch, m: 'trim', line: 0.07 },
        { pts: rect(x0 + 0.02, 0.93, x0 + 0.1, 1.12), m: 'tail' },
      ],
    },
    box({ x0: x0 - 0.07, x1: x0 + 0.04, z0: 0.42, z1: 0.54, halfWidth: spec.width / 2 - 0.1, m: 'chrome' }),
  ];
}

/** The flat aluminium deck of a cab-chassis: a dropside tray, a headboard, and chassis rails underneath. */
function alloyTray(spec: CarSpec, toX: (d: number) => number): { parts: Extrusion[]; under: Extrusion[] } {
  const x0 = toX(spec.length + 0.1);
  const x1 = toX(3.34);
  const hw = spec.width / 2 + 0.03;
  const ribs: SideDecal[] = [0.98, 1.1].map((z) => ({
    pts: [
      [x0 + 0.02, z],
      [x1 - 0.02, z],
    ],
    m: 'trim',
    line: 0.012,
    opacity: 0.35,
  }));
  return {
    parts: [
      box({
        x0,
        x1,
        z0: 0.92,
        z1: 1.22,
        halfWidth: hw,
        m: 'deck',
        top: { decals: [{ pts: quad(0.025, 0.015, 0.975, 0.985), m: 'deck', opacity: 0.9 }] },
        rear: { decals: [...TAIL_LIGHTS.map((d) => ({ ...d, pts: quad(0.03, 0.55, 0.12, 0.95) }))] },
        sideDecals: ribs,
      }),
      box({
        x0: x1 - 0.06,
        x1,
        z0: 1.22,
        z1: 1.92,
        halfWidth: hw,
        m: 'deck',
        front: {
          decals: [0.2, 0.35, 0.5, 0.65, 0.8].map((u) => ({
            pts: quad(u - 0.05, 0.12, u + 0.05, 0.88),
            m: 'trim' as const,
          })),
        },
      }),
    ],
    under: [box({ x0: x0 + 0.2, x1: toX(1.2), z0: 0.5, z1: 0.74, halfWidth: 0.45, m: 'trim' })],
  };
}

const SPECS: Record<Exclude<CarBody, 'ute' | 'cab-chassis'>, CarSpec> = {
  sedan: SEDAN,
  hatch: HATCH,
  suv: SUV,
  wagon: WAGON,
  van: VAN,
  coupe: COUPE,
  convertible: CONVERTIBLE,
  'people-mover': PEOPLE_MOVER,
};

/**
 * The 3D model of a car body.
 *
 * @example carModel('suv').parts.length // body + mirrors
 */
export function carModel(body: CarBody): VehicleModel {
  const spec = body === 'ute' || body === 'cab-chassis' ? DUAL_CAB : SPECS[body];
  const built = buildBody(spec);
  const { toX, frontWheelX, rearWheelX, archR } = built;
  const parts: Extrusion[] = [built.body];
  const underlay: VehicleModel['underlay'] = [...carWheels(spec, frontWheelX, rearWheelX)];
  underlay.push({ kind: 'plane', y: 0, m: 'well', pts: wellOutline(frontWheelX, spec.wheelR, archR, spec.sillZ) });
  if (spec.glass) parts.push(...mirrors(spec, toX, spec.glass));
  if (body === 'ute') {
    parts.push(...uteTub(spec, toX, rearWheelX, archR));
    underlay.push({ kind: 'plane', y: 0, m: 'well', pts: wellOutline(rearWheelX, spec.wheelR, archR, 0.55) });
  } else if (body === 'cab-chassis') {
    const tray = alloyTray(spec, toX);
    parts.push(...tray.parts);
    underlay.push(...tray.under);
  } else {
    underlay.push({ kind: 'plane', y: 0, m: 'well', pts: wellOutline(rearWheelX, spec.wheelR, archR, spec.sillZ) });
  }
  if (body === 'convertible') {
    // Windscreen frame and the two seat backs standing up out of the open cabin.
    const cowl = toX(1.42);
    parts.push({
      kind: 'extrusion',
      profile: [
        { x: cowl, z: 0.86, m: 'glass', decals: GLASS_GLINT },
        { x: cowl - 0.42, z: 1.22, m: 'trim' },
        { x: cowl - 0.47, z: 1.22, m: 'glass' },
        { x: cowl - 0.05, z: 0.86, m: 'trim' },
      ],
      halfWidth: (_x, z) => spec.width / 2 - 0.06 - (z - 0.86) * 0.2,
      side: 'trim',
      opacity: 0.7,
    });
    for (const s of [1, -1]) {
      parts.push(
        box({ x0: toX(2.6), x1: toX(2.42), z0: 0.8, z1: 1.14, halfWidth: 0.22, centerY: s * 0.38, m: 'seat' }),
        box({ x0: toX(2.6), x1: toX(2.48), z0: 1.14, z1: 1.26, halfWidth: 0.12, centerY: s * 0.38, m: 'seat' }),
      );
    }
  }
  return { length: spec.length, width: spec.width, underlay, parts };
}
