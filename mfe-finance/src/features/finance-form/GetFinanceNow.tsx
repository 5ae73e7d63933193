import type { FinanceWording } from '@forecourt/shared/finance/wording';
import { css } from '@forecourt/shared/styled-system/css';
import type { FeaturedCar } from './view';

// The Get Finance Now landing (spec: 001 §2 "Without a car id and with the call-to-action flag set",
// §9 "Featured cars: 6"): two links and six in-stock used cars with more than one photo.

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  hero: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  title: css({ m: '0', fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' }),
  lead: css({ m: '0', fontSize: 'lg', color: 'mutedText' }),
  links: css({ display: 'flex', gap: '3', flexWrap: 'wrap' }),
  primary: css({
    px: '5',
    py: '3',
    borderRadius: 'md',
    bg: 'primary',
    color: 'primaryContrast',
    fontWeight: 'semibold',
    _focusVisible: { focusRing: 'outside' },
  }),
  secondary: css({
    px: '5',
    py: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'primary',
    color: 'primary',
    fontWeight: 'semibold',
    _focusVisible: { focusRing: 'outside' },
  }),
  grid: css({
    display: 'grid',
    gap: '4',
    m: '0',
    p: '0',
    listStyle: 'none',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  }),
  card: css({
    display: 'grid',
    gap: '2',
    color: 'text',
    textDecoration: 'none',
    _focusVisible: { focusRing: 'outside' },
    borderRadius: 'md',
  }),
  image: css({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'md' }),
  name: css({ fontWeight: 'semibold' }),
};

/**
 * The landing.
 * @example <GetFinanceNow featured={data.featured} />
 */
export function GetFinanceNow({ featured, wording }: { featured: FeaturedCar[]; wording: FinanceWording }) {
  return (
    <div className={styles.root}>
      <section className={styles.hero} aria-labelledby="get-finance-now">
        <h1 id="get-finance-now" className={styles.title}>
          {wording.landingHeading}
        </h1>
        <p className={styles.lead}>{wording.preApproval}</p>
        <div className={styles.links}>
          <a className={styles.primary} href="/personalised/finance?journey=start">
            Start Finance Journey
          </a>
          <a className={styles.secondary} href="/search/used-cars">
            View All Used Cars
          </a>
        </div>
      </section>
      {featured.length > 0 && (
        <section aria-labelledby="featured-cars">
          <h2 id="featured-cars">Featured cars</h2>
          <ul className={styles.grid}>
            {featured.map((car) => (
              <li key={car.href}>
                <a className={styles.card} href={car.href}>
                  {car.image && (
                    <img className={styles.image} src={car.image} alt="" width={400} height={300} loading="lazy" />
                  )}
                  <span className={styles.name}>{car.name}</span>
                  <span>{car.price}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
