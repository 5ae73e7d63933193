import type { Theme } from '@forecourt/shared';

// The tenant's theme as CSS custom properties on :root. Every component rule reads these variables,
// so one stylesheet serves every dealer (STYLE.md "tenant theming through semantic tokens").

const FALLBACK_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
// A font-family list needs only names, quotes, commas, spaces and hyphens. Anything else (`;`, `{`,
// `<`, backslashes) could end the declaration or the <style> element, so such a value is refused.
const SAFE_FONT_FAMILY = /^[\p{L}\p{N} ,'"._-]+$/u;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** `primaryContrast` → `primary-contrast`. */
function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The CSS custom property that holds a theme colour.
 * @example themeColourVariable('mutedText') // "--fc-color-muted-text"
 */
export function themeColourVariable(name: keyof Theme['colors']): string {
  return `--fc-color-${kebabCase(name)}`;
}

/** The tenant's font stack, or the platform default when the configured one is not a plain list. */
export function safeFontFamily(fontFamily: string): string {
  return SAFE_FONT_FAMILY.test(fontFamily) ? fontFamily : FALLBACK_FONT_FAMILY;
}

/**
 * A `:root` rule with one custom property per theme colour plus `--fc-font-family`.
 * @example themeCss(tenant.theme) // ":root{--fc-color-primary:#0f4c81;…;--fc-font-family:system-ui,…}"
 */
export function themeCss(theme: Theme): string {
  const declarations = Object.entries(theme.colors)
    // The schema already demands #rrggbb; checking again keeps a hand-built config from injecting CSS.
    .filter(([, value]) => HEX_COLOUR.test(value))
    .map(([name, value]) => `${themeColourVariable(name as keyof Theme['colors'])}:${value}`);
  declarations.push(`--fc-font-family:${safeFontFamily(theme.fontFamily)}`);
  return `:root{${declarations.join(';')}}`;
}
