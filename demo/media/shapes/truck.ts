import type { Extrusion, ProfilePoint, SideDecal, VehicleModel, Wheel } from '../scene';
import { archPoints, bodyHalfWidth, box, GLASS_GLINT, quad, rect, wellOutline } from './build';

/**
 * A light cab-over truck: a painted cab, chassis rails, dual rear wheels, and either a pantech box
 * (white, with a stripe in the cab colour) or a dropside alloy tray.
 */

const LENGTH = 6.9;
const CAB_WIDTH = 2.0;
const BODY_WIDTH = 2.2;
const WHEEL_R = 0.42;
const toX = (d: number) => LENGTH / 2 - d;
const FRONT_AXLE = toX(0.95);
const REAR_AXLE = toX(4.45);

function cab(): Extrusion {
  const sillZ = 0.62;
  const archR = WHEEL_R + 0.07;
  const profile: ProfilePoint[] = [
    { x: toX(0), z: 0.45, m: 'trim', decals: [{ pts: quad(0.04, 0.25, 0.14, 0.75), m: 'amber', mirror: true }] },
    {
      x: toX(0),
      z: 0.8,
      m: 'paint',
      decals: [
        { pts: quad(0.03, 0.08, 0.22, 0.42), m: 'lamp', mirror: true },
        { pts: quad(0.27, 0.12, 0.73, 0.62), m: 'trim' },
        { pts: quad(0.44, 0.3, 0.56, 0.42), m: 'chrome' },
      ],
    },
    { x: toX(0.06), z: 1.42, m: 'glass', decals: GLASS_GLINT },
    { x: toX(0.2), z: 2.16, m: 'paint' },
    { x: toX(0.36), z: 2.27, m: 'paint' },
    { x: toX(1.72), z: 2.27, m: 'paint' },
    { x: toX(1.78), z: 2.2, m: 'paint' },
    { x: toX(1.78), z: sillZ, m: 'trim' },
    ...archPoints(FRONT_AXLE, WHEEL_R, archR, sillZ),
    { x: toX(0.02), z: sillZ, m: 'trim' },
  ];
  const sideDecals: SideDecal[] = [
    {
      pts: [
        [toX(0.32), 1.45],
        [toX(0.36), 2.08],
        [toX(1.3), 2.08],
        [toX(1.3), 1.45],
      ],
      m: 'glass',
    },
    {
      pts: [
        [toX(0.26), 0.68],
        [toX(0.26), 2.12],
      ],
      m: 'trim',
      line: 0.015,
      opacity: 0.6,
    },
    {
      pts: [
        [toX(1.42), 0.68],
        [toX(1.42), 2.12],
      ],
      m: 'trim',
      line: 0.015,
      opacity: 0.6,
    },
    { pts: rect(toX(1.3), 1.3, toX(1.16), 1.35), m: 'trim' },
    { pts: rect(toX(0.1), 0.95, toX(0.02), 1.05), m: 'amber' },
  ];
  return {
    kind: 'extrusion',
    profile,
    halfWidth: bodyHalfWidth({
      width: CAB_WIDTH,
      length: 3.6,
      beltZ: 1.8,
      roofZ: 2.27,
      tumble: 0.95,
      endRound: 0.04,
      centreX: toX(0.9),
    }),
    side: 'paint',
    sheen: true,
    sideDecals,
  };
}

function pantech(): Extrusion[] {
  const x0 = toX(LENGTH);
  const x1 = toX(1.92);
  const panelLines: SideDecal[] = [1, 2, 3, 4].map((i) => {
    const x = x0 + ((x1 - x0) * i) / 5;
    return {
      pts: [
        [x, 1.12],
        [x, 3.22],
      ],
      m: 'trim',
      line: 0.012,
      opacity: 0.18,
    };
  });
  return [
    box({
      x0,
      x1,
      z0: 1.05,
      z1: 3.3,
      halfWidth: BODY_WIDTH / 2,
      m: 'white',
      sideDecals: [
        ...panelLines,
        { pts: rect(x0 + 0.05, 1.16, x1 - 0.05, 1.42), m: 'paint' },
        { pts: rect(x0 + 0.05, 1.46, x1 - 0.05, 1.52), m: 'paint' },
      ],
      rear: {
        decals: [
          { pts: quad(0.05, 0.04, 0.95, 0.96), m: 'chrome', opacity: 0.55 },
          ...[0.2, 0.35, 0.5, 0.65, 0.8].map((v) => ({
            pts: quad(0.06, v, 0.94, v + 0.012),
            m: 'trim' as const,
            opacity: 0.35,
          })),
        ],
      },
    }),
    box({
      x0: x0 - 0.05,
      x1: x0 + 0.2,
      z0: 0.6,
      z1: 0.82,
      halfWidth: CAB_WIDTH / 2,
      m: 'trim',
      rear: { decals: [{ pts: quad(0.02, 0.15, 0.16, 0.85), m: 'tail', mirror: true }] },
    }),
  ];
}

function tray(): Extrusion[] {
  const x0 = toX(LENGTH);
  const x1 = toX(1.95);
  return [
    box({
      x0,
      x1,
      z0: 1.05,
      z1: 1.5,
      halfWidth: BODY_WIDTH / 2,
      m: 'deck',
      top: { decals: [{ pts: quad(0.02, 0.01, 0.98, 0.99), m: 'deck', opacity: 0.85 }] },
      rear: { decals: [{ pts: quad(0.02, 0.55, 0.12, 0.9), m: 'tail', mirror: true }] },
      sideDecals: [
        {
          pts: [
            [x0, 1.27],
            [x1, 1.27],
          ],
          m: 'trim',
          line: 0.015,
          opacity: 0.35,
        },
      ],
    }),
    box({
      x0: x1 - 0.08,
      x1,
      z0: 1.5,
      z1: 2.4,
      halfWidth: BODY_WIDTH / 2,
      m: 'deck',
      front: {
        decals: [0.15, 0.3, 0.45, 0.6, 0.75].map((u) => ({ pts: quad(u, 0.1, u + 0.1, 0.9), m: 'trim' as const })),
      },
    }),
  ];
}

/**
 * A light truck, with a pantech box or a flat tray.
 *
 * @example truckModel('pantech').length // 6.9
 */
export function truckModel(body: 'pantech' | 'tray'): VehicleModel {
  const wheels: Wheel[] = [];
  for (const s of [1, -1]) {
    wheels.push({ kind: 'wheel', x: FRONT_AXLE, y: s * (CAB_WIDTH / 2 - 0.16), r: WHEEL_R, width: 0.24, rim: 'steel' });
    wheels.push({ kind: 'wheel', x: REAR_AXLE, y: s * (CAB_WIDTH / 2 - 0.27), r: WHEEL_R, width: 0.48, rim: 'steel' });
  }
  const rails = box({ x0: toX(LENGTH - 0.15), x1: toX(0.5), z0: 0.62, z1: 0.9, halfWidth: 0.44, m: 'trim' });
  const mirrors: Extrusion[] = [1, -1].map((s) =>
    box({
      x0: toX(0.3),
      x1: toX(0.2),
      z0: 1.5,
      z1: 1.95,
      halfWidth: 0.06,
      centerY: s * (CAB_WIDTH / 2 + 0.12),
      m: 'trim',
    }),
  );
  return {
    length: LENGTH,
    width: BODY_WIDTH,
    underlay: [
      ...wheels,
      rails,
      { kind: 'plane', y: 0, m: 'well', pts: wellOutline(FRONT_AXLE, WHEEL_R, WHEEL_R + 0.07, 0.62) },
    ],
    parts: [cab(), ...mirrors, ...(body === 'pantech' ? pantech() : tray())],
  };
}
