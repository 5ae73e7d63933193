import { css } from '@forecourt/shared/styled-system/css';
import type { ReactNode } from 'react';
import { Tile } from './Tile';
import type { PickerTile } from './view';

// A picker on a composed page (the home page, menus): a titled section of link tiles with their counts.
// Server HTML only: every tile is a link.

const styles = {
  root: css({ display: 'grid', gap: '4', py: '6' }),
  heading: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  grid: css({
    display: 'grid',
    gap: '3',
    listStyle: 'none',
    m: '0',
    p: '0',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  }),
  // A fixed box (3:1, the shape most makers' logos take), the logo fitted inside: the tile's size is
  // known before any logo arrives, so the page is laid out once, not again per logo.
  logo: css({ display: 'block', height: '10', aspectRatio: '3 / 1', objectFit: 'contain', objectPosition: 'left' }),
};

/** The logo box in CSS pixels (width and height attributes; styles.logo draws the same). */
const LOGO_BOX = { width: 120, height: 40 } as const;

/** The section's heading id, unique per picker on a page. */
export type PickerId = 'brands' | 'bodies' | 'models';

/**
 * A picker section; `children` replaces the tile grid (the model picker's model tiles).
 * @example <PickerSection id="bodies" title="Browse by body" tiles={bodyTiles(load)} />
 */
export function PickerSection({
  id,
  title,
  tiles,
  children,
}: {
  id: PickerId;
  title: string;
  tiles?: readonly PickerTile[];
  children?: ReactNode;
}) {
  const headingId = `fc-picker-${id}`;
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children ?? (
        <ul className={styles.grid}>
          {(tiles ?? []).map((tile) => (
            <li key={tile.href}>
              <Tile
                href={tile.href}
                picture={tile.logo ? <img className={styles.logo} src={tile.logo} alt="" {...LOGO_BOX} /> : null}
                label={tile.label}
                countText={tile.countText}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
