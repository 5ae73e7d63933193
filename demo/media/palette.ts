/**
 * Paint colours by colour slug. A vehicle is drawn in `body`, faces turned from the light towards
 * `shade` and faces turned to it towards `highlight`; `interior` picks the cabin trim that suits it.
 */

/** The colour slugs the data generator uses; any other slug is drawn grey. */
export const COLOUR_SLUGS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'green',
  'yellow',
  'orange',
  'brown',
  'gold',
  'beige',
  'purple',
  'maroon',
  'bronze',
] as const;
export type ColourSlug = (typeof COLOUR_SLUGS)[number];

/** A cabin trim family; the hex values live in {@link INTERIOR_TRIMS}. */
export type InteriorTone = 'charcoal' | 'stone' | 'tan';

export interface Paint {
  slug: ColourSlug;
  /** Human name for titles, e.g. "Red". */
  name: string;
  body: string;
  shade: string;
  highlight: string;
  interior: InteriorTone;
}

/** Hex values of a cabin trim: seats, dash, carpet and a lighter panel. */
export interface InteriorTrim {
  seat: string;
  seatDark: string;
  dash: string;
  panel: string;
  carpet: string;
}

export const INTERIOR_TRIMS: Record<InteriorTone, InteriorTrim> = {
  charcoal: { seat: '#3d4046', seatDark: '#2b2d32', dash: '#25272b', panel: '#5a5e65', carpet: '#1f2024' },
  stone: { seat: '#cfc8bb', seatDark: '#b3ab9c', dash: '#2e3034', panel: '#8f8b84', carpet: '#3a3936' },
  tan: { seat: '#a8774f', seatDark: '#8a603e', dash: '#2f2b28', panel: '#6f5a49', carpet: '#2e2925' },
};

type PaintValues = Omit<Paint, 'slug' | 'name'>;

const PAINTS: Record<ColourSlug, PaintValues> = {
  white: { body: '#ededeb', shade: '#a2a7ad', highlight: '#ffffff', interior: 'stone' },
  black: { body: '#1c1e22', shade: '#0c0d0f', highlight: '#5b626c', interior: 'charcoal' },
  silver: { body: '#c3c8cd', shade: '#7d848c', highlight: '#f2f4f6', interior: 'charcoal' },
  grey: { body: '#6c7279', shade: '#3c4046', highlight: '#a7adb3', interior: 'charcoal' },
  blue: { body: '#1f4e9c', shade: '#0f2a58', highlight: '#5d8fd8', interior: 'charcoal' },
  red: { body: '#c4161c', shade: '#6e0a0e', highlight: '#f0585c', interior: 'charcoal' },
  green: { body: '#2f6b3c', shade: '#163a1f', highlight: '#68a877', interior: 'charcoal' },
  yellow: { body: '#f2c12e', shade: '#a07a0c', highlight: '#ffe68a', interior: 'charcoal' },
  orange: { body: '#e8691c', shade: '#8f3a08', highlight: '#ffa15c', interior: 'charcoal' },
  brown: { body: '#6b4a2f', shade: '#3a2716', highlight: '#a07b58', interior: 'tan' },
  gold: { body: '#c9a656', shade: '#7d6428', highlight: '#f0d891', interior: 'stone' },
  beige: { body: '#d8c9a8', shade: '#978a6c', highlight: '#f5ecd6', interior: 'stone' },
  purple: { body: '#5b2d82', shade: '#301448', highlight: '#9466bd', interior: 'charcoal' },
  maroon: { body: '#6e1423', shade: '#3a0812', highlight: '#a84457', interior: 'tan' },
  bronze: { body: '#8c5a2b', shade: '#4f3013', highlight: '#c58d55', interior: 'tan' },
};

function isColourSlug(slug: string): slug is ColourSlug {
  return Object.hasOwn(PAINTS, slug);
}

/**
 * The paint for a colour slug; an unknown slug is grey (a well-formed URL never fails on colour).
 *
 * @example paintFor('red').body // "#c4161c"
 * @example paintFor('teal').slug // "grey"
 */
export function paintFor(slug: string): Paint {
  const known: ColourSlug = isColourSlug(slug) ? slug : 'grey';
  return { slug: known, name: known[0]?.toUpperCase() + known.slice(1), ...PAINTS[known] };
}

/**
 * Whether text or lines drawn over this paint should be dark (light paints) or light.
 *
 * @example isLightPaint(paintFor('white')) // true
 */
export function isLightPaint(paint: Paint): boolean {
  const n = Number.parseInt(paint.body.slice(1), 16);
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luminance > 150;
}
