import { css } from '@forecourt/shared/styled-system/css';

// The dealer's stock feed pages' looks: a page of sections, and plain tables that scroll sideways on a phone.

export const stockFeedStyles = {
  page: css({ display: 'grid', gap: '8', py: '6', color: 'text', maxWidth: '60rem' }),
  section: css({ display: 'grid', gap: '3' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
  lead: css({ m: '0', color: 'mutedText' }),
  link: css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline' }),
  tableWrap: css({ overflowX: 'auto' }),
  table: css({
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: 'sm',
    '& th, & td': {
      px: '3',
      py: '2',
      borderBottomWidth: '1px',
      borderColor: 'border',
      textAlign: 'start',
      verticalAlign: 'top',
    },
    '& th': { fontWeight: 'semibold' },
  }),
  columns: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    listStyle: 'none',
    p: '0',
    m: '0',
    '& code': { fontSize: 'sm' },
  }),
  counts: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '3', m: '0' }),
  count: css({
    display: 'grid',
    gap: '1',
    p: '3',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    '& dd': { m: '0', fontSize: '2xl', fontWeight: 'bold' },
  }),
  fieldset: css({
    borderWidth: '0',
    p: '0',
    m: '0',
    display: 'grid',
    gap: '2',
    '& legend': { fontWeight: 'semibold', mb: '1' },
  }),
  hidden: css({ srOnly: true }),
  choice: css({ display: 'flex', gap: '2', alignItems: 'center' }),
};
