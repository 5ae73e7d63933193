import { css } from '@forecourt/shared/styled-system/css';
import { panelStyles } from '../page/panel';

// The trade-in page's shared styles: its sections and the native select, which matches the kit's fields.

export const tradeInStyles = {
  ...panelStyles,
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
