import { css } from '@forecourt/shared/styled-system/css';

// The shopper's online payments and a reservation's receipt: one look for both pages.

export const onlinePaymentStyles = {
  root: css({ display: 'grid', gap: '4', py: '6' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    '& caption': { textAlign: 'start', fontWeight: 'semibold', pb: '2' },
    '& th, & td': { textAlign: 'start', py: '2', pr: '3', borderBottomWidth: 'thin', borderColor: 'border' },
    // Words wrap whole; only the long reservation ids break anywhere, so on a phone the table stays within
    // the screen without squeezing the car's name and the status into a letter a line.
    '& td': { overflowWrap: 'break-word' },
  }),
  scroller: css({ overflowX: 'auto', _focusVisible: { focusRing: 'outside' } }),
  reservationId: css({ overflowWrap: 'anywhere', fontSize: 'sm' }),
  details: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '2 4',
    m: '0',
    '& dt': { fontWeight: 'semibold' },
    '& dd': { m: '0', overflowWrap: 'anywhere' },
  }),
  link: css({
    color: 'primary',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    _focusVisible: { focusRing: 'outside' },
  }),
};
