/**
 * Small string helpers shared by every drawing: number formatting, XML escaping, colour maths,
 * the document wrapper and a stable hash. Everything is deterministic: the same input gives the same
 * bytes, so an ETag can be a hash of the request.
 */

/** The native drawing size (spec: 000 §9 "image size 600 by 400"); every vehicle drawing uses this viewBox. */
export const NATIVE_WIDTH = 600;
export const NATIVE_HEIGHT = 400;

/**
 * A coordinate with at most one decimal, no trailing zeros and never `-0`.
 *
 * @example num(12.345) // "12.3"
 */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * A compact path through points: absolute first point, then relative moves to a tenth of a pixel.
 *
 * @example pathOf([[0, 0], [10, 0], [10, 5]]) // "M0 0l10 0 0 5z"
 */
export function pathOf(points: readonly (readonly [number, number])[], close = true): string {
  if (points.length === 0) return '';
  const first = points[0] as readonly [number, number];
  let x = Math.round(first[0] * 10);
  let y = Math.round(first[1] * 10);
  let d = `M${num(x / 10)} ${num(y / 10)}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i] as readonly [number, number];
    const nx = Math.round(p[0] * 10);
    const ny = Math.round(p[1] * 10);
    const dx = num((nx - x) / 10);
    const dy = num((ny - y) / 10);
    d += `${i === 1 ? 'l' : dx.startsWith('-') ? '' : ' '}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
    x = nx;
    y = ny;
  }
  return close ? `${d}z` : d;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for an SVG text node or attribute value.
 *
 * @example escapeXml('<script>') // "&lt;script&gt;"
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** An sRGB colour as three 0–255 channels. */
export type Rgb = readonly [number, number, number];

/**
 * Parses `#rrggbb`.
 *
 * @example hexToRgb('#ff8000') // [255, 128, 0]
 */
export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Formats channels as `#rrggbb`, clamping each to 0–255.
 *
 * @example rgbToHex([255, 128, 0]) // "#ff8000"
 */
export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Linear mix of two hex colours; `t` 0 gives `a`, 1 gives `b`.
 *
 * @example mixHex('#000000', '#ffffff', 0.5) // "#808080"
 */
export function mixHex(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/**
 * Scales a colour's brightness: below 1 darkens towards black, above 1 lightens towards white.
 *
 * @example shadeHex('#808080', 0.5) // "#404040"
 */
export function shadeHex(hex: string, factor: number): string {
  if (factor <= 1) return mixHex('#000000', hex, Math.max(0, factor));
  return mixHex(hex, '#ffffff', Math.min(1, factor - 1));
}

/**
 * 32-bit FNV-1a of a string, as 8 hex digits; stable across runtimes.
 *
 * @example fnv1a('car/suv/red') // "…8 hex digits…"
 */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** What {@link svgDocument} wraps. */
export interface SvgDocumentParts {
  /** Output width in px; the height keeps the viewBox's aspect ratio. */
  width: number;
  viewWidth: number;
  viewHeight: number;
  /** Accessible name, escaped here. */
  title: string;
  defs?: string;
  body: string;
}

/**
 * The outer `<svg>` element: fixed viewBox, scaled output size, an escaped `<title>`.
 *
 * @example svgDocument({ width: 300, viewWidth: 600, viewHeight: 400, title: 'Red SUV', body: '' })
 */
export function svgDocument(parts: SvgDocumentParts): string {
  const height = Math.round((parts.width * parts.viewHeight) / parts.viewWidth);
  const title = escapeXml(parts.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${parts.viewWidth} ${parts.viewHeight}" ` +
    `width="${parts.width}" height="${height}" role="img" aria-label="${title}"><title>${title}</title>` +
    (parts.defs ? `<defs>${parts.defs}</defs>` : '') +
    `${parts.body}</svg>`
  );
}
