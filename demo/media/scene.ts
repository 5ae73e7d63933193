import type { Paint } from './palette';
import { mixHex, num, pathOf, shadeHex } from './svg';

/**
 * A tiny 2.5D renderer: a vehicle is a few side profiles extruded across its width, plus wheels,
 * seen by a camera orbiting it (yaw) from slightly above (pitch), with perspective. Faces turned away
 * are culled, the rest painted back to front and lit by a studio light fixed to the camera, so a
 * turntable spin lights the car the way a photo studio would.
 *
 * Vehicle axes: x forward (the nose at +x), y to the vehicle's left, z up; metres; ground at z = 0.
 */

export type Vec3 = readonly [number, number, number];
export type Point = readonly [number, number];

/** Surface kinds; `paint` takes the vehicle's colour, the others fixed studio colours. */
export type Material =
  | 'paint'
  | 'glass'
  | 'trim'
  | 'tyre'
  | 'chrome'
  | 'lamp'
  | 'tail'
  | 'amber'
  | 'well'
  | 'seat'
  | 'white'
  | 'plate'
  | 'deck'
  | 'bed';

const MATERIAL_BASE: Record<Exclude<Material, 'paint'>, string> = {
  glass: '#26323c',
  trim: '#2b2d31',
  tyre: '#1c1d20',
  chrome: '#c6ccd2',
  lamp: '#e4ebef',
  tail: '#c0141c',
  amber: '#f29a1f',
  well: '#141517',
  seat: '#2e3034',
  white: '#f2f2ef',
  plate: '#f5f5ef',
  deck: '#aab0b6',
  bed: '#3a3c40',
};

/** A shape painted on a skin quad, in (u across the width 0…1 from the right side, v along the segment 0…1). */
export interface SkinDecal {
  pts: Point[];
  m: Material;
  /** Also paint the mirror image (u → 1 − u): headlights, tail lights. */
  mirror?: boolean;
  /** Only at full quality (reflections, fine detail). */
  detail?: boolean;
  opacity?: number;
}

/** A shape painted on the side faces, in profile coordinates (x, z). */
export interface SideDecal {
  pts: Point[];
  m: Material;
  /** Which side(s) carry it; default both. A caravan's door is on the kerb (left) side. */
  side?: 'left' | 'right' | 'both';
  /** Stroke width in metres: drawn as an open line instead of a filled shape. */
  line?: number;
  detail?: boolean;
  opacity?: number;
}

/** One corner of a profile; `m` and `decals` describe the segment from this corner to the next. */
export interface ProfilePoint {
  x: number;
  z: number;
  m?: Material;
  decals?: SkinDecal[];
}

/** A side profile (x, z) extruded across the width; `halfWidth` may narrow the top (tumblehome) or the ends. */
export interface Extrusion {
  kind: 'extrusion';
  profile: ProfilePoint[];
  halfWidth: (x: number, z: number) => number;
  centerY?: number;
  side: Material;
  sideDecals?: SideDecal[];
  /** Side faces get a soft vertical sheen at full quality (painted body panels). */
  sheen?: boolean;
  /** See-through parts (a convertible's windscreen). */
  opacity?: number;
}

export interface Wheel {
  kind: 'wheel';
  x: number;
  /** Centre of the tyre's width. */
  y: number;
  r: number;
  width: number;
  /** Rim design: alloy (cars), steel (trucks, caravans), cast (motorcycles). */
  rim: 'alloy' | 'steel' | 'cast';
}

/** A flat two-sided shape at a fixed y, e.g. the dark wheel wells seen through the arches. */
export interface Plane {
  kind: 'plane';
  pts: Point[];
  y: number;
  m: Material;
}

export interface VehicleModel {
  /** Footprint for the ground shadow. */
  length: number;
  width: number;
  shadowX?: number;
  /** Drawn first, in depth order: things inside or under the body (wheels, wells, chassis rails). */
  underlay: (Wheel | Plane | Extrusion)[];
  /** The body, part by part in depth order. */
  parts: (Extrusion | Wheel)[];
}

export interface CameraAngle {
  yaw: number;
  pitch: number;
}

// ---------------------------------------------------------------- camera

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const add = (...vs: Vec3[]): Vec3 => vs.reduce<Vec3>((s, v) => [s[0] + v[0], s[1] + v[1], s[2] + v[2]], [0, 0, 0]);
const norm = (a: Vec3): Vec3 => scale(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));

/** Projects vehicle space onto the image plane (metres at the target's distance, y down). */
export interface Projector {
  project(p: Vec3): Point;
  depth(p: Vec3): number;
  /** True when a face through `p` with normal `n` faces the camera. */
  faces(p: Vec3, n: Vec3): boolean;
  /** 0…1 light on a face with normal `n` (wrapped Lambert, studio light above, camera right). */
  light(n: Vec3): number;
}

/**
 * A camera orbiting `target` at `distance`: yaw 0 looks at the nose, 90 at the left side.
 *
 * @example makeProjector({ yaw: 35, pitch: 12 }, [0, 0, 0.7], 16).project([2.4, 0, 0.5])
 */
export function makeProjector(angle: CameraAngle, target: Vec3, distance: number): Projector {
  const yaw = (angle.yaw * Math.PI) / 180;
  const pitch = (angle.pitch * Math.PI) / 180;
  const toCamera: Vec3 = [Math.cos(pitch) * Math.cos(yaw), Math.cos(pitch) * Math.sin(yaw), Math.sin(pitch)];
  const forward = scale(toCamera, -1);
  const right = norm(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const eye = add(target, scale(toCamera, distance));
  const lightDir = norm(add(scale(right, 0.3), scale(up, 0.85), scale(toCamera, 0.55)));
  return {
    project(p) {
      const rel = sub(p, eye);
      const z = dot(rel, forward);
      const k = distance / z;
      return [dot(rel, right) * k, -dot(rel, up) * k];
    },
    depth: (p) => dot(sub(p, eye), forward),
    faces: (p, n) => dot(sub(eye, p), n) > 1e-6,
    light(n) {
      const wrapped = (dot(norm(n), lightDir) + 1) / 2;
      return wrapped * wrapped;
    },
  };
}

// ---------------------------------------------------------------- colour

/**
 * The colour of a surface under light `t` (0 dark … 1 bright): paint runs shade → body → highlight
 * through the vehicle's palette, so a lit side panel is close to the exact paint colour.
 */
export function litColour(m: Material, t: number, paint: Paint): string {
  if (m === 'paint') {
    if (t < 0.45) return mixHex(paint.shade, paint.body, 0.35 + (0.65 * t) / 0.45);
    return mixHex(paint.body, paint.highlight, ((t - 0.45) / 0.55) * 0.7);
  }
  const base = MATERIAL_BASE[m];
  if (m === 'lamp' || m === 'tail' || m === 'amber' || m === 'plate') return shadeHex(base, 0.85 + 0.25 * t);
  if (m === 'glass') return mixHex('#11171c', '#4f5d69', t * t);
  return shadeHex(base, 0.55 + 0.65 * t);
}

// ---------------------------------------------------------------- primitives

type Matrix = readonly [number, number, number, number, number, number];

type Shape =
  | {
      kind: 'poly';
      pts: Point[];
      fill: string;
      opacity?: number;
      close?: boolean;
      stroke?: string;
      strokeWidth?: number;
      /** A hairline edge in this colour around a filled face (keeps white paint off a white backdrop). */
      edge?: string;
    }
  | { kind: 'use'; href: string; matrix: Matrix; fill?: string };

interface Drawable {
  depth: number;
  shapes: Shape[];
}

/** Collects gradient definitions with short unique ids. */
export class Defs {
  private readonly items: string[] = [];
  private readonly named = new Map<string, string>();
  /** Adds a definition once under a fixed id (e.g. a wheel). */
  once(id: string, body: (id: string) => string): string {
    if (!this.named.has(id)) {
      this.named.set(id, id);
      this.items.push(body(id));
    }
    return id;
  }
  /** Adds a vertical linear gradient; returns its id. */
  vertical(stops: [number, string, number?][]): string {
    const id = `g${this.items.length}`;
    const s = stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${num(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('');
    this.items.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`);
    return id;
  }
  toString(): string {
    return this.items.join('');
  }
}

/** How projected metres map to pixels. */
export interface Fit {
  k: number;
  ox: number;
  oy: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const emptyBounds = (): Bounds => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
function grow(b: Bounds, p: Point): void {
  b.minX = Math.min(b.minX, p[0]);
  b.maxX = Math.max(b.maxX, p[0]);
  b.minY = Math.min(b.minY, p[1]);
  b.maxY = Math.max(b.maxY, p[1]);
}

/**
 * The fit that puts `bounds` inside a `width` × `height` frame with margins, sitting a little low
 * (a vehicle on a studio floor).
 */
export function fitBounds(bounds: Bounds, width: number, height: number, fill = 0.86): Fit {
  const bw = bounds.maxX - bounds.minX || 1;
  const bh = bounds.maxY - bounds.minY || 1;
  const k = Math.min((width * fill) / bw, (height * (fill - 0.06)) / bh);
  return {
    k,
    ox: width / 2 - ((bounds.minX + bounds.maxX) / 2) * k,
    oy: height * 0.53 - ((bounds.minY + bounds.maxY) / 2) * k,
  };
}

// ---------------------------------------------------------------- model geometry

function signedArea(pts: readonly { x: number; z: number }[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i] as { x: number; z: number };
    const q = pts[(i + 1) % pts.length] as { x: number; z: number };
    a += p.x * q.z - q.x * p.z;
  }
  return a / 2;
}

const sideY = (e: Extrusion, x: number, z: number, side: 1 | -1, lift = 0) =>
  (e.centerY ?? 0) + side * (e.halfWidth(x, z) + lift);

function wheelFaceMatrix(pr: Projector, w: Wheel, y: number, r: number): Matrix {
  const c = pr.project([w.x, y, w.r]);
  const ax0 = pr.project([w.x - r, y, w.r]);
  const ax1 = pr.project([w.x + r, y, w.r]);
  const bz0 = pr.project([w.x, y, w.r - r]);
  const bz1 = pr.project([w.x, y, w.r + r]);
  return [(ax1[0] - ax0[0]) / 2, (ax1[1] - ax0[1]) / 2, (bz1[0] - bz0[0]) / 2, (bz1[1] - bz0[1]) / 2, c[0], c[1]];
}

/** Every point that bounds the model (for fitting a frame). */
export function modelOutline(model: VehicleModel, pr: Projector): Bounds {
  const b = emptyBounds();
  const all = [...model.underlay, ...model.parts];
  for (const part of all) {
    if (part.kind === 'extrusion') {
      for (const p of part.profile)
        for (const s of [1, -1] as const) grow(b, pr.project([p.x, sideY(part, p.x, p.z, s), p.z]));
    } else if (part.kind === 'wheel') {
      for (const dy of [-part.width / 2, part.width / 2]) {
        for (let i = 0; i < 8; i++) {
          const t = (i * Math.PI) / 4;
          grow(b, pr.project([part.x + part.r * Math.cos(t), part.y + dy, part.r + part.r * Math.sin(t)]));
        }
      }
    }
  }
  const cx = model.shadowX ?? 0;
  for (let i = 0; i < 8; i++) {
    const t = (i * Math.PI) / 4;
    grow(b, pr.project([cx + (model.length / 2) * Math.cos(t), (model.width / 2) * 1.25 * Math.sin(t), 0]));
  }
  return b;
}

// ---------------------------------------------------------------- drawing parts

interface RenderContext {
  pr: Projector;
  paint: Paint;
  detail: boolean;
  defs: Defs;
}

function wheelDefs(ctx: RenderContext, rim: Wheel['rim']): { outer: string; inner: string } {
  const { defs, detail } = ctx;
  const rimFill = detail
    ? `url(#${defs.once('rg', (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f3"/><stop offset="1" stop-color="#8c939a"/></linearGradient>`)})`
    : '#c3c8cd';
  const inner = defs.once(
    'wi',
    (id) => `<g id="${id}"><circle r="1" fill="#17181a"/><circle r=".6" fill="#303338"/></g>`,
  );
  const wedge = (a0: number, a1: number, r0: number, r1: number) => {
    const r2 = (n: number) => String(Math.round(n * 100) / 100);
    const p = (r: number, a: number) => `${r2(r * Math.cos(a))} ${r2(r * Math.sin(a))}`;
    return `M${p(r0, a0)}L${p(r1, a0)}A${r1} ${r1} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${r0} ${r0} 0 0 0 ${p(r0, a0)}Z`;
  };
  const holes = (n: number, gap: number, r0: number, r1: number) => {
    let d = '';
    for (let i = 0; i < n; i++) {
      const a0 = (i * 2 * Math.PI) / n + gap / 2 - Math.PI / 2;
      d += wedge(a0, a0 + (2 * Math.PI) / n - gap, r0, r1);
    }
    return d;
  };
  if (rim === 'alloy') {
    const outer = defs.once(
      'wa',
      (id) =>
        `<g id="${id}"><circle r="1" fill="#1b1c1f"/><circle r=".86" fill="none" stroke="#2e3034" stroke-width=".06"/>` +
        `<circle r=".66" fill="${rimFill}"/><path d="${holes(5, 0.42, 0.2, 0.58)}" fill="#25272b"/>` +
        `<circle r=".16" fill="#8e949b"/><circle r=".06" fill="#4a4e54"/></g>`,
    );
    return { outer, inner };
  }
  if (rim === 'steel') {
    const outer = defs.once(
      'ws',
      (id) =>
        `<g id="${id}"><circle r="1" fill="#1b1c1f"/><circle r=".62" fill="${rimFill}"/>` +
        `<circle r=".48" fill="none" stroke="#7d838a" stroke-width=".05"/><path d="${holes(6, 1.6, 0.32, 0.42)}" fill="#2a2c30"/>` +
        `<circle r=".2" fill="#9aa0a6"/></g>`,
    );
    return { outer, inner };
  }
  const outer = defs.once(
    'wc',
    (id) =>
      `<g id="${id}"><circle r="1" fill="#1b1c1f"/><circle r=".8" fill="${rimFill}"/><circle r=".72" fill="#202226"/>` +
      `<path d="${holes(3, 1.85, 0.14, 0.72)}" fill="${detail ? '#9ca3aa' : '#b8bec4'}"/>` +
      `<circle r=".45" fill="none" stroke="#a9afb5" stroke-width=".07"/><circle r=".15" fill="#8e949b"/></g>`,
  );
  return { outer, inner };
}

function drawWheel(ctx: RenderContext, w: Wheel): Drawable {
  const { pr } = ctx;
  const ids = wheelDefs(ctx, w.rim);
  const faceY = [w.y - w.width / 2, w.y + w.width / 2] as const;
  // The face away from the vehicle's centre line shows the rim; a motorcycle wheel shows it on both faces.
  const outerSign = Math.abs(w.y) < 1e-6 ? 0 : Math.sign(w.y);
  const faces = faceY.map((y) => {
    const normal: Vec3 = [0, Math.sign(y - w.y), 0];
    const showsRim = outerSign === 0 || Math.sign(y - w.y) === outerSign;
    return { y, depth: pr.depth([w.x, y, w.r]), visible: pr.faces([w.x, y, w.r], normal), showsRim };
  });
  faces.sort((a, b) => b.depth - a.depth);
  const [far, near] = faces as [(typeof faces)[number], (typeof faces)[number]];
  const mFar = wheelFaceMatrix(pr, w, far.y, w.r);
  const mNear = wheelFaceMatrix(pr, w, near.y, w.r);
  // The tread: the hull between the two face ellipses (tangent points of the conjugate diameters).
  const u: Point = [mNear[0], mNear[1]];
  const v: Point = [mNear[2], mNear[3]];
  const d: Point = [mFar[4] - mNear[4], mFar[5] - mNear[5]];
  const crossUD = u[0] * d[1] - u[1] * d[0];
  const crossVD = v[0] * d[1] - v[1] * d[0];
  const t = Math.atan2(crossVD, crossUD);
  const e = (m: Matrix, a: number): Point => [
    m[4] + m[0] * Math.cos(a) + m[2] * Math.sin(a),
    m[5] + m[1] * Math.cos(a) + m[3] * Math.sin(a),
  ];
  const shapes: Shape[] = [
    { kind: 'use', href: ids.inner, matrix: mFar },
    { kind: 'poly', pts: [e(mNear, t), e(mNear, t + Math.PI), e(mFar, t + Math.PI), e(mFar, t)], fill: '#222326' },
    { kind: 'use', href: near.visible && near.showsRim ? ids.outer : ids.inner, matrix: mNear },
  ];
  return { depth: pr.depth([w.x, w.y, w.r]), shapes };
}

function drawPlane(ctx: RenderContext, p: Plane): Drawable | null {
  const { pr } = ctx;
  const c = p.pts.reduce<Vec3>((s, q) => [s[0] + q[0] / p.pts.length, p.y, s[2] + q[1] / p.pts.length], [0, p.y, 0]);
  const facing = Math.abs(pr.depth([c[0], c[1] + 1, c[2]]) - pr.depth(c));
  if (facing < 0.12) return null;
  return {
    depth: pr.depth(c),
    shapes: [
      { kind: 'poly', pts: p.pts.map(([x, z]) => pr.project([x, p.y, z])), fill: litColour(p.m, 0.3, ctx.paint) },
    ],
  };
}

interface FaceDraw {
  depth: number;
  shapes: Shape[];
  underlay: boolean;
}

function extrusionFaces(ctx: RenderContext, e: Extrusion): FaceDraw[] {
  const { pr, paint, detail } = ctx;
  const out: FaceDraw[] = [];
  const pts = e.profile;
  const ccw = signedArea(pts) > 0;
  const cy = e.centerY ?? 0;

  // Sides.
  for (const s of [1, -1] as const) {
    const normal: Vec3 = [0, s, 0];
    const verts = pts.map((p): Vec3 => [p.x, sideY(e, p.x, p.z, s), p.z]);
    const centroid = verts.reduce<Vec3>((acc, v) => add(acc, scale(v, 1 / verts.length)), [0, 0, 0]);
    if (!pr.faces([centroid[0], cy + s * 0.01, centroid[2]], normal)) continue;
    const t = pr.light(normal);
    const colour = litColour(e.side, t, paint);
    let fill = colour;
    if (detail && e.sheen) {
      const id = ctx.defs.vertical([
        [0, shadeHex(colour, 1.06)],
        [0.4, shadeHex(colour, 1.16)],
        [0.5, colour],
        [1, shadeHex(colour, 0.74)],
      ]);
      fill = `url(#${id})`;
    }
    const edge = e.side === 'paint' ? shadeHex(colour, 0.8) : undefined;
    const shapes: Shape[] = [{ kind: 'poly', pts: verts.map((v) => pr.project(v)), fill, edge, opacity: e.opacity }];
    for (const d of e.sideDecals ?? []) {
      if ((d.side === 'left' && s < 0) || (d.side === 'right' && s > 0) || (d.detail && !detail)) continue;
      const dp = d.pts.map(([x, z]) => pr.project([x, sideY(e, x, z, s, 0.004), z]));
      if (d.line !== undefined) {
        shapes.push({
          kind: 'poly',
          pts: dp,
          fill: 'none',
          close: false,
          stroke: litColour(d.m, t, paint),
          strokeWidth: d.line,
          opacity: d.opacity,
        });
      } else {
        shapes.push({ kind: 'poly', pts: dp, fill: litColour(d.m, t, paint), opacity: d.opacity });
      }
    }
    out.push({ depth: pr.depth(centroid), shapes, underlay: false });
  }

  // Skin quads between consecutive profile corners.
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as ProfilePoint;
    const b = pts[(i + 1) % pts.length] as ProfilePoint;
    const dx = b.x - a.x;
    const dz = b.z - a.z;
    const normal: Vec3 = ccw ? [dz, 0, -dx] : [-dz, 0, dx];
    const aL: Vec3 = [a.x, sideY(e, a.x, a.z, 1), a.z];
    const aR: Vec3 = [a.x, sideY(e, a.x, a.z, -1), a.z];
    const bL: Vec3 = [b.x, sideY(e, b.x, b.z, 1), b.z];
    const bR: Vec3 = [b.x, sideY(e, b.x, b.z, -1), b.z];
    const centroid = scale(add(aL, aR, bL, bR), 0.25);
    if (!pr.faces(centroid, normal)) continue;
    const m = a.m ?? e.side;
    const t = pr.light(normal);
    const colour = litColour(m, t, paint);
    const edge = m === 'paint' ? shadeHex(colour, 0.8) : undefined;
    const shapes: Shape[] = [
      { kind: 'poly', pts: [aR, aL, bL, bR].map((v) => pr.project(v)), fill: colour, edge, opacity: e.opacity },
    ];
    const at = (u: number, v: number): Point => {
      const left = add(scale(aR, 1 - u), scale(aL, u));
      const right = add(scale(bR, 1 - u), scale(bL, u));
      return pr.project(add(scale(left, 1 - v), scale(right, v)));
    };
    for (const d of a.decals ?? []) {
      if (d.detail && !detail) continue;
      const fill = d.m === 'white' && d.detail ? '#ffffff' : litColour(d.m, t, paint);
      shapes.push({ kind: 'poly', pts: d.pts.map(([u, v]) => at(u, v)), fill, opacity: d.opacity });
      if (d.mirror) shapes.push({ kind: 'poly', pts: d.pts.map(([u, v]) => at(1 - u, v)), fill, opacity: d.opacity });
    }
    out.push({ depth: pr.depth(centroid), shapes, underlay: m === 'well' });
  }
  return out;
}

function partCentre(p: Extrusion | Wheel): Vec3 {
  if (p.kind === 'wheel') return [p.x, p.y, p.r];
  let minX = Infinity;
  let maxX = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  for (const q of p.profile) {
    minX = Math.min(minX, q.x);
    maxX = Math.max(maxX, q.x);
    minZ = Math.min(minZ, q.z);
    maxZ = Math.max(maxZ, q.z);
  }
  return [(minX + maxX) / 2, p.centerY ?? 0, (minZ + maxZ) / 2];
}

function serialise(shape: Shape, fit: Fit): string {
  const px = (p: Point): Point => [fit.ox + p[0] * fit.k, fit.oy + p[1] * fit.k];
  if (shape.kind === 'use') {
    const m = shape.matrix;
    const mat = [m[0] * fit.k, m[1] * fit.k, m[2] * fit.k, m[3] * fit.k, fit.ox + m[4] * fit.k, fit.oy + m[5] * fit.k]
      .map((n) => Math.round(n * 100) / 100)
      .map((n) => (Object.is(n, -0) ? 0 : n))
      .join(' ');
    return `<use href="#${shape.href}" transform="matrix(${mat})"/>`;
  }
  const d = pathOf(shape.pts.map(px), shape.close !== false);
  const opacity = shape.opacity === undefined ? '' : ` opacity="${shape.opacity}"`;
  if (shape.stroke) {
    return `<path d="${d}" fill="none" stroke="${shape.stroke}" stroke-width="${num(Math.max(0.6, (shape.strokeWidth ?? 0.01) * fit.k))}" stroke-linecap="round"${opacity}/>`;
  }
  const edge = shape.edge ? ` stroke="${shape.edge}"` : '';
  return `<path d="${d}" fill="${shape.fill}"${edge}${opacity}/>`;
}

/** What a rendered scene needs besides the model. */
export interface SceneOptions {
  paint: Paint;
  angle: CameraAngle;
  /** Full quality: sheen, reflections, soft shadow. */
  detail: boolean;
  defs: Defs;
  width: number;
  height: number;
  /** A fixed fit (spin frames share one, so the vehicle does not zoom between frames); default: fit this view. */
  fit?: Fit;
}

/** Camera target and distance for a model: looking at its middle from about three lengths away. */
export function cameraFor(model: VehicleModel, angle: CameraAngle): Projector {
  return makeProjector(angle, [model.shadowX ?? 0, 0, 0.45], Math.max(model.length, 2.2) * 3.2);
}

/**
 * The SVG elements of one view of a model (shadow, underlay, body), without the document wrapper.
 *
 * @example renderScene(sedanModel, { paint, angle: { yaw: 35, pitch: 12 }, detail: true, defs, width: 600, height: 400 })
 */
export function renderScene(model: VehicleModel, options: SceneOptions): string {
  const pr = cameraFor(model, options.angle);
  const ctx: RenderContext = { pr, paint: options.paint, detail: options.detail, defs: options.defs };
  const fit = options.fit ?? fitBounds(modelOutline(model, pr), options.width, options.height);

  // Ground shadow: the footprint ellipse, soft at full quality.
  const cx = model.shadowX ?? 0;
  const c = pr.project([cx, 0, 0]);
  const ax = pr.project([cx + (model.length / 2) * 1.04, 0, 0]);
  const ay = pr.project([cx, (model.width / 2) * 1.3, 0]);
  const shadowId = options.defs.once('sh', (id) =>
    options.detail
      ? `<radialGradient id="${id}g"><stop offset=".3" stop-opacity=".45"/><stop offset=".75" stop-opacity=".16"/><stop offset="1" stop-opacity="0"/></radialGradient><circle id="${id}" r="1" fill="url(#${id}g)"/>`
      : `<circle id="${id}" r="1" opacity=".2"/>`,
  );
  let out = serialise(
    { kind: 'use', href: shadowId, matrix: [ax[0] - c[0], ax[1] - c[1], ay[0] - c[0], ay[1] - c[1], c[0], c[1]] },
    fit,
  );

  // Underlay (wheels, wells, the inside of wheel arches) back to front, then the body part by part.
  const under: Drawable[] = [];
  for (const u of model.underlay) {
    if (u.kind === 'extrusion') {
      const faces = extrusionFaces(ctx, u).sort((a, b) => b.depth - a.depth);
      under.push({ depth: pr.depth(partCentre(u)), shapes: faces.flatMap((f) => f.shapes) });
      continue;
    }
    const d = u.kind === 'wheel' ? drawWheel(ctx, u) : drawPlane(ctx, u);
    if (d) under.push(d);
  }
  const parts = model.parts
    .map((p) => ({ p, depth: pr.depth(partCentre(p)) }))
    .sort((a, b) => b.depth - a.depth)
    .map(({ p }) => {
      if (p.kind === 'wheel') return [drawWheel(ctx, p)];
      const faces = extrusionFaces(ctx, p);
      for (const f of faces) if (f.underlay) under.push(f);
      return faces.filter((f) => !f.underlay).sort((a, b) => b.depth - a.depth);
    });
  under.sort((a, b) => b.depth - a.depth);
  for (const d of under) for (const s of d.shapes) out += serialise(s, fit);
  // Face edges are hairlines; only painted faces name a stroke colour.
  out += '<g stroke-width=".6" stroke-linejoin="round">';
  for (const list of parts) for (const d of list) for (const s of d.shapes) out += serialise(s, fit);
  return `${out}</g>`;
}
