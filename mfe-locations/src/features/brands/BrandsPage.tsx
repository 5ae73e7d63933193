import { css } from '@forecourt/shared/styled-system/css';
import { BRAND_LOGO, BRAND_STATS, type BrandsView } from './view';

const styles = {
  page: css({ display: 'grid', gap: '8', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  stats: css({
    listStyle: 'none',
    m: '0',
    p: '6',
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '4',
    borderRadius: 'lg',
    bg: 'primary',
    color: 'primaryContrast',
    textAlign: 'center',
  }),
  figure: css({ display: 'block', fontSize: '3xl', fontWeight: 'bold' }),
  heading: css({ m: '0', mb: '4', fontSize: 'xl', fontWeight: 'semibold' }),
  grid: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  }),
  tile: css({
    display: 'grid',
    justifyItems: 'center',
    gap: '2',
    p: '4',
    borderWidth: 'thin',
    borderColor: 'border',
    borderRadius: 'md',
    color: 'text',
    textDecoration: 'none',
    textAlign: 'center',
    _hover: { borderColor: 'primary' },
    _focusVisible: { focusRing: 'outside' },
  }),
  logo: css({ objectFit: 'contain' }),
  // The logo box (BRAND_LOGO: 76 × 65) for a brand without a logo.
  placeholder: css({
    display: 'grid',
    placeItems: 'center',
    width: '76px',
    height: '65px',
    bg: 'surface',
    borderRadius: 'md',
    fontWeight: 'bold',
  }),
};

/**
 * The group brand page: the stats banner, then a grid per kind of brand (server HTML only).
 * @example <BrandsPage {...brandsView(load)} />
 */
export function BrandsPage({ sections }: BrandsView) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Our Brands</h1>
      <ul className={styles.stats} aria-label="Our group in numbers">
        {BRAND_STATS.map((stat) => (
          <li key={stat.label}>
            <span className={styles.figure}>{stat.figure}</span> {stat.label}
          </li>
        ))}
      </ul>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className={styles.heading}>{section.title}</h2>
          <ul className={styles.grid}>
            {section.tiles.map((tile) => (
              <li key={tile.href}>
                <a className={styles.tile} href={tile.href}>
                  {tile.logo ? (
                    <img
                      className={styles.logo}
                      src={tile.logo}
                      alt=""
                      width={BRAND_LOGO.width}
                      height={BRAND_LOGO.height}
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.placeholder} aria-hidden="true">
                      {tile.name.slice(0, 2)}
                    </span>
                  )}
                  {tile.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
