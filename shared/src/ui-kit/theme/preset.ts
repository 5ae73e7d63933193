import type { Preset } from '@pandacss/dev';
import { focusRingUtility } from './focus-ring';
import { recipes, slotRecipes } from './recipes';
import { semanticColors } from './semantic-tokens';
import {
  borderWidths,
  colors,
  durations,
  fontSizes,
  fonts,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  sizes,
  spacing,
} from './tokens';

/**
 * The Forecourt Panda preset (used by the root panda.config.ts): tokens, per-tenant semantic tokens
 * and the kit's recipes. It replaces Panda's default theme rather than extending it, so only our
 * names exist (`primary`, `surface`, `mutedText`…) and a raw palette colour cannot creep in.
 * Plain data (Panda's types only), so importing it never drags Panda's Node code into a bundle.
 */
export const forecourtPreset = {
  name: '@forecourt/shared',
  theme: {
    // spec: 001 §9 "Responsive breakpoints: xs 400px, sm 576px, md 768px, lg 992px, xl 1200px, xxl 1400px".
    breakpoints: { xs: '400px', sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' },
    tokens: {
      colors,
      spacing,
      sizes,
      radii,
      fontSizes,
      fontWeights,
      lineHeights,
      fonts,
      borderWidths,
      shadows,
      durations,
    },
    semanticTokens: { colors: semanticColors },
    recipes,
    slotRecipes,
  },
  utilities: { extend: { focusRing: focusRingUtility } },
} satisfies Preset;
