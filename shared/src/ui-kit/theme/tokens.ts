// Forecourt's design tokens, as Panda token definitions. Primitive values live here; components use
// the semantic tokens (semantic-tokens.ts), never these raw colours.

/** The neutral ramp, and the fallbacks the semantic tokens use when a page carries no tenant theme. */
export const colors = {
  white: { value: '#ffffff' },
  black: { value: '#000000' },
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  neutral: {
    50: { value: '#f7f7f8' },
    100: { value: '#eeeff1' },
    200: { value: '#e2e3e6' },
    300: { value: '#c9cbd0' },
    500: { value: '#6b6f78' },
    700: { value: '#3d3f45' },
    900: { value: '#16171a' },
  },
  fallback: {
    primary: { value: '#0f4c81' },
    secondary: { value: '#1f2937' },
    accent: { value: '#f59e0b' },
    success: { value: '#15803d' },
    danger: { value: '#b91c1c' },
  },
};

export const spacing = {
  0: { value: '0' },
  px: { value: '1px' },
  0.5: { value: '0.125rem' },
  1: { value: '0.25rem' },
  1.5: { value: '0.375rem' },
  2: { value: '0.5rem' },
  3: { value: '0.75rem' },
  4: { value: '1rem' },
  5: { value: '1.25rem' },
  6: { value: '1.5rem' },
  8: { value: '2rem' },
  10: { value: '2.5rem' },
  12: { value: '3rem' },
  16: { value: '4rem' },
};

/** Control heights: one scale for buttons and inputs, so a row of controls lines up. md is 44 px, a touch target. */
export const sizes = {
  ...spacing,
  control: {
    sm: { value: '2.25rem' },
    md: { value: '2.75rem' },
    lg: { value: '3.25rem' },
  },
  full: { value: '100%' },
  min: { value: 'min-content' },
  max: { value: 'max-content' },
  fit: { value: 'fit-content' },
};

export const radii = {
  none: { value: '0' },
  sm: { value: '4px' },
  md: { value: '8px' },
  lg: { value: '12px' },
  full: { value: '9999px' },
};

export const fontSizes = {
  xs: { value: '0.75rem' },
  sm: { value: '0.875rem' },
  md: { value: '1rem' },
  lg: { value: '1.125rem' },
  xl: { value: '1.25rem' },
  '2xl': { value: '1.5rem' },
  '3xl': { value: '1.875rem' },
  '4xl': { value: '2.25rem' },
};

export const fontWeights = {
  normal: { value: '400' },
  medium: { value: '500' },
  semibold: { value: '600' },
  bold: { value: '700' },
};

export const lineHeights = {
  none: { value: '1' },
  tight: { value: '1.2' },
  normal: { value: '1.5' },
};

export const fonts = {
  // The tenant's font stack (the gateway writes --fc-font-family), else the platform default.
  body: { value: 'var(--fc-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)' },
  mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
};

export const borderWidths = {
  thin: { value: '1px' },
  thick: { value: '2px' },
  /** The kit's one focus ring (with colors.focusRing); the `focusRing` utility (focus-ring.ts) draws it. */
  focusRing: { value: '3px' },
};

export const shadows = {
  sm: { value: '0 1px 2px color-mix(in srgb, var(--fc-color-text, #16171a) 10%, transparent)' },
  lg: { value: '0 10px 30px -10px color-mix(in srgb, var(--fc-color-text, #16171a) 35%, transparent)' },
};

export const durations = {
  fast: { value: '120ms' },
  normal: { value: '200ms' },
  /** spec: 000 §9 "Collapse animation 300 ms". */
  collapse: { value: '300ms' },
};
