import { css } from '@forecourt/shared/styled-system/css';

const styles = {
  root: css({ display: 'grid', gap: '3', py: '12' }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  link: css({ color: 'primary', fontWeight: 'semibold', _focusVisible: { focusRing: 'outside' } }),
};

/**
 * The page for a location, or brand, this site does not have.
 * @example <NotFound title="Location not found" />
 */
export function NotFound({ title }: { title: string }) {
  return (
    <section className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <p>
        <a className={styles.link} href="/contact-us">
          See all our locations
        </a>
      </p>
    </section>
  );
}
