import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { ShowMoreButton } from '../show-more/ShowMoreButton';
import { useShowMore } from '../show-more/use-show-more';
import { SPEC_ROWS_SHOWN } from './constants';
import type { SpecRow } from './view';

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    columnGap: '6',
    m: '0',
    width: '100%',
  }),
  row: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    py: '2',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border',
  }),
  term: css({ color: 'mutedText' }),
  value: css({ m: '0', fontWeight: 'semibold', textAlign: 'end' }),
};

/**
 * All specifications as a definition list: the first 4 rows and a Show All toggle once interactive,
 * every row without JavaScript. Renders nothing without rows.
 * @example <Specifications rows={data.specifications} />
 */
export function Specifications({ rows }: { rows: SpecRow[] }) {
  const headingId = useId();
  const listId = useId();
  const { collapsed, interactive, toggle } = useShowMore();
  if (rows.length === 0) return null;
  const shown = collapsed ? rows.slice(0, SPEC_ROWS_SHOWN) : rows;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Specifications
      </h2>
      <dl id={listId} className={styles.list}>
        {shown.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {interactive && rows.length > SPEC_ROWS_SHOWN && (
        <ShowMoreButton collapsed={collapsed} controls={listId} onToggle={toggle} more="Show All" less="Show Less" />
      )}
    </section>
  );
}
