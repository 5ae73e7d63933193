import { css, cx } from '@forecourt/shared/styled-system/css';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { panelStyles } from '../page/panel';

// The trade-in page's shared styles: its sections and the native select, which matches the kit's fields
// (a plain form's field and input, the shared `plainForm` recipe).

const plainFormParts = plainForm();

export const tradeInStyles = {
  ...panelStyles,
  selectField: plainFormParts.field,
  select: cx(plainFormParts.input, css({ '&[aria-invalid="true"]': { borderColor: 'danger' } })),
  fieldError: css({ color: 'danger', fontWeight: 'normal' }),
};
