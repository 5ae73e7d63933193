import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { TextField } from '@forecourt/shared/ui/TextField';
import { CategoryLinks } from './CategoryLinks';
import type { PartsLandingView } from './view';

// /vehicle-parts-and-accessories (issue 15 "Parts"; spec: 001 §2 routes): the site's parts catalogue at
// a glance, a search box and its categories with counts, each leading into /parts/search. Server HTML only.

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  intro: css({ m: '0', maxWidth: '48rem' }),
  search: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
};

/**
 * The page.
 * @example <PartsLandingPage {...buildPartsLandingView(load)} />
 */
export function PartsLandingPage(view: PartsLandingView) {
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>Vehicle Parts and Accessories</h1>
      <p className={styles.intro}>Parts and accessories for the vehicles we sell: {view.countText} in our catalogue.</p>
      <form className={styles.search} method="get" action={view.searchPath}>
        <TextField label="Search parts" name="query" type="search" />
        <button type="submit" className={button({ variant: 'primary' })}>
          Search
        </button>
      </form>
      <section className={styles.root} aria-labelledby="parts-categories">
        <h2 id="parts-categories" className={styles.heading}>
          Shop by category
        </h2>
        <CategoryLinks categories={view.categories} allHref={view.allHref} allCurrent={false} />
      </section>
    </div>
  );
}
