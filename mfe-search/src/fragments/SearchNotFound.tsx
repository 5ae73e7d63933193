import { css } from '@forecourt/shared/styled-system/css';

const styles = {
  root: css({ display: 'grid', gap: '3', py: '8', maxWidth: '40rem', '& p': { m: '0' } }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  link: css({ color: 'primary', textDecoration: 'underline' }),
};

/**
 * What a search path this site has no page for shows (the page answers 404): say so, and offer the
 * whole stock.
 * @example <SearchNotFound />
 */
export function SearchNotFound() {
  return (
    <section className={styles.root}>
      <h1 className={styles.title}>Page not found</h1>
      <p>This site has no cars under that search.</p>
      <p>
        <a className={styles.link} href="/search">
          See all our cars
        </a>
      </p>
    </section>
  );
}
