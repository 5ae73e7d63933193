import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/**
 * The kit's button (shared/src/ui-kit/ui/Button). A config recipe rather than a `cva` because links styled
 * as buttons (`<a className={button({ variant: 'secondary' })}>`) reuse it too. State comes from
 * react-aria's data attributes: `[data-hovered]` (no sticky hover on touch), `[data-pressed]`,
 * `[data-focus-visible]` and `[data-disabled]`.
 */
export const buttonRecipe = {
  className: 'ui-button',
  description: 'Buttons and links that look like buttons',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderWidth: 'thick',
    borderStyle: 'solid',
    borderColor: 'primary',
    borderRadius: 'md',
    fontFamily: 'inherit',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'fast',
    outline: 'none',
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    // Forced colours repaint backgrounds, text and borders (a ghost button gains a visible frame);
    // system colours set here are kept as they are, so a disabled button reads as disabled.
    _highContrast: { _disabled: { opacity: 1, color: 'GrayText', borderColor: 'GrayText' } },
  },
  variants: {
    variant: {
      primary: {
        bg: 'primary',
        color: 'primaryContrast',
        '&[data-hovered]': { bg: 'color-mix(in srgb, {colors.primary} 85%, {colors.text})' },
        '&[data-pressed]': { bg: 'color-mix(in srgb, {colors.primary} 70%, {colors.text})' },
      },
      secondary: {
        bg: 'background',
        color: 'text',
        '&[data-hovered]': { bg: 'surface' },
        '&[data-pressed]': { bg: 'color-mix(in srgb, {colors.primary} 12%, {colors.background})' },
      },
      ghost: {
        bg: 'transparent',
        color: 'primary',
        borderColor: 'transparent',
        '&[data-hovered]': { bg: 'color-mix(in srgb, {colors.primary} 8%, transparent)' },
        '&[data-pressed]': { bg: 'color-mix(in srgb, {colors.primary} 16%, transparent)' },
      },
    },
    size: {
      // md and lg meet the 44 px touch target; sm is for dense toolbars next to bigger targets.
      sm: { minHeight: 'control.sm', px: '3', py: '1', fontSize: 'sm' },
      md: { minHeight: 'control.md', px: '5', py: '2', fontSize: 'md' },
      lg: { minHeight: 'control.lg', px: '6', py: '3', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
} satisfies RecipeConfig;
