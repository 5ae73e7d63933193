import { css } from '@forecourt/shared/styled-system/css';
import { PageLinks } from '../paging/PageLinks';
import { Tile } from '../pickers/Tile';
import { MakeLogo } from './MakeLogo';
import type { MakesPageView } from './view';

// The make list page (issue 15 "Make list of about 140 makes with logos (generated where none)"): every
// make by name, each a tile with its logo and the site's stock of it, linking to its brand page or its
// stock search where the site has one, a page at a time. Server HTML only: every tile and page is a link
// or plain text. Logos are lazy with their size set, which spares a first visit's phone the logos below
// its screen when JavaScript is on (without it, the page size is what bounds the fetches).

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  count: css({ m: '0', color: 'mutedText' }),
  grid: css({
    display: 'grid',
    gap: '3',
    listStyle: 'none',
    m: '0',
    p: '0',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(6, 1fr)' },
  }),
};

/**
 * The page.
 * @example <MakesPage {...buildMakesView(load)} />
 */
export function MakesPage(view: MakesPageView) {
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{view.title}</h1>
      <section aria-label="Makes" className={styles.root}>
        <p className={styles.count}>{view.countText}</p>
        <ul className={styles.grid}>
          {view.tiles.map((tile) => (
            <li key={tile.slug}>
              <Tile
                href={tile.href}
                picture={<MakeLogo logo={tile.logo} monogram={tile.monogram} />}
                label={tile.name}
                countText={tile.countText}
              />
            </li>
          ))}
        </ul>
        <PageLinks pages={view.pages} />
      </section>
    </div>
  );
}
