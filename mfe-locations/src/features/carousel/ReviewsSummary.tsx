import { css } from '@forecourt/shared/styled-system/css';
import { RatingLine } from '../location-card/LocationCard';
import type { ReviewsSummaryData } from './view';

const styles = {
  root: css({ display: 'grid', gap: '2', py: '6', justifyItems: 'start' }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  link: css({ color: 'primary', fontWeight: 'semibold', _focusVisible: { focusRing: 'outside' } }),
};

/**
 * The home page's review summary: stars, average and count of the site's most-reviewed location.
 * @example <ReviewsSummary {...data} />
 */
export function ReviewsSummary({ rating, name, href }: ReviewsSummaryData) {
  return (
    <section className={styles.root} aria-labelledby="reviews-summary">
      <h2 id="reviews-summary" className={styles.title}>
        Google Reviews
      </h2>
      <RatingLine rating={rating} />
      <a className={styles.link} href={href}>
        Read the reviews of {name}
      </a>
    </section>
  );
}
