import { css } from '@forecourt/shared/styled-system/css';

// The saved-search pages' looks: one column of sections, plain fields, a problem in the site's danger colour.

export const savedSearchStyles = {
  page: css({ display: 'grid', gap: '6', py: '6', color: 'text', maxWidth: '40rem' }),
  form: css({ display: 'grid', gap: '5' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight' }),
  lead: css({ m: '0', color: 'mutedText' }),
  link: css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline' }),
  problem: css({
    m: '0',
    p: '3',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'danger',
    borderRadius: 'md',
    color: 'danger',
    fontWeight: 'semibold',
  }),
  fieldset: css({
    borderWidth: '0',
    p: '0',
    m: '0',
    display: 'grid',
    gap: '2',
    '& legend': { fontWeight: 'semibold', mb: '1' },
  }),
  choice: css({ display: 'flex', gap: '2', alignItems: 'center' }),
};
