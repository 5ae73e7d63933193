// WCAG 2.x contrast, used to keep the demo themes readable (text and buttons need at least 4.5:1).

/** WCAG AA minimum contrast for normal text. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/**
 * The relative luminance of a #rrggbb colour, 0 (black) to 1 (white).
 * @example relativeLuminance('#ffffff') // 1
 */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOUR.exec(hex);
  if (!match) throw new RangeError(`Expected a #rrggbb colour, got "${hex}"`);
  const [r, g, b] = match.slice(1).map((pair) => channel(Number.parseInt(pair, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two colours, 1 to 21, whichever is lighter.
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
