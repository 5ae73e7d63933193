import { css } from '@forecourt/shared/styled-system/css';

// The plain HTML forms' look (the enquiry form, the dealer locator): they work without JavaScript, so
// they are native fields, styled alike.

/** A label wrapping its field. */
export const fieldClass = css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'semibold' });

/** A text input or textarea. */
export const inputClass = css({
  minHeight: 'control.md',
  px: '3',
  py: '2',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'background',
  color: 'text',
  fontWeight: 'normal',
  _focusVisible: { focusRing: 'outside' },
});

/** The submit button. */
export const submitClass = css({
  justifySelf: 'start',
  minHeight: 'control.md',
  px: '5',
  border: 'none',
  borderRadius: 'md',
  bg: 'primary',
  color: 'primaryContrast',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _focusVisible: { focusRing: 'outside' },
});
