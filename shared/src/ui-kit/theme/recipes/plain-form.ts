import type { SlotRecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/**
 * The native fields of a remote's plain HTML forms, the ones that work before (or without) JavaScript:
 * the car page's no-script lead forms (mfe-vehicle), the locations' enquiry form and dealer locator
 * (mfe-locations), the dealer's stock feed upload (mfe-vehicle), the save-a-search page (mfe-search). The form's heading,
 * a label wrapping its field, a text input or textarea, a group of choices under its legend, a checkbox or radio line and
 * the submit button; the kit's react-aria fields (`field`) are for islands. Generated as `plainForm()`, one class
 * per slot: `const form = plainForm(); <label className={form.field}>`.
 */
export const plainFormRecipe = {
  className: 'plain-form',
  description: 'Native fields and submit button of server-rendered forms',
  slots: ['heading', 'field', 'input', 'group', 'check', 'submit'],
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
    group: {
      borderWidth: '0',
      p: '0',
      m: '0',
      display: 'grid',
      gap: '2',
      '& legend': { fontWeight: 'semibold', mb: '1' },
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
