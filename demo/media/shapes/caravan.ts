import type { Extrusion, Point, ProfilePoint, SideDecal, VehicleModel, Wheel } from '../scene';
import { box, quad, rect } from './build';

/**
 * A tandem-axle touring caravan: a tall box with a rounded front, white upper walls over a lower band
 * in the chosen colour, windows and an entry door on the kerb (left) side, an A-frame drawbar with a
 * jockey wheel and a front toolbox.
 */

const FRONT = 3.0;
const REAR = -3.4;
const FLOOR = 0.62;
const ROOF = 2.85;
const WIDTH = 2.4;
const WHEEL_R = 0.36;
const AXLES = [-0.6, 0.25];

/** One long arch over both axles. */
function tandemArch(bottomZ: number, grow = 0): Point[] {
  const ra = WHEEL_R + 0.07 + grow;
  const [rearX, frontX] = AXLES as [number, number];
  const beta = Math.asin((WHEEL_R - bottomZ) / ra);
  const pts: Point[] = [];
  for (let i = 0; i <= 4; i++) {
    const phi = Math.PI + beta - ((Math.PI / 2 + beta) * i) / 4;
    pts.push([rearX + ra * Math.cos(phi), WHEEL_R + ra * Math.sin(phi)]);
  }
  for (let i = 0; i <= 4; i++) {
    const phi = Math.PI / 2 - ((Math.PI / 2 + beta) * i) / 4;
    pts.push([frontX + ra * Math.cos(phi), WHEEL_R + ra * Math.sin(phi)]);
  }
  return pts;
}

function body(): Extrusion {
  const profile: ProfilePoint[] = [
    { x: FRONT, z: FLOOR, m: 'deck' },
    {
      x: FRONT + 0.04,
      z: 1.2,
      m: 'white',
      decals: [
        { pts: quad(0.2, 0.3, 0.8, 0.62), m: 'glass' },
        { pts: quad(0.02, 0.06, 0.1, 0.14), m: 'amber', mirror: true },
      ],
    },
    { x: FRONT - 0.14, z: 2.55, m: 'white' },
    { x: FRONT - 0.4, z: ROOF, m: 'white' },
    { x: REAR + 0.25, z: ROOF, m: 'white' },
    {
      x: REAR,
      z: ROOF - 0.25,
      m: 'white',
      decals: [
        { pts: quad(0.25, 0.1, 0.75, 0.35), m: 'glass' },
        { pts: quad(0.03, 0.7, 0.12, 0.8), m: 'tail', mirror: true },
        { pts: quad(0.4, 0.82, 0.6, 0.92), m: 'plate' },
        { pts: quad(0, 0.64, 1, 1), m: 'paint' },
      ],
    },
    { x: REAR, z: FLOOR, m: 'trim' },
    ...tandemArch(FLOOR).map(([x, z], i): ProfilePoint => ({ x, z, m: i < 9 ? 'well' : 'trim' })),
  ];
  const band = (x0: number, x1: number): Point[] => rect(x0, FLOOR + 0.02, x1, 1.3);
  const windows = (side: 'left' | 'right', spans: [number, number][]): SideDecal[] =>
    spans.flatMap(([a, b]): SideDecal[] => [
      { pts: rect(a - 0.04, 1.46, b + 0.04, 2.24), m: 'trim', side },
      { pts: rect(a, 1.5, b, 2.2), m: 'glass', side },
    ]);
  const sideDecals: SideDecal[] = [
    { pts: band(REAR + 0.02, FRONT - 0.02), m: 'paint' },
    { pts: rect(REAR + 0.02, 2.42, FRONT - 0.3, 2.5), m: 'paint' },
    { pts: rect(REAR + 0.02, 1.34, FRONT - 0.05, 1.38), m: 'paint' },
    ...windows('left', [
      [-2.9, -2.0],
      [1.0, 2.3],
    ]),
    ...windows('right', [
      [-2.9, -2.0],
      [-1.1, 0.6],
      [1.0, 2.3],
    ]),
    { pts: rect(-1.55, 0.72, -0.85, 2.35), m: 'white', side: 'left' },
    { pts: [...rect(-1.55, 0.72, -0.85, 2.35), [-1.55, 0.72]], m: 'trim', side: 'left', line: 0.02 },
    { pts: rect(-1.45, 1.6, -0.95, 2.15), m: 'glass', side: 'left' },
    { pts: rect(-1.0, 1.25, -0.94, 1.4), m: 'chrome', side: 'left' },
  ];
  return { kind: 'extrusion', profile, halfWidth: () => WIDTH / 2, side: 'white', sideDecals, sheen: true };
}

/**
 * The caravan model.
 *
 * @example caravanModel().length // 6.4
 */
export function caravanModel(): VehicleModel {
  const wheels: Wheel[] = [];
  for (const x of AXLES)
    for (const s of [1, -1])
      wheels.push({ kind: 'wheel', x, y: s * (WIDTH / 2 - 0.16), r: WHEEL_R, width: 0.24, rim: 'alloy' });
  const drawbar: Extrusion = {
    kind: 'extrusion',
    profile: [
      { x: FRONT + 1.45, z: 0.48, m: 'trim' },
      { x: FRONT + 1.45, z: 0.58, m: 'trim' },
      { x: FRONT - 0.2, z: 0.58, m: 'trim', decals: [{ pts: quad(0.2, 0.02, 0.8, 0.7), m: 'well', opacity: 0.9 }] },
      { x: FRONT - 0.2, z: 0.48, m: 'trim' },
    ],
    halfWidth: (x) => 0.05 + 0.8 * Math.max(0, Math.min(1, (FRONT + 1.45 - x) / 1.6)),
    side: 'trim',
  };
  const well: Point[] = tandemArch(FLOOR);
  return {
    length: 6.4,
    width: WIDTH,
    shadowX: (FRONT + REAR) / 2 + 0.3,
    underlay: [
      ...wheels,
      { kind: 'plane', y: 0, m: 'well', pts: well },
      box({ x0: -2.2, x1: 2.6, z0: 0.42, z1: 0.62, halfWidth: 0.7, m: 'trim' }),
    ],
    parts: [
      body(),
      drawbar,
      box({ x0: FRONT + 0.02, x1: FRONT + 0.55, z0: 0.58, z1: 1.02, halfWidth: 0.75, m: 'deck' }),
      box({ x0: FRONT + 1.4, x1: FRONT + 1.62, z0: 0.44, z1: 0.62, halfWidth: 0.08, m: 'chrome' }),
      box({ x0: FRONT + 0.95, x1: FRONT + 1.02, z0: 0.12, z1: 0.72, halfWidth: 0.04, m: 'chrome' }),
      { kind: 'wheel', x: FRONT + 0.985, y: 0, r: 0.09, width: 0.06, rim: 'steel' },
      box({ x0: -0.5, x1: 0.4, z0: ROOF, z1: ROOF + 0.22, halfWidth: 0.38, m: 'white' }),
    ],
  };
}
