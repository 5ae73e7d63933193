import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
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
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
  offers: css({ display: 'grid', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  offer: css({ display: 'grid', gap: '1', p: '4', bg: 'surface', borderRadius: 'lg' }),
  category: css({ m: '0', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  link: css({ color: 'text', fontWeight: 'bold', _focusVisible: { focusRing: 'outside' } }),
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
      <section aria-labelledby="fc-model-offers" className={styles.facts}>
        <h2 id="fc-model-offers" className={styles.heading}>
          Special offers
        </h2>
        {view.offers.length > 0 ? (
          <ul className={styles.offers}>
            {view.offers.map((offer) => (
              <li key={offer.id} className={styles.offer}>
                <p className={styles.category}>{offer.category}</p>
                <a className={styles.link} href={offer.href}>
                  {offer.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>There are no special offers on the {view.title} right now.</p>
        )}
      </section>
    </div>
  );
}
