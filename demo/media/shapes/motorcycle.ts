import type { Extrusion, Point, ProfilePoint, SkinDecal, VehicleModel, Wheel } from '../scene';
import { box, quad } from './build';

/**
 * A road motorcycle: two cast wheels, a painted tank, tail and headlight cowl, a black seat, an
 * engine with a chrome exhaust on the right. Parts are thin, so the background shows between them.
 */

const FRONT_AXLE = 0.72;
const REAR_AXLE = -0.73;
const WHEEL_R = 0.31;

const thin = (
  pts: Point[],
  halfWidth: number,
  m: Extrusion['side'],
  centerY = 0,
  decals?: Record<number, SkinDecal[]>,
): Extrusion => ({
  kind: 'extrusion',
  profile: pts.map(([x, z], i): ProfilePoint => ({ x, z, m, decals: decals?.[i] })),
  halfWidth: () => halfWidth,
  centerY,
  side: m,
});

function fender(): Extrusion {
  const pts: Point[] = [];
  for (let i = 0; i <= 6; i++) {
    const a = (25 + (i * 130) / 6) * (Math.PI / 180);
    pts.push([FRONT_AXLE + 0.37 * Math.cos(a), WHEEL_R + 0.37 * Math.sin(a)]);
  }
  for (let i = 6; i >= 0; i--) {
    const a = (25 + (i * 130) / 6) * (Math.PI / 180);
    pts.push([FRONT_AXLE + 0.34 * Math.cos(a), WHEEL_R + 0.34 * Math.sin(a)]);
  }
  return thin(pts, 0.07, 'paint');
}

/**
 * The motorcycle model.
 *
 * @example motorcycleModel().parts.length
 */
export function motorcycleModel(): VehicleModel {
  const wheels: Wheel[] = [
    { kind: 'wheel', x: REAR_AXLE, y: 0, r: WHEEL_R, width: 0.18, rim: 'cast' },
    { kind: 'wheel', x: FRONT_AXLE, y: 0, r: WHEEL_R, width: 0.12, rim: 'cast' },
  ];
  const tank: Extrusion = {
    kind: 'extrusion',
    profile: [
      { x: 0.46, z: 0.86, m: 'paint' },
      { x: 0.44, z: 1.05, m: 'paint' },
      { x: 0.22, z: 1.12, m: 'paint' },
      { x: -0.08, z: 1.05, m: 'paint' },
      { x: -0.12, z: 0.9, m: 'paint' },
      { x: 0.1, z: 0.82, m: 'paint' },
    ],
    halfWidth: (_x, z) => 0.17 - Math.max(0, z - 0.9) * 0.45,
    side: 'paint',
    sheen: true,
    sideDecals: [
      {
        pts: [
          [0.38, 0.93],
          [0.36, 0.99],
          [0.0, 0.97],
          [-0.02, 0.93],
        ],
        m: 'white',
        opacity: 0.85,
      },
    ],
  };
  const seat = thin(
    [
      [-0.08, 0.95],
      [-0.13, 1.02],
      [-0.45, 0.99],
      [-0.64, 1.03],
      [-0.68, 0.97],
      [-0.3, 0.9],
    ],
    0.14,
    'seat',
  );
  const tail = thin(
    [
      [-0.55, 0.9],
      [-0.66, 1.0],
      [-0.92, 1.06],
      [-0.94, 0.99],
      [-0.72, 0.84],
    ],
    0.1,
    'paint',
    0,
    { 2: [{ pts: quad(0.2, 0.15, 0.8, 0.85), m: 'tail' }] },
  );
  const sidePanel = thin(
    [
      [-0.12, 0.9],
      [-0.56, 0.9],
      [-0.42, 0.7],
      [-0.14, 0.68],
    ],
    0.12,
    'paint',
  );
  const cowl = thin(
    [
      [0.68, 0.86],
      [0.64, 1.12],
      [0.5, 1.16],
      [0.47, 0.9],
    ],
    0.13,
    'paint',
    0,
    {
      0: [
        { pts: quad(0.22, 0.18, 0.78, 0.72), m: 'lamp' },
        { pts: quad(0.3, 0.5, 0.5, 0.64), m: 'white', detail: true, opacity: 0.9 },
      ],
      1: [{ pts: quad(0.15, 0.1, 0.85, 0.9), m: 'glass' }],
    },
  );
  const engine = thin(
    [
      [0.34, 0.3],
      [0.4, 0.6],
      [0.26, 0.82],
      [-0.12, 0.82],
      [-0.24, 0.56],
      [-0.06, 0.27],
    ],
    0.17,
    'trim',
  );
  engine.sideDecals = [
    {
      pts: [
        [0.28, 0.62],
        [0.08, 0.78],
      ],
      m: 'chrome',
      line: 0.02,
    },
    {
      pts: [
        [0.3, 0.56],
        [0.06, 0.72],
      ],
      m: 'chrome',
      line: 0.02,
    },
    {
      pts: [
        [0.32, 0.5],
        [0.04, 0.66],
      ],
      m: 'chrome',
      line: 0.02,
    },
    {
      pts: [
        [0.02, 0.36],
        [0.14, 0.38],
        [0.16, 0.5],
        [0.04, 0.54],
        [-0.06, 0.46],
      ],
      m: 'chrome',
    },
  ];
  const frame = thin(
    [
      [0.5, 1.0],
      [0.52, 0.9],
      [0.02, 0.76],
      [-0.05, 0.86],
    ],
    0.12,
    'trim',
  );
  const parts: (Extrusion | Wheel)[] = [...wheels, tank, seat, tail, sidePanel, cowl, engine, frame, fender()];
  for (const s of [1, -1]) {
    parts.push(
      thin(
        [
          [FRONT_AXLE + 0.02, WHEEL_R - 0.02],
          [0.53, 0.98],
          [0.48, 0.98],
          [FRONT_AXLE - 0.03, WHEEL_R - 0.02],
        ],
        0.025,
        'chrome',
        s * 0.09,
      ),
      thin(
        [
          [-0.16, 0.5],
          [REAR_AXLE, WHEEL_R + 0.03],
          [REAR_AXLE, WHEEL_R - 0.03],
          [-0.14, 0.42],
        ],
        0.02,
        'trim',
        s * 0.12,
      ),
      box({ x0: 0.43, x1: 0.47, z0: 1.1, z1: 1.14, halfWidth: 0.19, centerY: s * 0.19, m: 'trim' }),
      box({ x0: 0.41, x1: 0.44, z0: 1.16, z1: 1.22, halfWidth: 0.06, centerY: s * 0.33, m: 'trim' }),
    );
  }
  parts.push(
    thin(
      [
        [0.22, 0.3],
        [-0.3, 0.32],
        [-0.46, 0.42],
        [-0.46, 0.36],
        [-0.3, 0.26],
        [0.22, 0.25],
      ],
      0.035,
      'chrome',
      -0.16,
    ),
    thin(
      [
        [-0.42, 0.4],
        [-0.86, 0.6],
        [-0.9, 0.53],
        [-0.46, 0.32],
      ],
      0.06,
      'chrome',
      -0.17,
    ),
  );
  return { length: 2.1, width: 0.7, underlay: [], parts };
}
