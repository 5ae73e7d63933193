import type { SlotRecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/**
 * The native fields of a remote's plain HTML forms, the ones that work before (or without) JavaScript:
 * the car page's no-script lead forms (mfe-vehicle), the locations' enquiry form and dealer locator
 * (mfe-locations). The form's heading, a label wrapping its field, a text input or textarea, a checkbox line and the submit
 * button; the kit's react-aria fields (`field`) are for islands. Generated as `plainForm()`, one class
 * per slot: `const form = plainForm(); <label className={form.field}>`.
 */
export const plainFormRecipe = {
  className: 'plain-form',
  description: 'Native fields and submit button of server-rendered forms',
  slots: ['heading', 'field', 'input', 'check', 'submit'],
  base: {
    heading: { m: '0', fontSize: 'xl', fontWeight: 'semibold' },
    field: { display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'semibold' },
    input: {
      minHeight: 'control.md',
      px: '3',
      py: '2',
      borderWidth: 'thin',
      borderColor: 'border',
      borderRadius: 'md',
      bg: 'background',
      color: 'text',
      fontWeight: 'normal',
      _focusVisible: focusRing,
      _highContrast: { borderColor: 'CanvasText' },
    },
    check: { display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' },
    submit: {
      justifySelf: 'start',
      minHeight: 'control.md',
      px: '5',
      border: 'none',
      borderRadius: 'md',
      bg: 'primary',
      color: 'primaryContrast',
      fontWeight: 'semibold',
      cursor: 'pointer',
      _focusVisible: focusRing,
      // Forced colours: a button's own frame, since the theme's fill is dropped there.
      _highContrast: { borderWidth: 'thin', borderStyle: 'solid', borderColor: 'ButtonText' },
    },
  },
} satisfies SlotRecipeConfig;
