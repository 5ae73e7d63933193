import { MODELS_PATH } from '@forecourt/shared/catalogue/models-url';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextField } from '@forecourt/shared/ui/TextField';
import type { ModelsPageView } from './view';

// The model catalogue page (issue 15; spec: 001 §2 "Pickers and menus"): body tiles filter by `?body=`,
// a plain GET form searches the directory, model tiles lead to the model's page. Server
// HTML only: every control is a link or a form, so there is nothing to hydrate.

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  search: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' }),
  bodies: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' }),
  body: css({
    display: 'inline-flex',
    gap: '2',
    px: '3',
    py: '2',
    borderRadius: 'md',
    bg: 'surface',
    color: 'text',
    textDecoration: 'none',
    _focusVisible: { focusRing: 'outside' },
    '&[aria-current="true"]': { bg: 'primary', color: 'primaryContrast', fontWeight: 'bold' },
  }),
  count: css({ m: '0', color: 'mutedText' }),
  grid: css({
    display: 'grid',
    gap: '4',
    listStyle: 'none',
    m: '0',
    p: '0',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  }),
  tile: css({ display: 'grid', gap: '1', bg: 'surface', borderRadius: 'lg', overflow: 'hidden' }),
  image: css({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }),
  tileBody: css({ display: 'grid', gap: '1', p: '4' }),
  make: css({ m: '0', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  name: css({ m: '0', fontSize: 'lg', fontWeight: 'bold' }),
  link: css({ color: 'text', _focusVisible: { focusRing: 'outside' } }),
  pages: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' }),
};

/**
 * The page.
 * @example <ModelsPage {...buildModelsView(state, response)} />
 */
export function ModelsPage(view: ModelsPageView) {
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{view.title}</h1>
      <form className={styles.search} method="get" action={MODELS_PATH}>
        <TextField label="Search models" name="query" type="search" defaultValue={view.state.query} />
        {view.state.body ? <input type="hidden" name="body" value={view.state.body} /> : null}
        <button type="submit" className={button({ variant: 'primary' })}>
          Search
        </button>
      </form>
      <nav aria-label="Bodies">
        <ul className={styles.bodies}>
          {view.bodies.map((body) => (
            <li key={body.label}>
              <a className={styles.body} href={body.href} aria-current={body.current ? 'true' : undefined}>
                <span>{body.label}</span>
                {body.count === null ? null : <span>{body.count}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label="Models" className={styles.root}>
        <p className={styles.count}>{view.countText}</p>
        <ul className={styles.grid}>
          {view.tiles.map((tile) => (
            <li key={tile.id} className={styles.tile}>
              {tile.image ? (
                <img className={styles.image} src={tile.image.src} alt={tile.image.alt} loading="lazy" />
              ) : null}
              <div className={styles.tileBody}>
                <p className={styles.make}>{tile.make}</p>
                <h2 className={styles.name}>
                  <a className={styles.link} href={tile.href}>
                    {tile.name}
                  </a>
                </h2>
                <p className={styles.count}>{tile.bodies.join(' · ')}</p>
              </div>
            </li>
          ))}
        </ul>
        {view.pages.length > 0 ? (
          <nav aria-label="Pages">
            <ul className={styles.pages}>
              {view.pages.map((link) => (
                <li key={link.page}>
                  <a
                    className={button({ variant: link.current ? 'primary' : 'secondary', size: 'sm' })}
                    href={link.href}
                    aria-current={link.current ? 'page' : undefined}
                    aria-label={`Page ${link.page}`}
                  >
                    {link.page}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
