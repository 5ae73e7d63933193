import { css } from '@forecourt/shared/styled-system/css';
import type { ModelTile } from './view';

// Model tiles (image, make, name linking to the model's page, stock count): a plain list of links.

const styles = {
  grid: css({
    display: 'grid',
    gap: '4',
    listStyle: 'none',
    m: '0',
    p: '0',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
  }),
  tile: css({ display: 'grid', alignContent: 'start', bg: 'surface', borderRadius: 'lg', overflow: 'hidden' }),
  image: css({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }),
  body: css({ display: 'grid', gap: '1', p: '3' }),
  make: css({ m: '0', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  name: css({ m: '0', fontSize: 'md', fontWeight: 'bold' }),
  link: css({ color: 'text', _focusVisible: { focusRing: 'outside' } }),
  count: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
};

/**
 * The tiles; `level` is the heading level of each tile's name in its page.
 * @example <ModelTiles tiles={view.models} level={3} />
 */
export function ModelTiles({ tiles, level }: { tiles: readonly ModelTile[]; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.id} className={styles.tile}>
          {tile.image ? <img className={styles.image} src={tile.image.src} alt="" loading="lazy" /> : null}
          <div className={styles.body}>
            <p className={styles.make}>{tile.make}</p>
            <Heading className={styles.name}>
              <a className={styles.link} href={tile.href}>
                {tile.name}
              </a>
            </Heading>
            <p className={styles.count}>{tile.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
