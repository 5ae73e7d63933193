import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import type { UsedCarCheck } from './view';

const styles = {
  root: css({ display: 'grid', gap: '3' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  list: css({ display: 'grid', gap: '2', m: '0', p: '0', listStyle: 'none' }),
  item: css({ display: 'flex', gap: '2', alignItems: 'baseline' }),
  tick: css({ color: 'primary', fontWeight: 'bold' }),
  label: css({ fontWeight: 'semibold' }),
  link: css({ color: 'primary', textDecoration: 'underline', textUnderlineOffset: '2px' }),
};

/**
 * The used-car checks: what the dealer's record says about registration, dates, VIN, odometer,
 * history report and certification. Renders nothing without checks (new and demo cars).
 * @example <UsedCarChecks checks={data.usedCarChecks} />
 */
export function UsedCarChecks({ checks }: { checks: UsedCarCheck[] }) {
  const headingId = useId();
  if (checks.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Used car checks
      </h2>
      <ul className={styles.list}>
        {checks.map((check) => (
          <li key={check.label} className={styles.item}>
            <span className={styles.tick} aria-hidden="true">
              ✓
            </span>
            <span>
              <span className={styles.label}>{check.label}:</span>{' '}
              {check.href ? (
                <a className={styles.link} href={check.href} rel="noopener" target="_blank">
                  {check.value}
                </a>
              ) : (
                check.value
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
