import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { FactList } from '../vehicle-page/FactList';
import type { KeyInformationItem } from '../vehicle-page/view-model';

/** The page's anchor for this section (spec: 000 §2 "anchors: key information"). */
export const KEY_INFORMATION_ANCHOR = 'key-information';

const styles = {
  root: css({ display: 'grid', gap: '3', scrollMarginTop: '4' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
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
      <FactList facts={items} />
    </section>
  );
}
