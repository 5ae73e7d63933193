import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { OfferLinks } from '../offer-links/OfferLinks';
import type { ModelPageView } from './model-view';

// A catalogue model's page (issue 15): image, bodies, the site's offers for it, its stock on the site.
// Server HTML only: every control is a link.

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  hero: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, alignItems: 'center' }),
  make: css({ m: '0', fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  image: css({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'lg' }),
  facts: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
};

/**
 * The page.
 * @example <ModelPage {...toModelPageView(load)} />
 */
export function ModelPage(view: ModelPageView) {
  return (
    <div className={styles.root}>
      <div className={styles.hero}>
        <div className={styles.facts}>
          <p className={styles.make}>{view.make}</p>
          <h1 className={styles.title}>{view.title}</h1>
          {view.bodies.length > 0 ? <p>Bodies: {view.bodies.join(', ')}</p> : null}
          <p>{view.stock.text}</p>
          <a className={button({ variant: 'primary' })} href={view.stock.href}>
            View stock
          </a>
        </div>
        {view.image ? <img className={styles.image} src={view.image.src} alt={view.image.alt} /> : null}
      </div>
      <OfferLinks offers={view.offers} subject={view.title} />
    </div>
  );
}
