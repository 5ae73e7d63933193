import { css } from '@forecourt/shared/styled-system/css';

// The filter links the catalogue's pages share (the models' bodies, the parts' categories): a row of
// chips, the chosen one marked with `aria-current="true"`.

/** The row of filter links. */
export const filterLinkList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' });

/** One filter link; the current choice is filled. */
export const filterLink = css({
  display: 'inline-flex',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'md',
  bg: 'surface',
  color: 'text',
  textDecoration: 'none',
  _focusVisible: { focusRing: 'outside' },
  '&[aria-current="true"]': { bg: 'primary', color: 'primaryContrast', fontWeight: 'bold' },
});
