// Per-tenant semantic tokens. The gateway writes each dealer's theme into <head> as CSS variables
// (`--fc-color-*`, `--fc-font-family`; shell/src/document/theme.ts), so one CSS build serves every
// dealer: a semantic token is that variable, with a fallback that keeps an un-themed page readable.
// The names mirror the tenant config's theme colours (ThemeSchema), one for one.

/** Theme colour name (TenantConfig theme.colors) → the CSS variable the gateway writes for it. */
export const THEME_VARIABLES = {
  primary: '--fc-color-primary',
  primaryContrast: '--fc-color-primary-contrast',
  secondary: '--fc-color-secondary',
  accent: '--fc-color-accent',
  background: '--fc-color-background',
  surface: '--fc-color-surface',
  text: '--fc-color-text',
  mutedText: '--fc-color-muted-text',
  border: '--fc-color-border',
  success: '--fc-color-success',
  danger: '--fc-color-danger',
} as const;

export type ThemeColourName = keyof typeof THEME_VARIABLES;

const FALLBACKS: Record<ThemeColourName, string> = {
  primary: '{colors.fallback.primary}',
  primaryContrast: '{colors.white}',
  secondary: '{colors.fallback.secondary}',
  accent: '{colors.fallback.accent}',
  background: '{colors.white}',
  surface: '{colors.neutral.50}',
  text: '{colors.neutral.900}',
  mutedText: '{colors.neutral.700}',
  border: '{colors.neutral.200}',
  success: '{colors.fallback.success}',
  danger: '{colors.fallback.danger}',
};

function themeColour(name: ThemeColourName) {
  return { value: `var(${THEME_VARIABLES[name]}, ${FALLBACKS[name]})` };
}

export const semanticColors = {
  ...(Object.fromEntries(
    (Object.keys(THEME_VARIABLES) as ThemeColourName[]).map((name) => [name, themeColour(name)]),
  ) as Record<ThemeColourName, { value: string }>),
  /**
   * The one focus ring colour. The chrome's global styles set `--fc-focus-ring` (and flips it to the
   * contrast colour on the primary-coloured announcement bar); the kit follows the same variable.
   */
  focusRing: { value: 'var(--fc-focus-ring, var(--fc-color-primary, {colors.fallback.primary}))' },
};
