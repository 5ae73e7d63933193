import { SPECIAL_OFFERS_PATH } from '@forecourt/shared/offers/constants';
import type { FragmentOutcome } from '@forecourt/shared/remote-kit';
import { css } from '@forecourt/shared/styled-system/css';

const styles = {
  root: css({ display: 'grid', gap: '3', py: '8' }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
};

/** The not-found page of an offer or dealership the site does not show (server HTML only: nothing to hydrate). */
export function NotFound() {
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>This offer is not available</h1>
      <p>
        It may have ended. <a href={SPECIAL_OFFERS_PATH}>See all special offers</a>
      </p>
    </div>
  );
}

/** A fragment's not-found outcome: the page's status is 404. */
export function notFound(): FragmentOutcome<never> {
  return { found: false, view: <NotFound />, head: { title: 'Not found', preloadImages: [] } };
}
