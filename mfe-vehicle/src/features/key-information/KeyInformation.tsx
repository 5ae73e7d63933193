import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import type { KeyInformationItem } from '../vehicle-page/view-model';

/** The page's anchor for this section (spec: 000 §2 "anchors: key information"). */
export const KEY_INFORMATION_ANCHOR = 'key-information';

const styles = {
  root: css({ display: 'grid', gap: '3', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '0',
    columnGap: '6',
    m: '0',
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
  value: css({ m: '0', fontWeight: 'semibold', textAlign: 'end', overflowWrap: 'anywhere' }),
};

/**
 * Key information as a definition list (kilometres, transmission, body, fuel, colour, stock number, VIN, rego).
 * @example <KeyInformation items={data.keyInformation} />
 */
export function KeyInformation({ items }: { items: KeyInformationItem[] }) {
  const headingId = useId();
  return (
    <section id={KEY_INFORMATION_ANCHOR} className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Key information
      </h2>
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.label} className={styles.row}>
            <dt className={styles.term}>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
