import { css } from '@forecourt/shared/styled-system/css';

// A make's logo on the make list: its own picture, or, for a make without one (spec: 001 §3 "logo.url
// (nullable)"), a monogram badge generated from its name, drawn inline in the site's colours (nothing to
// fetch, the same for every render). Decorative: the make's name is the text beside it.

const styles = {
  logo: css({ display: 'block', height: '12', width: 'auto', maxWidth: '100%' }),
  badge: css({ display: 'block', height: '12', width: 'auto' }),
  plate: css({ fill: 'primary' }),
  initials: css({ fill: 'surface', fontWeight: 'bold', fontFamily: 'inherit' }),
};

/**
 * @example <MakeLogo logo={tile.logo} monogram={tile.monogram} />
 */
export function MakeLogo({ logo, monogram }: { logo: string | null; monogram: string }) {
  if (logo) return <img className={styles.logo} src={logo} alt="" width={144} height={48} loading="lazy" />;
  // Longer monograms get a smaller size so that three letters fit the 48 px square.
  const size = monogram.length > 2 ? 17 : monogram.length > 1 ? 21 : 26;
  return (
    <svg className={styles.badge} viewBox="0 0 48 48" width={48} height={48} aria-hidden="true" focusable="false">
      <rect className={styles.plate} x="2" y="2" width="44" height="44" rx="10" />
      <text className={styles.initials} x="24" y="24" dy="0.35em" textAnchor="middle" fontSize={size}>
        {monogram}
      </text>
    </svg>
  );
}
