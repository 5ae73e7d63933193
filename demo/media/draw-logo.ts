import type { LogoRequest } from './parse-media-path';
import { escapeXml, fnv1a, num, svgDocument } from './svg';

/**
 * Generated logos for makes and tenants: a monogram badge in a colour picked from the slug, and the
 * wordmark beside it. All text is escaped; long wordmarks are squeezed to fit.
 */

/** The logo canvas: 3:1, wide enough for a wordmark in a header. */
export const LOGO_VIEW = { width: 240, height: 80 } as const;

const BADGE_COLOURS = ['#1f3a5f', '#b3261e', '#1e6b52', '#0f6e7a', '#c25e12', '#5b3a8c', '#2f3640', '#2a5db0'];

const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-weight="700"`;

/**
 * Up to two initials from the wordmark's words (letters and digits only), upper case.
 *
 * @example initialsOf('Harbour City Motors') // "HC"
 */
export function initialsOf(text: string): string {
  const words = text.split(/\s+/).map((w) => Array.from(w).filter((ch) => /[\p{L}\p{N}]/u.test(ch)));
  const letters = words.filter((w) => w.length > 0).map((w) => w[0] as string);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/**
 * A wordmark logo for a slug.
 *
 * @example drawLogoSvg({ slug: 'tenant-harbourcity', text: 'Harbour City', width: 240 })
 * // → '<svg … viewBox="0 0 240 80" width="240" height="80" …>…Harbour City</text></svg>'
 */
export function drawLogoSvg(request: LogoRequest): string {
  const colour = BADGE_COLOURS[Number.parseInt(fnv1a(request.slug).slice(0, 6), 16) % BADGE_COLOURS.length] as string;
  const initials = initialsOf(request.text);
  const text = escapeXml(request.text);
  // Fit the wordmark: about 0.62 em per bold character, 14–30 px; the text is then set to exactly that
  // length, so a wider system font can never run off the canvas.
  const room = LOGO_VIEW.width - 84;
  const chars = Math.max(1, Array.from(request.text).length);
  const size = Math.max(14, Math.min(30, room / (chars * 0.62)));
  const length = Math.min(room, chars * 0.62 * size);
  const monogramSize = initials.length > 1 ? 24 : 30;
  const body =
    `<rect x="6" y="10" width="60" height="60" rx="14" fill="${colour}"/>` +
    `<rect x="11" y="15" width="50" height="50" rx="10" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>` +
    `<text x="36" y="${num(40 + monogramSize * 0.35)}" text-anchor="middle" font-size="${monogramSize}" fill="#fff" ${FONT}>${escapeXml(initials)}</text>` +
    `<text x="76" y="${num(40 + size * 0.35)}" font-size="${num(size)}" fill="#1d232b" textLength="${num(length)}" lengthAdjust="spacingAndGlyphs" ${FONT}>${text}</text>`;
  return svgDocument({
    width: request.width,
    viewWidth: LOGO_VIEW.width,
    viewHeight: LOGO_VIEW.height,
    title: `${request.text} logo`,
    body,
  });
}
