import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { ModelTiles } from '../model-tiles/ModelTiles';
import { OfferLinks } from '../offer-links/OfferLinks';
import type { BrandPageView } from './view';

// A brand's page (issue 15): banner, logo and description, stock link, models, offers. Server HTML only.

const styles = {
  root: css({ display: 'grid', gap: '8', py: '8' }),
  banner: css({ display: 'block', width: '100%', maxHeight: '80', objectFit: 'cover', borderRadius: 'lg' }),
  intro: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  logo: css({ display: 'block', height: '16', width: 'auto' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  text: css({ m: '0', maxWidth: '65ch' }),
  section: css({ display: 'grid', gap: '3' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
};

/**
 * The page.
 * @example <BrandPage {...toBrandPageView(load)} />
 */
export function BrandPage(view: BrandPageView) {
  return (
    <div className={styles.root}>
      {view.banner ? <img className={styles.banner} src={view.banner} alt="" /> : null}
      <div className={styles.intro}>
        {view.logo ? <img className={styles.logo} src={view.logo.src} alt={view.logo.alt} /> : null}
        <h1 className={styles.title}>{view.title}</h1>
        {view.description ? <p className={styles.text}>{view.description}</p> : null}
        <p className={styles.text}>{view.stock.text}</p>
        {view.stock.href ? (
          <a className={button({ variant: 'primary' })} href={view.stock.href}>
            View {view.title} stock
          </a>
        ) : null}
      </div>
      {view.models.length > 0 ? (
        <section aria-labelledby="fc-brand-models" className={styles.section}>
          <h2 id="fc-brand-models" className={styles.heading}>
            {view.title} models
          </h2>
          <ModelTiles tiles={view.models} level={3} />
        </section>
      ) : null}
      <OfferLinks offers={view.offers} subject={view.title} />
    </div>
  );
}
