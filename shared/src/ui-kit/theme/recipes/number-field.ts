import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/** Stepper buttons and the field's height: 40 px, above the WCAG 2.2 minimum target (2.5.8). */
const CONTROL = '10';

/**
 * The kit's number field (shared/src/ui-kit/ui/NumberField): the label above, then a group of − / input / +
 * in one frame, an optional description below. Its parts are react-aria-components' own elements,
 * styled through their default class names (`react-aria-Group`, `react-aria-Input`, …); the frame
 * (the group) shows the focus ring while the input has keyboard focus.
 */
export const numberFieldRecipe = {
  className: 'ui-number-field',
  description: 'Labelled number inputs with stepper buttons',
  base: {
    display: 'grid',
    gap: '1',
    color: 'text',
    '& .react-aria-Label': { fontSize: 'sm', fontWeight: 'semibold' },
    '& .react-aria-Group': {
      display: 'flex',
      alignItems: 'stretch',
      height: CONTROL,
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
      borderRadius: 'md',
      bg: 'background',
      overflow: 'hidden',
      // RAC's Group carries [data-focus-visible] while the input inside has keyboard focus.
      _focusVisible: focusRing,
      '&[data-invalid]': { borderColor: 'danger' },
      _highContrast: { borderColor: 'CanvasText' },
    },
    '& .react-aria-Input': {
      flex: '1',
      minWidth: '0',
      px: '2',
      border: 'none',
      bg: 'transparent',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'center',
      outline: 'none',
    },
    '& .react-aria-Button': {
      width: CONTROL,
      flexShrink: '0',
      border: 'none',
      bg: 'surface',
      color: 'text',
      font: 'inherit',
      fontSize: 'lg',
      lineHeight: '1',
      cursor: 'pointer',
      outline: 'none',
      '&[data-hovered]': { bg: 'color-mix(in srgb, {colors.primary} 12%, {colors.surface})' },
      '&[data-pressed]': { bg: 'color-mix(in srgb, {colors.primary} 24%, {colors.surface})' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      _highContrast: { _disabled: { opacity: 1, color: 'GrayText' } },
    },
    '& [slot="description"]': { fontSize: 'xs', color: 'mutedText' },
  },
} satisfies RecipeConfig;
