import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/** The box of every text control: input, textarea and the select's button look alike. */
const control = {
  width: 'full',
  minHeight: 'control.md',
  px: '3',
  py: '2',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'background',
  color: 'text',
  fontFamily: 'inherit',
  fontSize: 'md',
  lineHeight: 'normal',
  outline: 'none',
  _focusVisible: focusRing,
  '&[data-focused]': { borderColor: 'primary' },
  '&[data-invalid]': { borderColor: 'danger' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  // Forced colours: the system's own border (the theme's border colour is dropped there).
  _highContrast: { borderColor: 'CanvasText', _disabled: { opacity: 1, borderColor: 'GrayText' } },
} as const;

/**
 * The kit's labelled form fields (shared/src/ui-kit/ui/TextField, TextArea, Select): the label above the
 * control, a description and the error message below. Parts are react-aria-components' own elements,
 * styled through their default class names (`react-aria-Input`, `react-aria-FieldError`, …), and
 * their state through RAC's data attributes (`[data-focus-visible]`, `[data-invalid]`).
 */
export const fieldRecipe = {
  className: 'ui-field',
  description: 'Labelled text fields, text areas and selects with a description and an error',
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    width: 'full',
    color: 'text',
    '& .react-aria-Label': { fontSize: 'sm', fontWeight: 'semibold' },
    '& .react-aria-Input': control,
    // A unit after the input (TextField's `suffix`, e.g. " kms").
    '& [data-suffix]': {
      display: 'flex',
      alignItems: 'center',
      whiteSpace: 'pre',
      '& input': { flex: '1', minWidth: '0' },
    },
    '& .react-aria-TextArea': { ...control, minHeight: '6rem', resize: 'vertical' },
    '& .react-aria-Button': {
      ...control,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      // The kit's one chevron, turned to point down.
      '& svg': { flexShrink: 0, transform: 'rotate(90deg)' },
    },
    '& [slot="description"]': { fontSize: 'sm', color: 'mutedText' },
    '& .react-aria-FieldError': { fontSize: 'sm', color: 'danger', fontWeight: 'semibold' },
    '&[data-invalid] .react-aria-Button': { borderColor: 'danger' },
    '&[data-required] .react-aria-Label::after': { content: '" *"', color: 'danger' },
  },
} satisfies RecipeConfig;

/**
 * The select's list (shared/src/ui-kit/ui/Select): RAC renders its `Popover` in a portal, outside the field,
 * so it has its own recipe. Options show hover, focus and selection from RAC's data attributes.
 */
export const selectPopoverRecipe = {
  className: 'ui-select-popover',
  description: 'The option list of a select',
  base: {
    minWidth: 'var(--trigger-width)',
    maxHeight: '20rem',
    overflow: 'auto',
    bg: 'background',
    color: 'text',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    boxShadow: 'lg',
    outline: 'none',
    '& .react-aria-ListBox': { p: '1', outline: 'none' },
    '& .react-aria-ListBoxItem': {
      px: '3',
      py: '2',
      borderRadius: 'sm',
      cursor: 'pointer',
      outline: 'none',
      '&[data-focused]': { bg: 'surface' },
      _focusVisible: focusRing,
      '&[data-selected]': { fontWeight: 'semibold', color: 'primary' },
      _highContrast: { '&[data-focused]': { outline: '2px solid Highlight' } },
    },
  },
} satisfies RecipeConfig;
