import { css } from '@forecourt/shared/styled-system/css';
import type { SpecRow } from '@forecourt/shared/vehicle/specifications';
import { useId } from 'react';
import { ShowMoreButton } from '../show-more/ShowMoreButton';
import { useShowMore } from '../show-more/use-show-more';
import { FactList } from '../vehicle-page/FactList';
import { SPEC_ROWS_SHOWN } from './constants';

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
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
      <FactList id={listId} facts={shown} />
      {interactive && rows.length > SPEC_ROWS_SHOWN && (
        <ShowMoreButton collapsed={collapsed} controls={listId} onToggle={toggle} more="Show All" less="Show Less" />
      )}
    </section>
  );
}
