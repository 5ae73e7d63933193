import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { ShowMoreButton } from '../show-more/ShowMoreButton';
import { useShowMore } from '../show-more/use-show-more';
import { FEATURES_SHOWN } from './constants';

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    columnGap: '6',
    rowGap: '2',
    m: '0',
    pl: '5',
    width: '100%',
  }),
};

/**
 * The car's features (standard equipment): the first 8 and a Show All toggle once interactive, all of
 * them without JavaScript. Renders nothing without features.
 * @example <Features features={data.features} />
 */
export function Features({ features }: { features: string[] }) {
  const headingId = useId();
  const listId = useId();
  const { collapsed, interactive, toggle } = useShowMore();
  if (features.length === 0) return null;
  const shown = collapsed ? features.slice(0, FEATURES_SHOWN) : features;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Features
      </h2>
      <ul id={listId} className={styles.list}>
        {shown.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {interactive && features.length > FEATURES_SHOWN && (
        <ShowMoreButton collapsed={collapsed} controls={listId} onToggle={toggle} more="Show All" less="Show Less" />
      )}
    </section>
  );
}
