import type { InteriorTrim, Paint } from '../palette';
import type { Defs } from '../scene';
import { num, shadeHex } from '../svg';

/**
 * A small 2D toolkit for interior drawings (flat illustrations on the 600 × 400 canvas).
 */

/** What every interior drawing gets. */
export interface InteriorContext {
  paint: Paint;
  trim: InteriorTrim;
  /** Full quality: gradients and highlights. */
  detail: boolean;
  defs: Defs;
}

/** A rectangle, optionally rounded. */
export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${rx ? ` rx="${num(rx)}"` : ''} fill="${fill}"${extra}/>`;
}

/** A circle. */
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;
}

/** A path from raw `d` data. */
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** A polygon through points. */
export function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<path d="M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z" fill="${fill}"${extra}/>`;
}

/** A stroked line or polyline. */
export function line(points: [number, number][], stroke: string, width: number, extra = ''): string {
  return `<path d="M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round"${extra}/>`;
}

/** A fill that is a soft top-to-bottom gradient at full quality, flat otherwise. */
export function soft(ctx: InteriorContext, colour: string, amount = 0.14): string {
  if (!ctx.detail) return colour;
  return `url(#${ctx.defs.vertical([
    [0, shadeHex(colour, 1 + amount)],
    [1, shadeHex(colour, 1 - amount)],
  ])})`;
}

/** Horizontal vent slats inside a box. */
export function vent(x: number, y: number, w: number, h: number, body: string): string {
  let out = rect(x, y, w, h, body, 4);
  for (let i = 1; i < 4; i++)
    out += line(
      [
        [x + 4, y + (h * i) / 4],
        [x + w - 4, y + (h * i) / 4],
      ],
      '#55595f',
      1.4,
    );
  return out;
}
