import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/**
 * The kit's checkbox (shared/src/ui-kit/ui/Checkbox): RAC's `CheckboxField` around a `CheckboxButton` (the
 * box and its label, one click target) and the error below. The box is drawn here; its tick is an
 * icon the component shows when selected. State from RAC's data attributes.
 */
export const checkboxRecipe = {
  className: 'ui-checkbox',
  description: 'Checkboxes with a label and an error message',
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    color: 'text',
    '& .react-aria-CheckboxButton': {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '2',
      minHeight: 'control.sm',
      cursor: 'pointer',
      outline: 'none',
    },
    '& .fc-ui-checkbox__box': {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '5',
      height: '5',
      mt: '0.5',
      borderWidth: 'thick',
      borderStyle: 'solid',
      borderColor: 'primary',
      borderRadius: 'sm',
      bg: 'background',
      color: 'primaryContrast',
    },
    '& .react-aria-CheckboxButton[data-selected] .fc-ui-checkbox__box': { bg: 'primary' },
    '& .react-aria-CheckboxButton[data-focus-visible] .fc-ui-checkbox__box': focusRing,
    '&[data-invalid] .fc-ui-checkbox__box': { borderColor: 'danger' },
    '& .react-aria-FieldError': { fontSize: 'sm', color: 'danger', fontWeight: 'semibold' },
    _highContrast: { '& .react-aria-CheckboxButton[data-selected] .fc-ui-checkbox__box': { bg: 'Highlight' } },
  },
} satisfies RecipeConfig;
