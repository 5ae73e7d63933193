import { ALL_STOCK_PATH } from '@forecourt/shared/stock/stock-link';
import { css } from '@forecourt/shared/styled-system/css';

const styles = {
  root: css({ display: 'grid', gap: '4', justifyItems: 'start', py: '10' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  link: css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline' }),
};

/**
 * The page for a car this site does not show (status 404). Server HTML only: nothing to hydrate.
 * @example <CarNotFound />
 */
export function CarNotFound() {
  return (
    <section className={styles.root}>
      <h1 className={styles.title}>Not found</h1>
      <p>This car is no longer here, or the link to it is not right.</p>
      <a className={styles.link} href={ALL_STOCK_PATH}>
        Browse our stock
      </a>
    </section>
  );
}
