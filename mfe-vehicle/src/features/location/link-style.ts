import { css } from '@forecourt/shared/styled-system/css';

/** The location section's text links (the printed phone, directions): underlined in the site's primary colour. */
export const locationLink = css({
  color: 'primary',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { textDecorationThickness: '2px' },
  _focusVisible: { focusRing: 'outside' },
});
