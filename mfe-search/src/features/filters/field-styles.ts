import { css } from '@forecourt/shared/styled-system/css';

/** The look of the page's form fields (labels, text box, select) and the no-script submit buttons. */
export const fieldStyles = {
  label: css({ fontSize: 'sm', fontWeight: 'semibold' }),
  control: css({
    minHeight: 'control.md',
    px: '3',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'mutedText',
    borderRadius: 'md',
    bg: 'background',
    color: 'text',
    fontFamily: 'inherit',
    fontSize: 'md',
    _focusVisible: { focusRing: 'outside' },
  }),
  submit: css({
    minHeight: 'control.md',
    px: '4',
    borderRadius: 'md',
    borderWidth: 'thick',
    borderStyle: 'solid',
    borderColor: 'primary',
    bg: 'primary',
    color: 'primaryContrast',
    fontWeight: 'semibold',
    cursor: 'pointer',
  }),
};
