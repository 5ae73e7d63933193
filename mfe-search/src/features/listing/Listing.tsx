import { NO_RESULTS } from '@forecourt/shared/messages/catalogue';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { CarCard } from './CarCard';
import type { CardView } from './card-view';
import { Promo } from './Promo';
import type { ListingItem, PromoPlacement } from './promo-placement';

/** Cards in the first row on a wide screen: their photos load at once. */
const EAGER_IMAGES = 3;
/** The no-results card's button (spec: 000 §2 "a Clear Filters button that goes to a refresh path"). */
export const CLEAR_FILTERS = 'Clear Filters';

const styles = {
  grid: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  }),
  empty: css({
    display: 'grid',
    justifyItems: 'start',
    gap: '4',
    p: '6',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
    bg: 'surface',
    '& p': { m: '0' },
  }),
};

export interface ListingProps {
  items: ListingItem<CardView>[];
  count: number;
  promo: PromoPlacement | null;
  clearFiltersPath: string;
}

/**
 * The result grid: cards with the promo card in its cells; the no-results card when nothing matches
 * (spec: 000 §2, §8), or a note when the page is past the last one.
 * @example <Listing items={view.items} count={view.count} promo={settings.promo} clearFiltersPath={settings.clearFiltersPath} />
 */
export function Listing({ items, count, promo, clearFiltersPath }: ListingProps) {
  if (count === 0) {
    return (
      <div className={styles.empty}>
        <p>{NO_RESULTS}</p>
        <a className={button({ variant: 'primary', size: 'md' })} href={clearFiltersPath}>
          {CLEAR_FILTERS}
        </a>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>There are no more cars after the last page. Use the page links to go back.</p>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {items.map((item, index) =>
        item.kind === 'car' ? (
          <li key={item.card.id}>
            <CarCard card={item.card} eager={index < EAGER_IMAGES} priority={index === 0} />
          </li>
        ) : (
          promo && (
            <li key={`promo-${item.position}`}>
              <Promo promo={promo} />
            </li>
          )
        ),
      )}
    </ul>
  );
}
