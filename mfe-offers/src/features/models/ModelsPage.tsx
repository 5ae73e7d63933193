import { MAKES_PATH } from '@forecourt/shared/catalogue/makes';
import { MODELS_PATH } from '@forecourt/shared/catalogue/models-url';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextField } from '@forecourt/shared/ui/TextField';
import { filterLink, filterLinkList } from '../filter-links/styles';
import { ModelTiles } from '../model-tiles/ModelTiles';
import { PageLinks } from '../paging/PageLinks';
import type { ModelsPageView } from './view';

// The model catalogue page (issue 15; spec: 001 §2 "Pickers and menus"): body tiles filter by `?body=`,
// a plain GET form searches the directory, model tiles lead to the model's page, and a link leads to
// the make list. Server
// HTML only: every control is a link or a form, so there is nothing to hydrate.

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  search: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' }),
  count: css({ m: '0', color: 'mutedText' }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' }),
  makes: css({ color: 'text', fontWeight: 'semibold', _focusVisible: { focusRing: 'outside' } }),
};

/**
 * The page.
 * @example <ModelsPage {...buildModelsView(state, response)} />
 */
export function ModelsPage(view: ModelsPageView) {
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.title}>{view.title}</h1>
        <a className={styles.makes} href={MAKES_PATH}>
          Browse all makes
        </a>
      </div>
      <form className={styles.search} method="get" action={MODELS_PATH}>
        <TextField label="Search models" name="query" type="search" defaultValue={view.state.query} />
        {view.state.body ? <input type="hidden" name="body" value={view.state.body} /> : null}
        <button type="submit" className={button({ variant: 'primary' })}>
          Search
        </button>
      </form>
      <nav aria-label="Bodies">
        <ul className={filterLinkList}>
          {view.bodies.map((body) => (
            <li key={body.label}>
              <a className={filterLink} href={body.href} aria-current={body.current ? 'true' : undefined}>
                <span>{body.label}</span>
                {body.count === null ? null : <span>{body.count}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label="Models" className={styles.root}>
        <p className={styles.count}>{view.countText}</p>
        <ModelTiles tiles={view.tiles} level={2} />
        <PageLinks pages={view.pages} />
      </section>
    </div>
  );
}
