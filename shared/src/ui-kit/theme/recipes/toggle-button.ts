import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/**
 * The kit's toggle button (shared/src/ui-kit/ui/ToggleButton): a gallery thumbnail or a filter chip that
 * stays selected. react-aria sets `[data-selected]` (and `aria-pressed`) on it; `_selected` matches
 * the former. Pressing feedback reads `[data-pressed]` only, never `aria-pressed`, so a selected
 * thumbnail does not look pressed.
 */
export const toggleButtonRecipe = {
  className: 'ui-toggle-button',
  description: 'Selectable thumbnails and chips',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: 'thick',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'background',
    color: 'text',
    fontFamily: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, opacity',
    transitionDuration: 'fast',
    outline: 'none',
    '&[data-hovered]': { borderColor: 'mutedText' },
    _selected: { borderColor: 'primary', '&[data-hovered]': { borderColor: 'primary' } },
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    // Forced colours repaint the frame in one system colour for every state; a Highlight frame
    // keeps the selected one apart (system colours set here are kept as they are).
    _highContrast: {
      _selected: { borderColor: 'Highlight' },
      _disabled: { opacity: 1, borderColor: 'GrayText', color: 'GrayText' },
    },
  },
  variants: {
    variant: {
      thumbnail: {
        p: '0',
        overflow: 'hidden',
        lineHeight: 'none',
        '&[data-pressed]': { opacity: 0.8 },
      },
      chip: {
        minHeight: 'control.sm',
        px: '3',
        borderRadius: 'full',
        fontSize: 'sm',
        fontWeight: 'medium',
        '&[data-pressed]': { bg: 'surface' },
        _selected: { bg: 'primary', color: 'primaryContrast' },
        // Same layer as the line above, so it must be repeated here to win in forced colours.
        _highContrast: { _selected: { bg: 'Highlight', color: 'HighlightText' } },
      },
    },
  },
  defaultVariants: { variant: 'thumbnail' },
} satisfies RecipeConfig;
