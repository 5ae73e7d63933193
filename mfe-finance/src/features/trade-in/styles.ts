import { css } from '@forecourt/shared/styled-system/css';

// The trade-in page's shared styles: its sections and the native select, which matches the kit's fields.

export const tradeInStyles = {
  section: css({
    display: 'grid',
    gap: '3',
    p: '5',
    bg: 'surface',
    borderRadius: 'lg',
    borderWidth: 'thin',
    borderColor: 'border',
  }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  muted: css({ m: '0', color: 'mutedText' }),
  selectField: css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'semibold' }),
  select: css({
    minHeight: 'control.md',
    px: '3',
    borderWidth: 'thin',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'background',
    color: 'text',
    fontWeight: 'normal',
    _focusVisible: { focusRing: 'outside' },
    '&[aria-invalid="true"]': { borderColor: 'danger' },
  }),
  fieldError: css({ color: 'danger', fontWeight: 'normal' }),
};
