import { MODELS_PATH } from '@forecourt/shared/catalogue/models-url';
import { SPECIAL_OFFERS_PATH } from '@forecourt/shared/offers/constants';
import type { FragmentOutcome } from '@forecourt/shared/remote-kit';
import { css } from '@forecourt/shared/styled-system/css';

const styles = {
  root: css({ display: 'grid', gap: '3', py: '8' }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
};

/**
 * What is not found: an offer (or dealership) the site does not show, a model not in the catalogue, or
 * a brand the site does not have.
 */
export type Missing = 'offer' | 'model' | 'brand';

/** The not-found page (server HTML only: nothing to hydrate). */
export function NotFound({ missing }: { missing: Missing }) {
  if (missing === 'brand') {
    return (
      <div className={styles.root}>
        <h1 className={styles.title}>This brand is not on this site</h1>
        <p>
          <a href={MODELS_PATH}>See all models</a>
        </p>
      </div>
    );
  }
  return missing === 'model' ? (
    <div className={styles.root}>
      <h1 className={styles.title}>This model is not in the catalogue</h1>
      <p>
        <a href={MODELS_PATH}>See all models</a>
      </p>
    </div>
  ) : (
    <div className={styles.root}>
      <h1 className={styles.title}>This offer is not available</h1>
      <p>
        It may have ended. <a href={SPECIAL_OFFERS_PATH}>See all special offers</a>
      </p>
    </div>
  );
}

/** A fragment's not-found outcome: the page's status is 404. */
export function notFound(missing: Missing = 'offer'): FragmentOutcome<never> {
  return { found: false, view: <NotFound missing={missing} />, head: { title: 'Not found', preloadImages: [] } };
}
